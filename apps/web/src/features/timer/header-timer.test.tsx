import { TIMER_MESSAGES, type SessionUser } from '@goodhours/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../App';
import { createQueryClient } from '../../api/query-client';
import { saveToken } from '../../auth/token-storage';
import { sessionUserFor } from '../../test/users';
import type { TimeEntryDialogProps } from '../time-entries';
import { FakeWebSocket, installFakeWebSocket } from './fake-web-socket';
import { HeaderTimer } from './header-timer';
import { FIRST_CONNECTION_GRACE_MS } from './timer-status';

vi.mock('../time-entries/time-entry-dialog', () => ({
  TimeEntryDialog: (props: TimeEntryDialogProps) => (
    <div role="dialog" aria-label="Time entry">
      <span>for {props.userId}</span>
      <span>minutes {props.fromTimer?.minutes}</span>
      <span>key {props.fromTimer?.idempotencyKey}</span>
      <button onClick={props.onSaved}>Save entry</button>
      <button onClick={props.onClose}>Close entry</button>
    </div>
  ),
}));

const MIN = 60_000;
const volunteer = sessionUserFor('Volunteer');

beforeEach(() => {
  installFakeWebSocket();
  saveToken('the-token');
});

/** Draws the timer; its socket is made in a task of its own, after it is drawn, and not yet open. */
async function drawTimer(user: SessionUser = volunteer, viewedUserId?: string): Promise<FakeWebSocket> {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })} env="test">
      <HeaderTimer user={user} viewedUserId={viewedUserId ?? null} />
    </AppProviders>,
  );
  await act(() => vi.waitFor(() => FakeWebSocket.latest()));
  return FakeWebSocket.latest();
}

/** Draws the timer, its socket open. */
async function renderTimer(user: SessionUser = volunteer, viewedUserId?: string): Promise<FakeWebSocket> {
  const ws = await drawTimer(user, viewedUserId);
  act(() => ws.open());
  return ws;
}

function serve(ws: FakeWebSocket, timer: Parameters<FakeWebSocket['sendState']>[0], userId = volunteer.userid) {
  act(() => ws.sendState(timer, userId));
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the header timer', () => {
  it('shows the remaining time and counts down each second while running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ws = await renderTimer();
    expect(ws.protocols).toEqual(['the-token']);
    expect(ws.actions()).toEqual(['GET_TIMER']);
    serve(ws, { started: true, startAt: Date.now() - 5 * MIN, time: 15 * MIN });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByLabelText('Remaining time')).toHaveTextContent(/^0:09:5\d$/);
    expect(screen.getByLabelText('Goal')).toHaveTextContent('Goal 0:15:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByLabelText('Remaining time')).toHaveTextContent(/^0:08:5\d$/);
  });

  it('starts and pauses through the service', async () => {
    const ws = await renderTimer();
    serve(ws, {});
    await userEvent.click(button('Start timer'));
    expect(ws.actions().at(-1)).toBe('START_TIMER');
    serve(ws, { started: true, startAt: Date.now() });
    await userEvent.click(button('Pause timer'));
    expect(ws.actions().at(-1)).toBe('PAUSE_TIMER');
  });

  it('refuses to start with no remaining time', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, paused: true, time: 0 });
    await userEvent.click(button('Start timer'));
    expect(await screen.findByText(TIMER_MESSAGES.noRemainingTime)).toBeInTheDocument();
    expect(ws.actions()).toEqual(['GET_TIMER']);
  });

  it('refuses to stop under one minute', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, startAt: Date.now() - 30_000 });
    await userEvent.click(button('Stop timer and log time'));
    expect(await screen.findByText(TIMER_MESSAGES.needOneMinute)).toBeInTheDocument();
    expect(ws.actions()).toEqual(['GET_TIMER']);
    expect(screen.queryByRole('dialog', { name: 'Time entry' })).not.toBeInTheDocument();
  });

  it('stop pauses, opens the time entry form with the minutes and one key, and stops the timer once saved', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, startAt: Date.now() - 20 * MIN - 5_000, time: 60 * MIN, goal: 60 * MIN });
    await userEvent.click(button('Stop timer and log time'));
    expect(ws.actions().at(-1)).toBe('PAUSE_TIMER');
    const form = screen.getByRole('dialog', { name: 'Time entry' });
    expect(form).toHaveTextContent('minutes 20');
    expect(form).toHaveTextContent(`for ${volunteer.userid}`);
    const key = within(form).getByText(/^key /).textContent;
    expect(key).toMatch(/^key [0-9a-f-]{36}$/);

    serve(ws, { started: true, paused: true, time: 40 * MIN - 5_000, goal: 60 * MIN });
    await userEvent.click(within(form).getByRole('button', { name: 'Close entry' }));
    await userEvent.click(button('Stop timer and log time'));
    expect(screen.getByRole('dialog', { name: 'Time entry' })).toHaveTextContent(key ?? 'missing');

    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(ws.actions().at(-1)).toBe('STOP_TIMER');
    expect(screen.queryByRole('dialog', { name: 'Time entry' })).not.toBeInTheDocument();
  });

  it('asks before resetting', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, paused: true, time: 5 * MIN });
    await userEvent.click(button('Reset timer'));
    const dialog = await screen.findByRole('dialog', { name: TIMER_MESSAGES.resetQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ws.actions()).toEqual(['GET_TIMER']);
    await userEvent.click(button('Reset timer'));
    await userEvent.click(await screen.findByRole('button', { name: TIMER_MESSAGES.resetConfirm }));
    expect(ws.actions().at(-1)).toBe('CLEAR_TIMER');
  });

  it('moves the goal by 15 minutes within its limits', async () => {
    const ws = await renderTimer();
    serve(ws, { goal: 15 * MIN, time: 15 * MIN });
    expect(button('Remove 15 minutes from the goal')).toBeDisabled();
    await userEvent.click(button('Add 15 minutes to the goal'));
    expect(ws.messages().at(-1)).toEqual({ action: 'ADD_TO_GOAL', value: 15 * MIN });
    serve(ws, { goal: 5 * 60 * MIN, time: 5 * 60 * MIN });
    expect(button('Add 15 minutes to the goal')).toBeDisabled();
    await userEvent.click(button('Remove 15 minutes from the goal'));
    expect(ws.messages().at(-1)).toEqual({ action: 'REMOVE_FROM_GOAL', value: 15 * MIN });
  });

  it('shows Time Complete with the time worked; Add More Time adds 15 minutes and starts', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, paused: true, chiming: true, time: 0, goal: 75 * MIN });
    const dialog = await screen.findByRole('dialog', { name: TIMER_MESSAGES.timeComplete });
    expect(dialog).toHaveTextContent(TIMER_MESSAGES.workedFor(1, 15));
    await userEvent.click(within(dialog).getByRole('button', { name: TIMER_MESSAGES.addMoreTime }));
    expect(ws.messages().slice(-2)).toEqual([{ action: 'ADD_TO_GOAL', value: 15 * MIN }, { action: 'START_TIMER' }]);
  });

  it('Log Time silences the chime and opens the time entry form', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, paused: true, chiming: true, time: 0, goal: 30 * MIN });
    const dialog = await screen.findByRole('dialog', { name: TIMER_MESSAGES.timeComplete });
    await userEvent.click(within(dialog).getByRole('button', { name: TIMER_MESSAGES.logTime }));
    expect(ws.messages().at(-1)).toEqual({ action: 'START_CHIME', value: false });
    expect(screen.getByRole('dialog', { name: 'Time entry' })).toHaveTextContent('minutes 30');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TIMER_MESSAGES.timeComplete })).not.toBeInTheDocument());
  });

  it('shows Timer Paused after a forced pause until I understand is pressed', async () => {
    const ws = await renderTimer();
    serve(ws, { started: true, paused: true, forcedPause: true, time: 10 * MIN });
    const dialog = await screen.findByRole('dialog', { name: TIMER_MESSAGES.timerPaused });
    await userEvent.click(within(dialog).getByRole('button', { name: TIMER_MESSAGES.iUnderstand }));
    expect(ws.actions().at(-1)).toBe('ACK_FORCED');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TIMER_MESSAGES.timerPaused })).not.toBeInTheDocument());
  });

  it('shows Disconnected and disables the controls until the connection is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ws = await renderTimer();
    serve(ws, { time: 10 * MIN });
    expect(screen.queryByText(TIMER_MESSAGES.disconnected)).not.toBeInTheDocument();
    act(() => ws.drop());
    expect(
      screen.getByRole('status', { name: `${TIMER_MESSAGES.disconnected}. ${TIMER_MESSAGES.connectionStatus.closed}` }),
    ).toBeInTheDocument();
    expect(button('Start timer')).toBeDisabled();
    expect(screen.getByLabelText('Remaining time')).toHaveTextContent('0:10:00');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    const again = FakeWebSocket.latest();
    expect(again).not.toBe(ws);
    act(() => again.open());
    expect(again.actions()).toEqual(['GET_TIMER']);
    expect(screen.queryByText(TIMER_MESSAGES.disconnected)).not.toBeInTheDocument();
    expect(button('Start timer')).toBeEnabled();
  });

  it('says nothing while the first connection opens, and Disconnected once it is slow or refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ws = await drawTimer();
    const connecting = `${TIMER_MESSAGES.disconnected}. ${TIMER_MESSAGES.connectionStatus.connecting}`;
    expect(screen.queryByText(TIMER_MESSAGES.disconnected)).not.toBeInTheDocument();
    expect(button('Start timer')).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(FIRST_CONNECTION_GRACE_MS);
    });
    expect(screen.getByRole('status', { name: connecting })).toBeInTheDocument();
    act(() => ws.open());
    expect(screen.queryByText(TIMER_MESSAGES.disconnected)).not.toBeInTheDocument();
  });

  it('shows Disconnected at once when the first connection is refused', async () => {
    const ws = await drawTimer();
    act(() => ws.drop());
    expect(
      screen.getByRole('status', { name: `${TIMER_MESSAGES.disconnected}. ${TIMER_MESSAGES.connectionStatus.closed}` }),
    ).toBeInTheDocument();
  });

  it('shows the service’s refusals and the weekly-close pause', async () => {
    const ws = await renderTimer();
    serve(ws, {});
    act(() => ws.receive({ error: TIMER_MESSAGES.goalTooHigh }));
    expect(await screen.findByText(TIMER_MESSAGES.goalTooHigh)).toBeInTheDocument();
    act(() => ws.receive({ action: 'WEEK_CLOSE_PAUSE', userId: volunteer.userid }));
    expect(await screen.findByText(TIMER_MESSAGES.weekClosePause)).toBeInTheDocument();
  });

  it('is disabled for a volunteer viewing someone else, on their own timer', async () => {
    const ws = await renderTimer(volunteer, 'someone-else');
    serve(ws, { time: 10 * MIN });
    expect(ws.messages()).toEqual([{ action: 'GET_TIMER' }]);
    expect(button('Start timer')).toBeDisabled();
    expect(button('Reset timer')).toBeDisabled();
  });

  it('lets an administrator viewing someone drive that person’s timer', async () => {
    const admin = sessionUserFor('Administrator');
    const ws = await renderTimer(admin, 'someone-else');
    expect(ws.messages()).toEqual([{ action: 'GET_TIMER', userId: 'someone-else' }]);
    serve(ws, { time: 10 * MIN, goal: 30 * MIN }, 'someone-else');
    await userEvent.click(button('Start timer'));
    expect(ws.messages().at(-1)).toEqual({ action: 'START_TIMER', userId: 'someone-else' });
    serve(ws, { started: true, paused: true, time: 10 * MIN, goal: 30 * MIN }, 'someone-else');
    await userEvent.click(button('Stop timer and log time'));
    expect(screen.getByRole('dialog', { name: 'Time entry' })).toHaveTextContent('for someone-else');
  });
});
