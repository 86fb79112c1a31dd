import { FORM_MESSAGES as F, JOB_MESSAGES as M } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';

const JOB = '22222222-2222-4222-8222-222222222222';
const slow = { timeout: 8000 };
const card = { id: JOB, title: 'Garden coordinator', category: 'Gardening', datePosted: '2026-11-18T18:00:00.000Z' };
const job = {
  ...card,
  description: '<p>Plan the <strong>community garden</strong>.</p>',
  form: {
    id: '33333333-3333-4333-8333-333333333333',
    version: 2,
    updatedAt: '2026-11-18T18:00:00.000Z',
    definition: {
      title: 'Apply: garden coordinator',
      description: '',
      questions: [
        { id: 'name', text: 'Your name', type: 'textbox', options: [], required: true, visible: true },
        { id: 'shift', text: 'Preferred shift', type: 'dropdown', options: ['Morning', 'Evening'], required: true, visible: true },
      ],
    },
  },
};
const page = (jobs: unknown[]) => ({ body: { jobs, pagination: { page: 1, limit: 18, total: jobs.length, totalPages: 1 } } });

describe('the jobs landing page', { timeout: 30_000 }, () => {
  it('finds a job by search, stops an application missing an answer, then sends it', async () => {
    const calls = mockApi({
      'GET /api/jobs?page=1&search=&category=': page([]),
      'GET /api/jobs?page=1&search=garden&category=': page([card]),
      'GET /api/jobs/categories': { body: { categories: ['Gardening', 'Kitchen'] } },
      [`GET /api/jobs/${JOB}`]: { body: job },
      [`POST /api/jobs/${JOB}/applications`]: { status: 201, body: { id: '44444444-4444-4444-8444-444444444444', message: M.applied } },
    });
    await startSessionAs();
    renderApp('/collaboration');
    const user = userEvent.setup();

    expect(await screen.findByText(M.noJobs, {}, slow)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'garden{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Garden coordinator' }, slow));

    expect(await screen.findByRole('heading', { level: 1, name: 'Garden coordinator' }, slow)).toBeInTheDocument();
    expect(screen.getByText('community garden').tagName).toBe('STRONG');
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(F.answerRequired)).toBeInTheDocument();
    expect(pageCalls(calls).some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /^Preferred shift/ }));
    await user.click(await screen.findByRole('option', { name: 'Evening' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.applied);
    expect(pageCalls(calls).find((c) => c.method === 'POST')?.body).toEqual({ version: 2, answers: { name: 'Ada', shift: 'Evening' } });
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');

    await user.click(screen.getByRole('link', { name: 'All jobs' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('garden'));
  });

  it('says so when the jobs or the categories cannot be fetched', async () => {
    mockApi({
      'GET /api/jobs?page=1&search=&category=': refusal(500, 'INTERNAL', 'Unexpected error'),
      'GET /api/jobs/categories': refusal(500, 'INTERNAL', 'Unexpected error'),
    });
    await startSessionAs();
    renderApp('/collaboration');
    expect(await screen.findByText(M.landingJobsFailed, {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(M.landingCategoriesFailed)).toBeInTheDocument();
  });
});
