import { z } from '../zod.js';
import { TIMER_MAX_GOAL_MS, TIMER_MIN_GOAL_MS } from './constants.js';
import { TIMER_MESSAGES } from './messages.js';

/**
 * Messages to the timer service (document 4 §5): JSON `{ action, value?, userId? }`. `userId`
 * names another person's timer and is honoured only for an Owner or Administrator.
 */
const target = { userId: z.uuid({ error: TIMER_MESSAGES.userNotFound }).optional() };
const goalMs = z
  .number({ error: TIMER_MESSAGES.invalidMessage })
  .int(TIMER_MESSAGES.invalidMessage)
  .min(TIMER_MIN_GOAL_MS, TIMER_MESSAGES.goalTooLow)
  .max(TIMER_MAX_GOAL_MS, TIMER_MESSAGES.goalTooHigh);
const stepMs = z
  .number({ error: TIMER_MESSAGES.invalidMessage })
  .int(TIMER_MESSAGES.invalidMessage)
  .positive(TIMER_MESSAGES.invalidMessage)
  .max(TIMER_MAX_GOAL_MS, TIMER_MESSAGES.goalTooHigh);

const plain = <A extends string>(action: A) => z.object({ action: z.literal(action), ...target });

export const timerClientMessage = z.discriminatedUnion(
  'action',
  [
    plain('START_TIMER'),
    plain('PAUSE_TIMER'),
    plain('STOP_TIMER'),
    plain('CLEAR_TIMER'),
    plain('GET_TIMER'),
    plain('ACK_FORCED'),
    z.object({ action: z.literal('SET_GOAL'), value: goalMs, ...target }),
    z.object({ action: z.literal('ADD_TO_GOAL'), value: stepMs, ...target }),
    z.object({ action: z.literal('REMOVE_FROM_GOAL'), value: stepMs, ...target }),
    z.object({ action: z.literal('START_CHIME'), value: z.boolean({ error: TIMER_MESSAGES.invalidMessage }), ...target }),
    z.object({ action: z.literal('ping') }),
  ],
  { error: TIMER_MESSAGES.invalidMessage },
);

export type TimerClientMessage = z.infer<typeof timerClientMessage>;
export type TimerActionName = TimerClientMessage['action'];
/** The actions that change a timer (everything but the heartbeat and GET_TIMER). */
export type TimerChange = Exclude<TimerClientMessage, { action: 'ping' } | { action: 'GET_TIMER' }>;

/** A person's timer (document 2 §3 'Timer state'); every number is milliseconds, `startAt` epoch ms. */
export const timerStateSchema = z.object({
  time: z.number(),
  startAt: z.number().nullable(),
  goal: z.number(),
  initialGoal: z.number(),
  paused: z.boolean(),
  forcedPause: z.boolean(),
  started: z.boolean(),
  chiming: z.boolean(),
});
export type TimerState = z.infer<typeof timerStateSchema>;

/**
 * What the service sends: the heartbeat reply, a timer's full state after every change (to every
 * connection watching it; `serverNow` lets a client correct its clock), the weekly-close notice
 * and refusals `{ error }` (to the sender only), shaped like the HTTP API's.
 */
export const timerServerMessage = z.union([
  z.object({ heartbeat: z.literal('pong') }),
  z.object({ action: z.literal('TIMER_STATE'), userId: z.string(), serverNow: z.number(), timer: timerStateSchema }),
  z.object({ action: z.literal('WEEK_CLOSE_PAUSE'), userId: z.string() }),
  /** The weekly close finished a week: every open page's figures (hours, blue squares, badges) changed. */
  z.object({ action: z.literal('WEEK_CLOSED'), weekStart: z.string() }),
  z.object({ error: z.string() }),
]);
export type TimerServerMessage = z.infer<typeof timerServerMessage>;
