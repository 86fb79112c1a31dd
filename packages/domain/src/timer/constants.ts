/** The timer's numbers (document 4 §5, document 2 §4 and §9). All durations in milliseconds. */
const MINUTE = 60_000;

/** A fresh timer's goal: 15 minutes. */
export const TIMER_INITIAL_GOAL_MS = 15 * MINUTE;
/** The goal is never above 5 hours... */
export const TIMER_MAX_GOAL_MS = 5 * 60 * MINUTE;
/** ...and never below 1 minute. */
export const TIMER_MIN_GOAL_MS = MINUTE;
/** 'Add More Time' adds 15 minutes; the header's goal buttons move by the same step. */
export const TIMER_ADD_MORE_MS = 15 * MINUTE;
export const TIMER_GOAL_STEP_MS = 15 * MINUTE;
/** Less than a minute on the timer cannot be logged. */
export const TIMER_MIN_LOG_MS = MINUTE;
/** The client's heartbeat ('ping', answered `{ heartbeat: 'pong' }`). */
export const TIMER_HEARTBEAT_MS = 60_000;
/** More than this many unanswered heartbeats count as a lost connection. */
export const TIMER_MAX_MISSED_HEARTBEATS = 3;
/** Reconnecting waits 1 s, then doubles up to 30 s. */
export const TIMER_RECONNECT_MIN_MS = 1_000;
export const TIMER_RECONNECT_MAX_MS = 30_000;
/** The WebSocket path of the timer service. */
export const TIMER_SERVICE_PATH = '/timer-service';
/** The close code the server uses when the session behind a socket has ended. */
export const TIMER_CLOSE_SESSION_ENDED = 4401;
