import { DEFAULT_AI_PROMPT, SUMMARY_MESSAGES as M, type SessionUser } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { AiPromptButton } from './ai-prompt-dialog';

const PROMPT = 'GET /api/dashboard/aiPrompt';

async function show(user: SessionUser, replies: Record<string, Reply>) {
  const calls = mockApi(
    { [`GET /api/dashboard/aiPrompt/copied/${user.userid}`]: { body: { message: '2026-11-10T10:00:00.000Z' } }, ...replies },
    { user },
  );
  await startSessionAs(user);
  renderApp('/', [{ path: '/', element: <AiPromptButton userId={user.userid} /> }]);
  return calls;
}

describe('the AI prompt button and dialog', () => {
  it('marks a prompt changed since the last copy as new, and lets an Owner edit and save it', async () => {
    const owner = sessionUserFor('Owner');
    const calls = await show(owner, {
      [PROMPT]: { body: { aIPromptText: 'Edit my summary.', modifiedDatetime: '2026-11-12T10:00:00.000Z' } },
      'PUT /api/dashboard/aiPrompt': { body: { aIPromptText: 'Shorter, please.', modifiedDatetime: '2026-11-18T18:00:00.000Z' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /View and Copy AI Prompt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Current AI Prompt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const box = within(dialog).getByRole('textbox', { name: 'AI prompt' });
    expect(box).toHaveAccessibleDescription('Up to 10,000 characters');
    await userEvent.clear(box);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(box, 'Shorter, please.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.promptUpdated)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ aIPromptText: 'Shorter, please.' });
    expect(within(dialog).getByText('Shorter, please.')).toBeInTheDocument();
  });

  it('shows the built-in prompt when loading fails, offers no Edit to a volunteer, and records the copy', async () => {
    const volunteer = sessionUserFor('Volunteer');
    const calls = await show(volunteer, {
      [PROMPT]: refusal(500, 'INTERNAL', 'down'),
      [`PUT /api/dashboard/aiPrompt/copied/${volunteer.userid}`]: { body: { message: '2026-11-18T18:00:00.000Z' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View and Copy Current AI Prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Current AI Prompt' });
    expect(await within(dialog).findByText(DEFAULT_AI_PROMPT)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Prompt' }));
    expect(await screen.findByText(M.promptCopied)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path.startsWith('/api/dashboard/aiPrompt/copied/'))).toBe(true);
  });
});
