import { JOB_MESSAGES as M, MESSAGES } from '@goodhours/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withEditorLayoutStubs } from '../../components/info-editor-jsdom';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

withEditorLayoutStubs();
const owner = sessionUserFor('Owner');
const JOB = '22222222-2222-4222-8222-222222222222';
const FORM = '33333333-3333-4333-8333-333333333333';
const slow = { timeout: 8000 };
const managed = (overrides: Record<string, unknown> = {}) => ({
  id: JOB,
  title: 'Garden coordinator',
  category: 'Gardening',
  description: '<p>Plan the beds.</p>',
  datePosted: '2026-11-18T18:00:00.000Z',
  isPublished: false,
  formId: null,
  formVersion: null,
  responses: 0,
  updatedAt: '2026-11-18T18:00:00.000Z',
  ...overrides,
});

describe('the job form builder', { timeout: 30_000 }, () => {
  it('opens a job: it is published only once its application form is saved, which starts from the job’s title', async () => {
    mockApi(
      { 'GET /api/jobs/manage': { body: { jobs: [managed()] } }, [`GET /api/jobs/${JOB}/form`]: { body: { form: null } } },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/jobformbuilder');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Garden coordinator/ }, slow));
    expect(await screen.findByRole('heading', { level: 2, name: 'Garden coordinator' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Garden coordinator');
    const publish = screen.getByRole('switch', { name: /^Published on the jobs page/ });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(M.formNeededToPublish);

    await user.click(screen.getByRole('tab', { name: 'Application form' }));
    expect(await screen.findByRole('textbox', { name: /^Form title/ })).toHaveValue('Apply: Garden coordinator');
    // A job's form starts by asking the applicant's name and email, both required (issue 42, defect 6).
    const name = screen.getByRole('group', { name: 'Question 1' });
    const email = screen.getByRole('group', { name: 'Question 2' });
    expect(within(name).getByRole('textbox', { name: /^Field label/ })).toHaveValue('Your name');
    expect(within(email).getByRole('textbox', { name: /^Field label/ })).toHaveValue('Your email');
    expect(within(email).getByRole('combobox', { name: 'Question type' })).toHaveValue('Email address');
    expect(within(email).getByRole('switch', { name: 'Required' })).toBeChecked();
    expect(screen.queryByText(M.emailQuestionNeeded)).not.toBeInTheDocument();
    // Made optional, the email no longer reaches the applicant: the builder says so before any save.
    await user.click(within(email).getByRole('switch', { name: 'Required' }));
    expect(await screen.findByText(M.emailQuestionNeeded)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Applications/ }));
    expect(screen.getByText('No application form yet: build it in the Application form tab.')).toBeInTheDocument();
  });

  it('cannot be published while its saved form has no required email question, and says why', async () => {
    const definition = (questions: unknown[]) => ({ title: 'Apply', description: '', questions });
    const name = { id: 'name', text: 'Your name', type: 'short_answer', options: [], required: true, visible: true };
    const form = (questions: unknown[]) => ({
      form: { id: FORM, version: 1, updatedAt: '2026-11-18T18:00:00.000Z', definition: definition(questions) },
    });
    let answer = form([name]);
    mockApi(
      {
        'GET /api/jobs/manage': { body: { jobs: [managed({ formId: FORM, formVersion: 1 })] } },
        [`GET /api/jobs/${JOB}/form`]: () => ({ body: answer }),
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp(`/jobformbuilder?job=${JOB}&tab=details`);

    const publish = await screen.findByRole('switch', { name: /^Published on the jobs page/ }, slow);
    await waitFor(() => expect(publish).toHaveAccessibleDescription(M.emailQuestionNeeded));
    expect(publish).toBeDisabled();
    cleanup();

    answer = form([name, { id: 'email', text: 'Your email', type: 'email', options: [], required: true, visible: true }]);
    renderApp(`/jobformbuilder?job=${JOB}&tab=details`);
    const ready = await screen.findByRole('switch', { name: /^Published on the jobs page/ }, slow);
    await waitFor(() => expect(ready).not.toBeDisabled());
  });

  it('shows the job title’s limit and refuses a longer one in words', async () => {
    mockApi({ 'GET /api/jobs/manage': { body: { jobs: [] } } }, { user: owner });
    await startSessionAs(owner);
    renderApp('/jobformbuilder?job=new');
    const user = userEvent.setup();

    const title = await screen.findByRole('textbox', { name: /^Job title/ }, slow);
    expect(title).toHaveAccessibleDescription(MESSAGES.lengthLimit(150));
    await user.click(title);
    await user.paste('x'.repeat(151));
    expect(title).toHaveValue('x'.repeat(151));
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText(M.titleTooLong)).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.lengthUsed(151, 150)));
  });

  it('shows a job’s applications as a table, one version at a time, straight from the email’s link', async () => {
    mockApi(
      {
        'GET /api/jobs/manage': { body: { jobs: [managed({ isPublished: true, formId: FORM, formVersion: 2, responses: 1 })] } },
        [`GET /api/jobs/${JOB}/form`]: { body: { form: null } },
        [`GET /api/jobs/${JOB}/responses?page=1`]: {
          body: {
            formId: FORM,
            version: 2,
            versions: [2, 1],
            questions: [
              { id: 'name', text: 'Your name', type: 'textbox' },
              { id: 'email', text: 'Your email', type: 'email' },
              { id: 'shift', text: 'Preferred shift', type: 'dropdown' },
            ],
            rows: [
              {
                id: '44444444-4444-4444-8444-444444444444',
                submittedAt: '2026-11-18T18:00:00.000Z',
                respondent: null,
                answers: { name: 'Ada', email: 'ada@example.org', shift: 'Evening' },
              },
            ],
            total: 1,
            page: 1,
            pageSize: 50,
          },
        },
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp(`/jobformbuilder?job=${JOB}&tab=responses`);

    const table = await screen.findByRole('table', { name: 'Applications to Garden coordinator' }, slow);
    expect(within(table).getByRole('columnheader', { name: 'Preferred shift' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Evening' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org');
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('Version 2 (current)');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
