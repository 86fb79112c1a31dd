import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Timer changes fan out through Postgres NOTIFY on one channel (PGlite supports it too): the
 * payload is the person's id, with `:WEEK_CLOSE_PAUSE` when the weekly close paused the timer.
 * Every server instance LISTENs, re-reads the timer and sends it to its own connections.
 * A revoked session travels the same way as `revoked:<session id>`: every instance closes that
 * session's sockets. A NOTIFY inside a transaction is delivered when it commits, never when it
 * rolls back.
 */
export const TIMER_CHANNEL = 'timer_changes';
export type TimerEvent = 'WEEK_CLOSE_PAUSE';

export interface TimerNotice {
  userId: string;
  event?: TimerEvent;
}

export function encodeNotice(notice: TimerNotice): string {
  return notice.event ? `${notice.userId}:${notice.event}` : notice.userId;
}

export function decodeNotice(payload: string): TimerNotice {
  const [userId = '', event] = payload.split(':');
  return event === 'WEEK_CLOSE_PAUSE' ? { userId, event } : { userId };
}

const REVOKED = 'revoked:';
const WEEK_CLOSED = 'weekclosed:';

/** What one payload on the channel says: a timer changed, a session was revoked, or a week was closed. */
export type BackplaneMessage =
  { kind: 'change'; notice: TimerNotice } | { kind: 'revoked'; sessionId: string } | { kind: 'weekClosed'; weekStart: string };

export function decodeMessage(payload: string): BackplaneMessage {
  if (payload.startsWith(REVOKED)) return { kind: 'revoked', sessionId: payload.slice(REVOKED.length) };
  if (payload.startsWith(WEEK_CLOSED)) return { kind: 'weekClosed', weekStart: payload.slice(WEEK_CLOSED.length) };
  return { kind: 'change', notice: decodeNotice(payload) };
}

/** Tells every instance, when the caller's transaction commits, that the weekly close finished a week. */
export async function notifyWeekClosed(tx: Tx, weekStart: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${TIMER_CHANNEL}, ${WEEK_CLOSED + weekStart})`);
}

/**
 * Tells every instance that these sessions ended (logout, password change, deactivation), as
 * part of the caller's transaction: their sockets close when it commits.
 */
export async function notifySessionsRevoked(tx: Tx, sessionIds: readonly string[]): Promise<void> {
  if (!sessionIds.length) return;
  const ids = sql.join(
    sessionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_notify(${TIMER_CHANNEL}, ${REVOKED}::text || id) from unnest(array[${ids}]::text[]) as id`);
}

/** `pg_notify` for one person, as part of the caller's transaction. */
export async function notifyTimerChange(tx: Tx, notice: TimerNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${TIMER_CHANNEL}, ${encodeNotice(notice)})`);
}

/** A select list item that notifies the row's `user_id` (for rows returned by a bulk change). */
export function notifyRowUser(event?: TimerEvent): SQL {
  const suffix = event ? `:${event}` : '';
  return sql`pg_notify(${TIMER_CHANNEL}, user_id::text || ${suffix})`;
}
