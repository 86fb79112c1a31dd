import { INFRINGEMENT_MESSAGES, MESSAGES, type Infringement, type SessionUser } from '@goodhours/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageCalls, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { BlueSquaresSection } from './blue-squares-section';

const admin = sessionUserFor('Administrator');
const volunteer = sessionUserFor('Volunteer');
const core = sessionUserFor('Core Team');
const someoneElse = '99999999-9999-4999-8999-999999999999';
const path = `/api/userprofile/${volunteer.userid}/infringements`;

const square = (id: string, date: string, description: string): Infringement => ({
  id,
  date,
  description,
  createdDate: `${date}T20:00:00.000Z`,
  closeWeek: null,
});
const newer = square('11111111-1111-4111-8111-111111111111', '2026-11-14', 'Did not log 10 hours');
const older = square('22222222-2222-4222-8222-222222222222', '2026-10-03', 'Missing summary');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-18T18:00:00Z') });
});

async function show(user: SessionUser, routes: Parameters<typeof mockApi>[0] = {}, userId = volunteer.userid): Promise<ApiCall[]> {
  const calls = mockApi({ [`GET ${path}`]: { body: [newer, older] }, ...routes }, { user });
  await startSessionAs(user);
  renderApp('/profile', [{ path: '/profile', element: <BlueSquaresSection userId={userId} /> }]);
  return calls;
}

const writes = (calls: readonly ApiCall[]) => pageCalls(calls).filter((c) => c.method !== 'GET');

describe('blue squares section', () => {
  it('lists the blue squares under #bluesquare and lets an administrator add one once date and summary are given', async () => {
    const calls = await show(admin, {
      [`POST ${path}`]: (call) => ({ status: 201, body: { ...newer, ...(call.body as object) } }),
    });
    const list = await screen.findByRole('list', { name: INFRINGEMENT_MESSAGES.heading });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Nov-14-26', 'Oct-03-26']);
    expect(document.getElementById('bluesquare')).toContainElement(list);

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Date/), '2026-11-17');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Summary/), '  Late summary ');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    await waitFor(() => {
      expect(writes(calls)).toHaveLength(1);
    });
    expect(writes(calls)[0]?.body).toEqual({ date: '2026-11-17', description: 'Late summary' });
    expect(await screen.findByText(INFRINGEMENT_MESSAGES.added)).toBeInTheDocument();
    expect(screen.getByLabelText(/Summary/)).toHaveValue('');
  });

  it('refuses a date in the future without calling the server', async () => {
    const calls = await show(admin);
    await userEvent.type(await screen.findByLabelText(/Date/), '2026-11-19');
    await userEvent.type(screen.getByLabelText(/Summary/), 'Too early');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INFRINGEMENT_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('shows a refusal and keeps what was typed', async () => {
    await show(admin, { [`POST ${path}`]: refusal(403, 'FORBIDDEN', MESSAGES.noPermissionToEditProfile) });
    await userEvent.type(await screen.findByLabelText(/Date/), '2026-11-17');
    await userEvent.type(screen.getByLabelText(/Summary/), 'Owner square');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noPermissionToEditProfile);
    expect(screen.getByLabelText(/Summary/)).toHaveValue('Owner square');
  });

  it('edits a blue square in a dialog', async () => {
    const calls = await show(admin, {
      [`PUT ${path}/${older.id}`]: (call) => ({ body: { ...older, ...(call.body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit blue square Oct-03-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blue square' });
    const summary = within(dialog).getByLabelText(/Summary/);
    expect(summary).toHaveValue('Missing summary');
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Summary was late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(writes(calls)).toHaveLength(1);
    });
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', body: { date: '2026-10-03', description: 'Summary was late' } });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Edit blue square' })).not.toBeInTheDocument();
    });
  });

  it('deletes a blue square after a confirmation', async () => {
    const calls = await show(admin, { [`DELETE ${path}/${newer.id}`]: { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete blue square Nov-14-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete blue square' });
    expect(dialog).toHaveTextContent(INFRINGEMENT_MESSAGES.deleteQuestion('2026-11-14'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', path: `${path}/${newer.id}` })]);
    });
  });

  it.each([
    ['the person themself', volunteer],
    ['a Core Team member', core],
  ])('shows %s the blue squares without controls', async (_who, user) => {
    await show(user);
    expect(await screen.findByText('Did not log 10 hours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit blue square/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete blue square/ })).not.toBeInTheDocument();
  });

  it('shows nothing, and asks nothing, to a volunteer looking at someone else', async () => {
    const calls = await show(volunteer, {}, someoneElse);
    await waitFor(() => {
      expect(document.getElementById('bluesquare')).toBeNull();
    });
    expect(pageCalls(calls)).toEqual([]);
  });
});

describe('a blue square given by the weekly close', () => {
  const byClose = { ...newer, closeWeek: '2026-11-08' };

  it('links an administrator to the decision that gave it, and not the volunteer', async () => {
    await show(admin, { [`GET ${path}`]: { body: [byClose, older] } });
    const link = await screen.findByRole('link', { name: 'Why: the weekly close of Nov-08-26' });
    expect(link).toHaveAttribute('href', `/weekclose/2026-11-08#person-${volunteer.userid}`);
    cleanup();
    await show(volunteer, { [`GET ${path}`]: { body: [byClose, older] } });
    await screen.findByRole('list', { name: INFRINGEMENT_MESSAGES.heading });
    expect(screen.queryByRole('link', { name: /Why/ })).not.toBeInTheDocument();
  });
});
