import { TEAM_CREATE_TIMEOUT_MS, TEAM_MESSAGES, type Team } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiCall, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const admin = sessionUserFor('Administrator');
const created: Team = {
  id: '66666666-6666-4666-8666-666666666666',
  teamName: 'Earthbag Builders',
  teamCode: 'B-EBV',
  isActive: true,
  createdAt: '2026-11-18T18:00:00.000Z',
  memberCount: 0,
};

async function openCreateDialog(post: Reply | ((call: ApiCall) => Reply)) {
  const calls = mockApi({ 'GET /api/team': { body: [] }, 'POST /api/team': post }, { user: admin });
  await startSessionAs(admin);
  renderApp('/teams');
  await userEvent.click(await screen.findByRole('button', { name: 'Create New Team' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Team' });
  return { calls, dialog };
}

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/team');

describe('Create New Team', () => {
  it("sends the name, code and active flag and says 'Team created successfully'", async () => {
    const { calls, dialog } = await openCreateDialog({ status: 201, body: created });
    await userEvent.type(within(dialog).getByLabelText(/Team name/), '  Earthbag Builders ');
    await userEvent.type(within(dialog).getByLabelText(/Team code/), 'B-EBV');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByText(TEAM_MESSAGES.teamCreated)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ teamName: 'Earthbag Builders', teamCode: 'B-EBV', isActive: true });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Create New Team' })).not.toBeInTheDocument();
    });
  });

  it('says the team name may be up to 100 characters before anything is typed', async () => {
    const { dialog } = await openCreateDialog({ status: 201, body: created });
    expect(within(dialog).getByLabelText(/Team name/)).toHaveAccessibleDescription('Up to 100 characters');
  });

  it('says the team code is optional and may be up to 20 characters', async () => {
    const { dialog } = await openCreateDialog({ status: 201, body: created });
    expect(within(dialog).getByLabelText(/Team code/)).toHaveAccessibleDescription('Optional, for example B-EBV. Up to 20 characters');
  });

  it("says 'Please enter a team name.' and sends nothing for an empty name, and explains a bad code", async () => {
    const { calls, dialog } = await openCreateDialog({ status: 201, body: created });
    await userEvent.type(within(dialog).getByLabelText(/Team code/), 'AB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));

    expect(await within(dialog).findByText(TEAM_MESSAGES.teamNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TEAM_MESSAGES.teamCodeInvalid)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the duplicate-name message in the form and keeps what was typed', async () => {
    const { dialog } = await openCreateDialog(
      refusal(409, 'CONFLICT', TEAM_MESSAGES.teamNameTaken, { fields: { teamName: TEAM_MESSAGES.teamNameTaken } }),
    );
    await userEvent.type(within(dialog).getByLabelText(/Team name/), 'Earthbag Builders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));

    expect(await within(dialog).findByText(TEAM_MESSAGES.teamNameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Team name/)).toHaveValue('Earthbag Builders');
  });

  it("says 'No response received from the server' when the server cannot be reached", async () => {
    const { dialog } = await openCreateDialog({ status: 201, body: created });
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : answered(input, init),
    );
    await userEvent.type(within(dialog).getByLabelText(/Team name/), 'Builders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.teamCreateNoResponse);
  });

  it("gives up after 20 s with 'Error occurred while creating team'", async () => {
    const { dialog } = await openCreateDialog({ status: 201, body: created });
    const answered = globalThis.fetch;
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return answered(input, init);
      signal = init.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(within(dialog).getByLabelText(/Team name/), 'Slow Builders');
    await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));

    await vi.advanceTimersByTimeAsync(TEAM_CREATE_TIMEOUT_MS - 1000);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(signal?.aborted).toBe(true);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.teamCreateFailed);
  });
});
