import { HGN_BACKEND_FIELDS, HGN_DEFAULT_QUESTIONS, HGN_FRONTEND_FIELDS, HGN_MESSAGES as M, type HgnDraft } from '@goodhours/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const slow = { timeout: 5000 };
const volunteer = sessionUserFor('Volunteer');
const owner = sessionUserFor('Owner');
const questions = {
  questions: HGN_DEFAULT_QUESTIONS.map((q, i) => ({ ...q, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` })),
};
const ratings = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 7]));
const complete: HgnDraft = {
  userInfo: { name: 'Sofia Rossi', email: 'volunteer@demo.goodhours.org', github: 'sofia', slack: 'Sofia Rossi' },
  general: {
    hours: '10-20 hours',
    period: '3-6 months',
    standup: 'Yes',
    location: 'Rome',
    manager: 'No',
    combined_frontend_backend: 5,
    mern_skills: 6,
    leadership_skills: 4,
    leadership_experience: 3,
    preferences: ['Frontend'],
    availability: { Monday: [9, 10], Tuesday: 'N/A', Wednesday: 'N/A', Thursday: 'N/A', Friday: [14] },
  },
  frontend: ratings(HGN_FRONTEND_FIELDS),
  backend: ratings(HGN_BACKEND_FIELDS),
};
const mine = (status: 'new' | 'draft' | 'submitted', answers: HgnDraft = {}) => ({
  status,
  answers,
  submittedAt: status === 'submitted' ? '2026-11-18T18:00:00.000Z' : null,
  updatedAt: status === 'new' ? null : '2026-11-18T18:00:00.000Z',
});

describe('the development-team questionnaire', { timeout: 30_000 }, () => {
  it('starts with the person’s name and email, refuses a bad email, and keeps page 1 on the server before page 2', async () => {
    const calls = mockApi(
      {
        'GET /api/hgnform/mine': { body: mine('new') },
        'GET /api/hgnform/questions': { body: questions },
        'PUT /api/hgnform/mine': (call) => ({ body: mine('draft', call.body as HgnDraft) }),
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    const { router } = renderApp('/hgnform');

    const name = await screen.findByRole('textbox', { name: /^Name/ }, slow);
    expect(name).toHaveValue('Volunteer Tester');
    expect(name).toHaveAccessibleDescription('Up to 100 characters');
    expect(screen.getByRole('textbox', { name: /^GitHub/ })).toHaveAccessibleDescription('Your GitHub user name. Up to 100 characters');
    expect(screen.getByRole('textbox', { name: /^Slack/ })).toHaveAccessibleDescription('Your name on Slack. Up to 100 characters');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '16.67');
    expect(screen.queryByRole('link', { name: 'Read the answers' })).toBeNull();
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    expect(pageCalls(calls).filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'sofia@example.org');
    await userEvent.click(screen.getByRole('checkbox', { name: 'My Slack name is the same as my name' }));
    expect(screen.getByRole('textbox', { name: /^Slack/ })).toHaveValue('Volunteer Tester');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'General questions' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hgnform/page2');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33.34');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      userInfo: { name: 'Volunteer Tester', email: 'sofia@example.org', github: '', slack: 'Volunteer Tester' },
    });
    expect(screen.getByRole('checkbox', { name: 'Monday 09:00 to 10:00' })).toBeInTheDocument();
  });

  it('submits from page 5 and thanks the person on page 6', async () => {
    const calls = mockApi(
      {
        'GET /api/hgnform/mine': { body: mine('draft', complete) },
        'GET /api/hgnform/questions': { body: questions },
        'POST /api/hgnform/mine/submit': { body: mine('submitted', complete) },
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    const { router } = renderApp('/hgnform/page5');

    const platform = await screen.findByRole('textbox', { name: /Development platform/ }, slow);
    expect(platform).toHaveAccessibleDescription(/Up to 2,000 characters$/);
    await userEvent.type(platform, 'Linux');
    expect(screen.getByRole('button', { name: 'Edit My Response' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(M.submitted, {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hgnform/page6');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      userInfo: complete.userInfo,
      general: { availability: { Monday: [9, 10], Tuesday: 'N/A' } },
      frontend: { React: 7 },
      followUp: { platform: 'Linux' },
    });
  });

  it('shows a submitted questionnaire read-only; the Owner edits a question’s wording in place', async () => {
    const id = questions.questions.find((q) => q.page === 5 && q.qno === 1)?.id ?? '';
    const calls = mockApi(
      {
        'GET /api/hgnform/mine': { body: mine('submitted', complete) },
        'GET /api/hgnform/questions': { body: questions },
        [`PUT /api/hgnform/questions/${id}`]: (call) => ({
          body: { ...questions.questions[0], id, page: 5, qno: 1, ...(call.body as object) },
        }),
      },
      { user: owner },
    );
    await startSessionAs(owner);
    renderApp('/hgnform/page5');

    expect(await screen.findByText(/It is shown read-only/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Development platform/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit question: Development platform' }));
    const title = screen.getByRole('textbox', { name: 'Question title' });
    expect(title).toHaveAccessibleDescription('Up to 120 characters');
    expect(screen.getByRole('textbox', { name: 'Question text' })).toHaveAccessibleDescription(/^(Up to 500|\d+ of 500) characters$/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Your computer');
    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));

    expect(await screen.findByRole('textbox', { name: /^Your computer/ }, slow)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit question: Your computer' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Your computer',
      text: questions.questions.find((q) => q.id === id)?.text,
    });
  });
});
