import { TIME_OFF_MESSAGES, type SessionUser, type TimeOffRequest } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageCalls, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { TimeOffSection } from './time-off-section';

const volunteer = sessionUserFor('Volunteer');
const admin = sessionUserFor('Administrator');
const someoneElse = '99999999-9999-4999-8999-999999999999';

const request = (id: string, startingDate: string, endingDate: string, duration = 1): TimeOffRequest => ({
  id,
  requestFor: volunteer.userid,
  startingDate,
  endingDate,
  duration,
  reason: `Reason ${id}`,
  createdDate: '2026-11-01T00:00:00.000Z',
});

// Today is Wednesday 2026-11-18 in Pacific time: the current week is 2026-11-15 to 2026-11-21.
const past = request('11111111-1111-4111-8111-111111111111', '2026-11-01', '2026-11-07');
const current = request('22222222-2222-4222-8222-222222222222', '2026-11-08', '2026-11-21', 2);
const upcoming = request('33333333-3333-4333-8333-333333333333', '2026-11-29', '2026-12-05');
const listPath = `GET /api/getTimeOffRequests?userId=${volunteer.userid}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-18T18:00:00Z') });
});

async function show(user: SessionUser, routes: Parameters<typeof mockApi>[0], userId = volunteer.userid): Promise<ApiCall[]> {
  const calls = mockApi({ [listPath]: { body: { [volunteer.userid]: [past, current, upcoming] } }, ...routes }, { user });
  await startSessionAs(user);
  renderApp('/profile', [{ path: '/profile', element: <TimeOffSection userId={userId} /> }]);
  return calls;
}

describe('time-off section', () => {
  it('splits a person’s own requests into Current and Upcoming and hides past ones', async () => {
    await show(volunteer, {});
    const currentList = await screen.findByRole('list', { name: TIME_OFF_MESSAGES.current });
    const upcomingList = screen.getByRole('list', { name: TIME_OFF_MESSAGES.upcoming });
    expect(within(currentList).getByText('Reason 22222222-2222-4222-8222-222222222222')).toBeInTheDocument();
    expect(within(upcomingList).getByText('Reason 33333333-3333-4333-8333-333333333333')).toBeInTheDocument();
    expect(screen.queryByText('Reason 11111111-1111-4111-8111-111111111111')).not.toBeInTheDocument();
    // Their own request can be changed only before it starts; both can be deleted.
    expect(screen.queryByRole('button', { name: 'Edit time off Nov-08-26 to Nov-21-26' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit time off Nov-29-26 to Dec-05-26' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete time off Nov-08-26 to Nov-21-26' })).toBeInTheDocument();
  });

  it('requests time off, showing the whole weeks it covers', async () => {
    const calls = await show(volunteer, {
      'POST /api/setTimeOffRequest': (call) => ({ status: 201, body: { ...upcoming, ...(call.body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request time off' });
    await userEvent.type(within(dialog).getByLabelText(/Start date/), '2026-11-25');
    await userEvent.clear(within(dialog).getByLabelText(/Weeks/));
    await userEvent.type(within(dialog).getByLabelText(/Weeks/), '2');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Family visit');
    expect(within(dialog).getByText(TIME_OFF_MESSAGES.range('2026-11-22', '2026-12-05'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request time off' }));

    await waitFor(() => {
      expect(calls.some((c) => c.method === 'POST')).toBe(true);
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      requestFor: volunteer.userid,
      startingDate: '2026-11-25',
      duration: 2,
      reason: 'Family visit',
    });
    expect(await screen.findByText(TIME_OFF_MESSAGES.created)).toBeInTheDocument();
  });

  it('keeps what was typed and shows why when the server refuses an overlap', async () => {
    const message = TIME_OFF_MESSAGES.overlaps('2026-11-29', '2026-12-05');
    await show(volunteer, { 'POST /api/setTimeOffRequest': refusal(409, 'CONFLICT', message) });
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request time off' });
    await userEvent.type(within(dialog).getByLabelText(/Start date/), '2026-12-01');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request time off' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Trip');
  });

  it('says what is missing without calling the server', async () => {
    const calls = await show(volunteer, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request time off' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request time off' }));
    expect(await within(dialog).findByText(TIME_OFF_MESSAGES.startingDateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TIME_OFF_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(pageCalls(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses a start in a week that has passed before calling the server', async () => {
    const calls = await show(volunteer, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Request time off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request time off' });
    await userEvent.type(within(dialog).getByLabelText(/Start date/), '2026-11-14');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Too late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request time off' }));
    expect(await within(dialog).findByText(TIME_OFF_MESSAGES.startInPastWeek)).toBeInTheDocument();
    expect(pageCalls(calls).filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('deletes a request after a confirmation', async () => {
    const calls = await show(volunteer, { [`DELETE /api/deleteTimeOffRequest/${upcoming.id}`]: { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete time off Nov-29-26 to Dec-05-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete time off' });
    expect(dialog).toHaveTextContent(TIME_OFF_MESSAGES.deleteQuestion('2026-11-29', '2026-12-05'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    });
  });

  it('lets a manager of time off change a request that has started, keeping its start', async () => {
    const calls = await show(admin, {
      [`POST /api/updateTimeOffRequest/${current.id}`]: (call) => ({ body: { ...current, ...(call.body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit time off Nov-08-26 to Nov-21-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit time off' });
    await userEvent.clear(within(dialog).getByLabelText(/Weeks/));
    await userEvent.type(within(dialog).getByLabelText(/Weeks/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(calls.some((c) => c.method === 'POST')).toBe(true);
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ duration: 3, reason: current.reason });
  });

  it('shows nothing, and asks nothing, to a volunteer looking at someone else', async () => {
    const calls = await show(volunteer, {}, someoneElse);
    await waitFor(() => {
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });
    expect(screen.queryByText(TIME_OFF_MESSAGES.heading)).not.toBeInTheDocument();
    expect(pageCalls(calls)).toEqual([]);
  });
});
