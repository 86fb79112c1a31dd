import { TIME_ENTRY_MESSAGES as M, type SessionUser, type TimeEntry } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, refusal, type ApiCall, type Reply } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { entryActorOf } from './entry-actor';
import { TimeEntryCard } from './time-entry-card';
import { atNow, entry } from './time-test-data';

const volunteer = sessionUserFor('Volunteer');

async function showCard(shown: TimeEntry, user: SessionUser = volunteer, routes: Record<string, Reply> = {}): Promise<ApiCall[]> {
  const calls = mockApi(routes, { user });
  await startSessionAs(user);
  const onEdit = vi.fn();
  renderApp('/', [{ path: '/', element: <TimeEntryCard entry={shown} actor={entryActorOf(user)} onEdit={onEdit} /> }]);
  await screen.findByRole('article');
  return calls;
}

beforeEach(() => {
  atNow();
});

describe('time entry card', () => {
  it('shows the date with its year, the time, the work and the notes, coloured as made today', async () => {
    await showCard(entry());
    const card = screen.getByRole('article', { name: 'Time entry of Wed Nov-18-26' });
    expect(card).toHaveStyle({ borderLeft: '6px solid #228B22' });
    expect(within(card).getByText('Today')).toBeInTheDocument();
    expect(within(card).getByText('2 hrs 30 mins')).toBeInTheDocument();
    expect(within(card).getByText('Earthbag Village › Walls › 1.2 Fill the bags')).toBeInTheDocument();
    expect(within(card).getByText(/Laid the second course/)).toBeInTheDocument();
  });

  it("lets a volunteer change their own entry of today, but only read an older one ('Tangible' label)", async () => {
    await showCard(entry({ dateOfWork: '2026-11-10', createdAt: '2026-11-10T18:00:00.000Z' }));
    expect(screen.getByText('Earlier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit time entry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete time entry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(M.tangible)).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this entry?' and shows 'Processing...' until the server answers", async () => {
    const shown = entry();
    const calls = await showCard(shown, volunteer, { [`DELETE /api/TimeEntry/${shown.id}`]: { status: 204 } });
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fakeServer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') await answered;
      return fakeServer(input, init);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete time entry of Wed Nov-18-26' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.deleteQuestion)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: M.deleteProcessing })).toBeDisabled();
    answer();
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('Cancel keeps the entry', async () => {
    const calls = await showCard(entry());
    await userEvent.click(screen.getByRole('button', { name: /^Delete time entry/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('says why a delete failed', async () => {
    const shown = entry();
    await showCard(shown, volunteer, { [`DELETE /api/TimeEntry/${shown.id}`]: refusal(403, 'FORBIDDEN', M.mayNotDelete) });
    await userEvent.click(screen.getByRole('button', { name: /^Delete time entry/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteFailed(M.mayNotDelete))).toBeInTheDocument();
  });

  it('toggles tangibility, and says why a toggle failed', async () => {
    const shown = entry();
    const calls = await showCard(shown, volunteer, {
      [`PATCH /api/TimeEntry/${shown.id}/tangible`]: refusal(403, 'FORBIDDEN', M.mayNotToggle),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: M.tangible }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isTangible: false });
    });
    expect(await screen.findByText(M.toggleFailed(M.mayNotToggle))).toBeInTheDocument();
  });

  it("shows an administrator the controls on someone else's older entry", async () => {
    await showCard(entry({ dateOfWork: '2026-11-02', createdAt: '2026-11-02T18:00:00.000Z' }), sessionUserFor('Administrator'));
    expect(screen.getByRole('button', { name: /^Edit time entry/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Delete time entry/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: M.tangible })).toBeChecked();
  });
});
