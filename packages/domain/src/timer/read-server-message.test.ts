import { describe, expect, it } from 'vitest';
import { readTimerServerMessage } from './read-server-message.js';
import { timerServerMessage } from './schemas.js';

const timer = {
  time: 900_000,
  startAt: null,
  goal: 900_000,
  initialGoal: 900_000,
  paused: false,
  forcedPause: false,
  started: false,
  chiming: false,
};
const state = { action: 'TIMER_STATE', userId: 'u1', serverNow: 1_700_000_000_000, timer };

/** Messages the service sends, and near misses: each must read as the schema parses it. */
const SAMPLES: unknown[] = [
  { heartbeat: 'pong' },
  { heartbeat: 'pong', extra: 1 },
  { heartbeat: 'ping' },
  { heartbeat: 'ping', error: 'Timer not found' },
  state,
  { ...state, extra: true, timer: { ...timer, startAt: 1_700_000_000_000, extra: 'x' } },
  { ...state, userId: 7 },
  { ...state, serverNow: '1' },
  { ...state, timer: { ...timer, paused: 'no' } },
  { ...state, timer: { ...timer, startAt: undefined } },
  { ...state, timer: { ...timer, goal: null } },
  { ...state, timer: [] },
  { ...state, timer: { ...timer, paused: 'no' }, error: 'Timer not found' },
  { action: 'WEEK_CLOSE_PAUSE', userId: 'u1' },
  { action: 'WEEK_CLOSE_PAUSE' },
  { action: 'WEEK_CLOSED', weekStart: '2026-11-22' },
  { action: 'WEEK_CLOSED', weekStart: 20261122 },
  { action: 'SOMETHING_ELSE', userId: 'u1' },
  { error: 'You are not allowed to do that.' },
  { error: 404 },
  {},
  [],
  null,
  'TIMER_STATE',
  42,
];

describe('readTimerServerMessage', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))('reads %s as the schema parses it', (_, sample) => {
    const parsed = timerServerMessage.safeParse(sample);
    expect(readTimerServerMessage(sample)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('keeps the state the header draws', () => {
    expect(readTimerServerMessage(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
