import { TIMER_CLOSE_SESSION_ENDED } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';
import type { TimerConnection } from './hub.js';
import { SessionSockets } from './session-sockets.js';

/** A connection whose socket only records how it was closed. */
function fakeConnection(sessionId: string) {
  const close = vi.fn();
  return { conn: { sessionId, socket: { close } } as unknown as TimerConnection, close };
}

const it = test.extend('sessionOf', ({ t }) => async (userId: string): Promise<string> => {
  const [row] = await t.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error('no session');
  return row.id;
});

describe('the sockets of each session', () => {
  it('closes a socket that finishes opening just after its session’s revocation arrived', () => {
    const sockets = new SessionSockets();
    sockets.revoke('session-a');
    const late = fakeConnection('session-a');
    const other = fakeConnection('session-b');
    sockets.add(late.conn);
    sockets.add(other.conn);
    expect(late.close).toHaveBeenCalledWith(TIMER_CLOSE_SESSION_ENDED, 'session ended');
    expect(other.close).not.toHaveBeenCalled();
  });

  it('after missed notifications, closes the sockets of sessions that ended meanwhile and keeps the live ones', async ({
    t,
    sessionOf,
  }) => {
    const gone = await signedIn(t, 'Volunteer');
    const here = await signedIn(t, 'Volunteer');
    const sockets = new SessionSockets();
    const ended = fakeConnection(await sessionOf(gone.id));
    const live = fakeConnection(await sessionOf(here.id));
    sockets.add(ended.conn);
    sockets.add(live.conn);
    // Revoked behind the listener's back: no notice reaches this instance.
    await t.ctx.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, gone.id));

    await sockets.recheck(t.ctx);
    expect(ended.close).toHaveBeenCalledWith(TIMER_CLOSE_SESSION_ENDED, 'session ended');
    expect(live.close).not.toHaveBeenCalled();
  });
});
