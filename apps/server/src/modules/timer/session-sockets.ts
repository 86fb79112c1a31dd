import { TIMER_CLOSE_SESSION_ENDED } from '@goodhours/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { sessions, users } from '../../db/schema/index.js';
import type { TimerConnection } from './hub.js';

/**
 * A revocation is remembered this long (real time) for a socket whose session was checked just
 * before the revocation committed but which opens just after its notice arrived.
 */
const REMEMBER_REVOKED_MS = 60_000;

/** Closes a socket whose session ended; the web client then stops reconnecting and signs out. */
export function endSessionSocket(conn: TimerConnection): void {
  conn.socket.close(TIMER_CLOSE_SESSION_ENDED, 'session ended');
}

/**
 * The open sockets of each session on this instance, so that the sockets of a revoked session
 * (logout, password change, deactivation) close as soon as the revocation commits, without
 * another message sent to them, instead of at their next message.
 */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<TimerConnection>>();
  private readonly recentlyRevoked = new Map<string, number>();

  add(conn: TimerConnection): void {
    if (this.recentlyRevoked.has(conn.sessionId)) return endSessionSocket(conn);
    let set = this.bySession.get(conn.sessionId);
    if (!set) this.bySession.set(conn.sessionId, (set = new Set()));
    set.add(conn);
  }

  remove(conn: TimerConnection): void {
    const set = this.bySession.get(conn.sessionId);
    if (set?.delete(conn) && set.size === 0) this.bySession.delete(conn.sessionId);
  }

  /** The session was revoked (here or on another instance): its sockets close now. */
  revoke(sessionId: string): void {
    const now = Date.now();
    for (const [id, until] of this.recentlyRevoked) if (until <= now) this.recentlyRevoked.delete(id);
    this.recentlyRevoked.set(sessionId, now + REMEMBER_REVOKED_MS);
    for (const conn of this.bySession.get(sessionId) ?? []) endSessionSocket(conn);
  }

  /** After the notification connection was lost: closes the sockets of sessions that ended meanwhile. */
  async recheck(ctx: AppContext): Promise<void> {
    const ids = [...this.bySession.keys()];
    if (!ids.length) return;
    const live = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock.now()), eq(users.isActive, true)));
    const stillLive = new Set(live.map((s) => s.id));
    for (const id of ids) if (!stillLive.has(id)) this.revoke(id);
  }

  clear(): void {
    this.bySession.clear();
    this.recentlyRevoked.clear();
  }
}
