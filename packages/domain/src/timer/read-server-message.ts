import type { TimerServerMessage, TimerState } from './schemas.js';

/**
 * The timer service's message read without zod (the web client's side): `timerServerMessage`
 * stays the definition and the server's tests parse with it, but building that schema and its
 * parser took the page 15-20 ms in the task that also drew the first timer state on every page
 * load. read-server-message.test.ts holds the two to the same answers.
 */
export function readTimerServerMessage(json: unknown): TimerServerMessage | undefined {
  if (!isRecord(json)) return undefined;
  // The union's shapes in its order: the first that fits, with only its own keys.
  const { heartbeat, action, userId, error } = json;
  if (heartbeat === 'pong') return { heartbeat };
  if (action === 'TIMER_STATE' && typeof userId === 'string' && isNumber(json.serverNow)) {
    const timer = readTimerState(json.timer);
    if (timer) return { action, userId, serverNow: json.serverNow, timer };
  }
  if (action === 'WEEK_CLOSE_PAUSE' && typeof userId === 'string') return { action, userId };
  if (action === 'WEEK_CLOSED' && typeof json.weekStart === 'string') return { action, weekStart: json.weekStart };
  if (typeof error === 'string') return { error };
  return undefined;
}

function readTimerState(value: unknown): TimerState | undefined {
  if (!isRecord(value)) return undefined;
  const { time, startAt, goal, initialGoal, paused, forcedPause, started, chiming } = value;
  if (!isNumber(time) || !(startAt === null || isNumber(startAt)) || !isNumber(goal) || !isNumber(initialGoal)) return undefined;
  if (!isBoolean(paused) || !isBoolean(forcedPause) || !isBoolean(started) || !isBoolean(chiming)) return undefined;
  return { time, startAt, goal, initialGoal, paused, forcedPause, started, chiming };
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** zod's `z.number()`: finite numbers only. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
