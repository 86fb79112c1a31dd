import { describe, expect, it } from 'vitest';
import {
  applyTimerAction,
  elapsedMs,
  forcePauseTimer,
  formatTimerClock,
  hoursAndMinutes,
  newTimerState,
  remainingMs,
  settleTimer,
  TIMER_MESSAGES,
  timerClientMessage,
  type TimerChange,
  type TimerState,
} from './index.js';

const MIN = 60_000;
const T0 = Date.parse('2026-11-18T18:00:00Z');

function must(state: TimerState, action: TimerChange, now: number): TimerState {
  const outcome = applyTimerAction(state, action, now);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.state;
}

const running = (goalMin: number) =>
  must(must(newTimerState(), { action: 'SET_GOAL', value: goalMin * MIN }, T0), { action: 'START_TIMER' }, T0);

describe('timer rules', () => {
  it('starts with a 15 minute goal, not started', () => {
    expect(newTimerState()).toEqual({
      time: 15 * MIN,
      startAt: null,
      goal: 15 * MIN,
      initialGoal: 15 * MIN,
      paused: false,
      forcedPause: false,
      started: false,
      chiming: false,
    });
  });

  it('counts down from startAt while running and stands still when paused', () => {
    const state = running(60);
    expect(remainingMs(state, T0 + 10 * MIN)).toBe(50 * MIN);
    expect(elapsedMs(state, T0 + 10 * MIN)).toBe(10 * MIN);
    const paused = must(state, { action: 'PAUSE_TIMER' }, T0 + 10 * MIN);
    expect(paused).toMatchObject({ paused: true, started: true, startAt: null, time: 50 * MIN });
    expect(remainingMs(paused, T0 + 99 * MIN)).toBe(50 * MIN);
    // A clock slightly behind the start instant counts nothing yet.
    expect(remainingMs(state, T0 - 2_000)).toBe(60 * MIN);
  });

  it('refuses to start with no remaining time', () => {
    const done = settleTimer(running(1), T0 + 2 * MIN);
    expect(applyTimerAction(done, { action: 'START_TIMER' }, T0 + 2 * MIN)).toEqual({ ok: false, error: TIMER_MESSAGES.noRemainingTime });
  });

  it('pauses and chimes when the time is up', () => {
    expect(settleTimer(running(1), T0 + 30_000)).toMatchObject({ paused: false, chiming: false });
    expect(settleTimer(running(1), T0 + MIN)).toMatchObject({ time: 0, paused: true, chiming: true, started: true, startAt: null });
  });

  it('stop keeps the remaining time as the next goal, or the initial goal when time ran out', () => {
    expect(must(running(60), { action: 'STOP_TIMER' }, T0 + 20 * MIN)).toEqual({ ...newTimerState(), goal: 40 * MIN, time: 40 * MIN });
    expect(must(running(60), { action: 'STOP_TIMER' }, T0 + 61 * MIN)).toEqual(newTimerState());
    expect(must(running(60), { action: 'STOP_TIMER' }, T0 + 59.5 * MIN)).toEqual(newTimerState());
  });

  it('clear goes back to a fresh timer', () => {
    expect(must(running(60), { action: 'CLEAR_TIMER' }, T0 + 5 * MIN)).toEqual(newTimerState());
  });

  it('keeps the goal between 1 minute and 5 hours and never below the time worked', () => {
    const state = running(60);
    expect(applyTimerAction(state, { action: 'ADD_TO_GOAL', value: 241 * MIN }, T0)).toEqual({
      ok: false,
      error: TIMER_MESSAGES.goalTooHigh,
    });
    expect(must(state, { action: 'ADD_TO_GOAL', value: 240 * MIN }, T0).goal).toBe(300 * MIN);
    expect(applyTimerAction(state, { action: 'REMOVE_FROM_GOAL', value: 60 * MIN }, T0)).toEqual({
      ok: false,
      error: TIMER_MESSAGES.goalTooLow,
    });
    expect(applyTimerAction(state, { action: 'REMOVE_FROM_GOAL', value: 30 * MIN }, T0 + 30 * MIN)).toEqual({
      ok: false,
      error: TIMER_MESSAGES.goalBelowWorked,
    });
    const less = must(state, { action: 'REMOVE_FROM_GOAL', value: 15 * MIN }, T0 + 10 * MIN);
    expect(less.goal).toBe(45 * MIN);
    expect(remainingMs(less, T0 + 10 * MIN)).toBe(35 * MIN);
    expect(elapsedMs(less, T0 + 10 * MIN)).toBe(10 * MIN);
  });

  it('adding time after the chime lets the timer start again', () => {
    const done = settleTimer(running(15), T0 + 15 * MIN);
    const more = must(done, { action: 'ADD_TO_GOAL', value: 15 * MIN }, T0 + 16 * MIN);
    const again = must(more, { action: 'START_TIMER' }, T0 + 16 * MIN);
    expect(again).toMatchObject({ goal: 30 * MIN, time: 15 * MIN, chiming: false, paused: false });
  });

  it('a forced pause stops counting at the disconnect and waits for the acknowledgement', () => {
    const paused = forcePauseTimer(running(60), T0 + 10 * MIN, T0 + 12 * MIN);
    expect(paused).toMatchObject({ paused: true, forcedPause: true, time: 50 * MIN });
    expect(must(paused, { action: 'ACK_FORCED' }, T0 + 20 * MIN)).toMatchObject({ forcedPause: false, paused: true });
    expect(forcePauseTimer(newTimerState(), T0, T0)).toEqual(newTimerState());
  });

  it('validates messages', () => {
    expect(timerClientMessage.safeParse({ action: 'SET_GOAL', value: 5 * 60 * MIN + 1 }).error?.issues[0]?.message).toBe(
      TIMER_MESSAGES.goalTooHigh,
    );
    expect(timerClientMessage.safeParse({ action: 'SET_GOAL', value: 59_999 }).error?.issues[0]?.message).toBe(TIMER_MESSAGES.goalTooLow);
    expect(timerClientMessage.safeParse({ action: 'START_CHIME', value: 'yes' }).success).toBe(false);
    expect(timerClientMessage.safeParse({ action: 'DANCE' }).success).toBe(false);
    expect(timerClientMessage.safeParse({ action: 'START_TIMER', userId: 'me' }).success).toBe(false);
    expect(timerClientMessage.safeParse({ action: 'ping' }).success).toBe(true);
  });

  it('formats the clock and the worked time', () => {
    expect(formatTimerClock(15 * MIN)).toBe('0:15:00');
    expect(formatTimerClock(5 * 60 * MIN - 1)).toBe('4:59:59');
    expect(hoursAndMinutes(75 * MIN + 59_000)).toEqual({ hours: 1, minutes: 15 });
  });
});
