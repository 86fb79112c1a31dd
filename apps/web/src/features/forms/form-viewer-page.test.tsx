import { FORM_MESSAGES as M, MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const volunteer = sessionUserFor('Volunteer');
const FORM_ID = '11111111-1111-4111-8111-111111111111';
const form = {
  id: FORM_ID,
  version: 3,
  updatedAt: '2026-11-18T18:00:00.000Z',
  definition: {
    title: 'Volunteer interest',
    description: 'Tell us how you would like to help.',
    questions: [
      { id: 'days', text: 'Days you can help', type: 'checkbox', options: ['Mon', 'Tue'], required: true, visible: true },
      { id: 'why', text: 'Why us?', type: 'paragraph', options: [], required: false, visible: true },
      { id: 'old', text: 'Retired question', type: 'textbox', options: [], required: true, visible: false },
    ],
  },
};

describe('the form viewer', { timeout: 30_000 }, () => {
  it('asks the visible questions, says which required one is missing, and sends the version answered', async () => {
    let sent = 0;
    const calls = mockApi(
      {
        'GET /api/forms/general': { body: { form } },
        'POST /api/form-responses': () =>
          sent++ === 0
            ? refusal(422, 'VALIDATION', M.answerRequired, { fields: { why: M.answerRequired } })
            : { status: 201, body: { id: '22222222-2222-4222-8222-222222222222', message: M.submitted } },
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/formviewer');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Volunteer interest' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('Retired question')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.answerRequired)).toBeInTheDocument();
    expect(pageCalls(calls).some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Tue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The server's own refusal lands under its question.
    expect(await screen.findByText(M.answerRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Why us?' })).toHaveAccessibleDescription(expect.stringContaining(M.answerRequired));

    await user.type(screen.getByRole('textbox', { name: 'Why us?' }), 'Food');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.submitted)).toBeInTheDocument();
    const posts = pageCalls(calls).filter((c) => c.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ formId: FORM_ID, version: 3, answers: { days: ['Tue', 'Mon'], why: 'Food' } });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked());
  });

  it('asks for an email address in an email field, says when it is not one, and shows each text’s limit', async () => {
    const withEmail = {
      ...form,
      definition: {
        ...form.definition,
        questions: [
          { id: 'email', text: 'Your email', type: 'email', options: [], required: true, visible: true },
          { id: 'name', text: 'Your name', type: 'short_answer', options: [], required: false, visible: true },
        ],
      },
    };
    const calls = mockApi(
      {
        'GET /api/forms/general': { body: { form: withEmail } },
        'POST /api/form-responses': { status: 201, body: { id: '22222222-2222-4222-8222-222222222222', message: M.submitted } },
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderApp('/formviewer');
    const user = userEvent.setup();

    const email = await screen.findByRole('textbox', { name: /^Your email/ }, { timeout: 8000 });
    expect(email).toHaveAttribute('type', 'email');
    const name = screen.getByRole('textbox', { name: /^Your name/ });
    expect(name).toHaveAccessibleDescription(MESSAGES.lengthLimit(500));
    await user.type(name, 'Ada');
    expect(name).toHaveAccessibleDescription(MESSAGES.lengthLimit(500));
    await user.paste('a'.repeat(447));
    expect(name).toHaveAccessibleDescription(MESSAGES.lengthUsed(450, 500));
    await user.clear(name);
    await user.type(name, 'Ada');

    await user.type(email, 'ada at home');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.answerEmail)).toBeInTheDocument();
    expect(pageCalls(calls).some((c) => c.method === 'POST')).toBe(false);

    await user.clear(email);
    await user.type(email, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.submitted)).toBeInTheDocument();
    expect(pageCalls(calls).find((c) => c.method === 'POST')?.body).toMatchObject({ answers: { email: 'ada@example.org', name: 'Ada' } });
  });
});
