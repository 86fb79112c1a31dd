import { TIMER_INITIAL_GOAL_MS, TIMER_MAX_GOAL_MS, TIMER_MIN_GOAL_MS } from './constants.js';
import { TIMER_MESSAGES } from './messages.js';
import type { TimerChange, TimerState } from './schemas.js';

/**
 * The timer's rules (document 4 §5) as pure functions of a state and an instant (epoch ms).
 * The server applies them under a row lock and persists the result; the web app uses the
 * read-only ones to count down each second.
 */

/** A timer nobody has used: the initial 15-minute goal, not started. */
export function newTimerState(initialGoal = TIMER_INITIAL_GOAL_MS): TimerState {
  return {
    time: initialGoal,
    startAt: null,
    goal: initialGoal,
    initialGoal,
    paused: false,
    forcedPause: false,
    started: false,
    chiming: false,
  };
}

export function isRunning(state: TimerState): boolean {
  return state.started && !state.paused && state.startAt !== null;
}

/**
 * Remaining time: `time - (now - startAt)` while running, `time` otherwise; never below 0 and
 * never above `time` (a clock a little behind the start instant counts nothing yet).
 */
export function remainingMs(state: TimerState, now: number): number {
  const left = isRunning(state) && state.startAt !== null ? state.time - Math.max(0, now - state.startAt) : state.time;
  return Math.max(0, left);
}

/** Time worked towards the goal: the goal minus what remains. */
export function elapsedMs(state: TimerState, now: number): number {
  return Math.max(0, state.goal - remainingMs(state, now));
}

/** The instant a running timer reaches 0, or null when it is not running. */
export function zeroAt(state: TimerState): number | null {
  return isRunning(state) && state.startAt !== null ? state.startAt + state.time : null;
}

/** Freezes a running timer at an instant (keeps `forcedPause` and `chiming` as they are). */
function pauseAt(state: TimerState, at: number): TimerState {
  if (!isRunning(state)) return state;
  return { ...state, time: remainingMs(state, at), startAt: null, paused: true };
}

/** A running timer whose time is up pauses and chimes; any other timer is unchanged. */
export function settleTimer(state: TimerState, now: number): TimerState {
  if (!isRunning(state) || remainingMs(state, now) > 0) return state;
  return { ...state, time: 0, startAt: null, paused: true, chiming: true };
}

/**
 * The forced pause when the last connection to a running timer closed at `at` (document 4 §5):
 * nothing after the disconnect counts. A timer that ran out before that chimes instead.
 */
export function forcePauseTimer(state: TimerState, at: number, now: number): TimerState {
  if (!isRunning(state) || state.startAt === null) return settleTimer(state, now);
  const instant = Math.min(Math.max(at, state.startAt), now);
  if (remainingMs(state, instant) <= 0) return settleTimer(state, now);
  return { ...pauseAt(state, instant), forcedPause: true };
}

export type TimerOutcome = { ok: true; state: TimerState } | { ok: false; error: string };

const refuse = (error: string): TimerOutcome => ({ ok: false, error });

/** Moves the goal to `goal`, keeping the time already worked; remaining time moves with it. */
function withGoal(state: TimerState, goal: number, now: number): TimerOutcome {
  if (goal > TIMER_MAX_GOAL_MS) return refuse(TIMER_MESSAGES.goalTooHigh);
  if (goal < TIMER_MIN_GOAL_MS) return refuse(TIMER_MESSAGES.goalTooLow);
  const delta = goal - state.goal;
  if (remainingMs(state, now) + delta <= 0) return refuse(TIMER_MESSAGES.goalBelowWorked);
  return { ok: true, state: { ...state, goal, time: state.time + delta } };
}

/**
 * STOP keeps the remaining time as the next goal, or goes back to the initial goal when the time
 * had run out (or less than the smallest goal is left). The timer never writes a time entry.
 */
function stopped(state: TimerState, now: number): TimerState {
  const left = remainingMs(state, now);
  const goal = left >= TIMER_MIN_GOAL_MS ? left : state.initialGoal;
  return { ...newTimerState(state.initialGoal), time: goal, goal };
}

/** Applies one action at `now`. A running timer whose time is up is settled first. */
export function applyTimerAction(current: TimerState, action: TimerChange, now: number): TimerOutcome {
  const state = settleTimer(current, now);
  switch (action.action) {
    case 'START_TIMER':
      if (isRunning(state)) return { ok: true, state };
      if (remainingMs(state, now) <= 0) return refuse(TIMER_MESSAGES.noRemainingTime);
      return { ok: true, state: { ...state, started: true, paused: false, forcedPause: false, chiming: false, startAt: now } };
    case 'PAUSE_TIMER':
      return { ok: true, state: pauseAt(state, now) };
    case 'STOP_TIMER':
      return { ok: true, state: stopped(state, now) };
    case 'CLEAR_TIMER':
      return { ok: true, state: newTimerState(state.initialGoal) };
    case 'SET_GOAL':
      return withGoal(state, action.value, now);
    case 'ADD_TO_GOAL':
      return withGoal(state, state.goal + action.value, now);
    case 'REMOVE_FROM_GOAL':
      return withGoal(state, state.goal - action.value, now);
    case 'ACK_FORCED':
      return { ok: true, state: { ...state, forcedPause: false } };
    case 'START_CHIME':
      return { ok: true, state: { ...state, chiming: action.value } };
  }
}
