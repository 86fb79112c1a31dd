import {
  mayViewOthersDashboard,
  applyTimerAction,
  MESSAGES,
  TIMER_MESSAGES,
  timerClientMessage,
  type TimerClientMessage,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context.js';
import { userFromToken, type AuthUser } from '../../auth/sessions.js';
import { users } from '../../db/schema/index.js';
import { send, type TimerConnection, type TimerHub } from './hub.js';
import { endSessionSocket } from './session-sockets.js';
import { changeTimer } from './store.js';

/** A message longer than this is not a timer message. */
const MAX_MESSAGE_LENGTH = 2_000;
/** A person clicks; a socket with this many messages still waiting is flooding. */
const MAX_WAITING_MESSAGES = 20;

/** The spec names the roles that may act on another person's timer (document 4 §5). */
/** Owners and Administrators act on the timer of the person whose dashboard they view (document 2 §2). */
const actsForOthers = (user: AuthUser) => mayViewOthersDashboard(user.role);

function parse(text: string): { ok: true; message: TimerClientMessage } | { ok: false; error: string } {
  if (text === 'ping') return { ok: true, message: { action: 'ping' } };
  if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, error: TIMER_MESSAGES.invalidMessage };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: TIMER_MESSAGES.invalidMessage };
  }
  const result = timerClientMessage.safeParse(json);
  if (result.success) return { ok: true, message: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? TIMER_MESSAGES.invalidMessage };
}

/**
 * Serves one socket: every message is handled in order, re-checks the session (a revoked or
 * expired one ends the socket), is validated, and then reads or changes the timer it names.
 */
export function serveTimerSocket(
  ctx: AppContext,
  hub: TimerHub,
  socket: WebSocket,
  auth: { user: AuthUser; token: string },
  log: (err: unknown) => void,
): void {
  const conn: TimerConnection = {
    socket,
    userId: auth.user.id,
    sessionId: auth.user.sessionId,
    token: auth.token,
    watching: auth.user.id,
    alive: true,
    sessionCheckedAt: Date.now(),
  };
  hub.open(conn);
  let queue = Promise.resolve();
  let waiting = 0;
  socket.on('message', (raw: Buffer) => {
    const text = raw.toString();
    if (waiting >= MAX_WAITING_MESSAGES) return send(conn, { error: TIMER_MESSAGES.invalidMessage });
    waiting++;
    queue = queue
      .then(() => handle(ctx, hub, conn, text))
      .catch((err: unknown) => {
        log(err);
        send(conn, { error: MESSAGES.unexpectedError });
      })
      .finally(() => waiting--);
  });
  socket.on('pong', () => {
    conn.alive = true;
  });
  socket.on('close', () => hub.close(conn));
}

/**
 * A heartbeat re-checks the session at most this often; every timer action checks it each time.
 * Thousands of open timers then cost the database a query a minute each, not one per ping.
 */
const PING_SESSION_CHECK_MS = 60_000;

async function handle(ctx: AppContext, hub: TimerHub, conn: TimerConnection, text: string): Promise<void> {
  conn.alive = true;
  const parsed = parse(text);
  const isPing = parsed.ok && parsed.message.action === 'ping';
  if (isPing && Date.now() - conn.sessionCheckedAt < PING_SESSION_CHECK_MS) return send(conn, { heartbeat: 'pong' });
  const user = await userFromToken(ctx, conn.token);
  if (!user) {
    send(conn, { error: TIMER_MESSAGES.sessionEnded });
    endSessionSocket(conn);
    return;
  }
  conn.sessionCheckedAt = Date.now();
  if (!parsed.ok) return send(conn, { error: parsed.error });
  const message = parsed.message;
  if (message.action === 'ping') return send(conn, { heartbeat: 'pong' });

  const target = message.userId ?? user.id;
  if (target !== user.id) {
    if (!actsForOthers(user)) return send(conn, { error: TIMER_MESSAGES.othersTimer });
    const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, target));
    if (!person) return send(conn, { error: TIMER_MESSAGES.userNotFound });
  }
  hub.watch(conn, target);
  if (message.action === 'GET_TIMER') return hub.sendState(conn);
  const outcome = await changeTimer(ctx, target, (state, now) => applyTimerAction(state, message, now));
  // The new state reaches this socket (and every other watcher) through the change notice.
  if (!outcome.ok) send(conn, { error: outcome.error });
}
