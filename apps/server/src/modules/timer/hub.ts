import { forcePauseTimer, type TimerServerMessage, type TimerState, zeroAt } from '@goodhours/domain';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context.js';
import { openBackplane, type TimerBackplane } from './backplane.js';
import { decodeMessage, type TimerNotice } from './notify.js';
import { SessionSockets } from './session-sockets.js';
import { changeTimer, finishDueTimers, readTimer, runningTimers } from './store.js';

/** One open socket: who signed in on it and whose timer it is watching. */
export interface TimerConnection {
  socket: WebSocket;
  userId: string;
  /** The session the socket signed in with: its revocation closes the socket at once. */
  sessionId: string;
  token: string;
  watching: string;
  alive: boolean;
  /** When the session was last confirmed in the database (ms since epoch, real time). */
  sessionCheckedAt: number;
}

/** A reload or a short network drop is not the user leaving: wait this long before the forced pause. */
export const DISCONNECT_GRACE_MS = 5_000;
/** After a start, give clients this long to reconnect before pausing timers nobody watches. */
export const ORPHAN_SWEEP_DELAY_MS = 120_000;
/** Protocol-level pings find sockets that died without closing. */
const LIVENESS_INTERVAL_MS = 30_000;
/** setTimeout's largest delay; a timer's goal is at most 5 hours, far below it. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The live side of the timer service on one server instance (document 4 §5): the open sockets,
 * the broadcast of every change to each socket watching that timer, the check at each running
 * timer's zero instant, and the forced pause once nobody is present for a timer any more (no
 * socket of its owner and none watching it, on any instance, for DISCONNECT_GRACE_MS).
 * Business time comes from `ctx.clock`; the waits themselves are real timers.
 */
export class TimerHub {
  /** Who gets each person's changes. */
  private readonly watchers = new Map<string, Set<TimerConnection>>();
  /** Who keeps each person's timer from a forced pause: its watchers and its owner's sockets. */
  private readonly present = new Map<string, Set<TimerConnection>>();
  private readonly connections = new Set<TimerConnection>();
  private readonly sessions = new SessionSockets();
  private readonly zeroChecks = new Map<string, NodeJS.Timeout>();
  private readonly disconnects = new Map<string, { at: number; timer: NodeJS.Timeout; released: Promise<void> }>();
  private readonly changeQueues = new Map<string, Promise<void>>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private backplane: TimerBackplane | undefined;
  private closing = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: (err: unknown) => void,
  ) {}

  /** At start-up: listen, arm the zero checks of running timers, plan the orphan sweep. */
  async start(): Promise<void> {
    this.backplane = await openBackplane(this.ctx, {
      onNotice: (payload) => {
        const message = decodeMessage(payload);
        if (message.kind === 'revoked') this.sessions.revoke(message.sessionId);
        else if (message.kind === 'weekClosed') this.broadcast({ action: 'WEEK_CLOSED', weekStart: message.weekStart });
        else this.onNotice(message.notice);
      },
      onResync: () => void this.resync().catch(this.log),
      onError: this.log,
    });
    for (const userId of this.present.keys()) this.backplane.hold(userId);
    await this.armRunning();
    this.every(ORPHAN_SWEEP_DELAY_MS, () => this.sweepUnwatched(), true);
    this.every(LIVENESS_INTERVAL_MS, async () => this.checkLiveness());
  }

  /** The server is shutting down: its sockets closing is not their users leaving. */
  beginClose(): void {
    this.closing = true;
  }

  async stop(): Promise<void> {
    this.closing = true;
    for (const timer of this.intervals) clearInterval(timer);
    for (const timer of this.zeroChecks.values()) clearTimeout(timer);
    for (const pending of this.disconnects.values()) clearTimeout(pending.timer);
    this.zeroChecks.clear();
    this.disconnects.clear();
    this.watchers.clear();
    this.present.clear();
    this.connections.clear();
    this.sessions.clear();
    await this.backplane?.close();
    this.backplane = undefined;
  }

  /** A socket opened: it counts as its user being here, and watches their own timer. */
  open(conn: TimerConnection): void {
    this.connections.add(conn);
    this.join(conn.userId, conn);
    this.addWatcher(conn.watching, conn);
    this.join(conn.watching, conn);
    this.sessions.add(conn);
  }

  /**
   * The connection now watches a person's timer (its own, or another's for an Owner or
   * Administrator). Its user still counts as present for their own timer.
   */
  watch(conn: TimerConnection, userId: string): void {
    const previous = conn.watching;
    if (previous === userId) return;
    this.removeWatcher(previous, conn);
    conn.watching = userId;
    this.addWatcher(userId, conn);
    this.join(userId, conn);
    if (previous !== conn.userId) this.leave(previous, conn);
  }

  /** The socket closed. */
  close(conn: TimerConnection): void {
    if (!this.connections.delete(conn)) return;
    this.sessions.remove(conn);
    this.removeWatcher(conn.watching, conn);
    this.leave(conn.watching, conn);
    this.leave(conn.userId, conn);
  }

  private addWatcher(userId: string, conn: TimerConnection): void {
    let set = this.watchers.get(userId);
    if (!set) this.watchers.set(userId, (set = new Set()));
    set.add(conn);
  }

  private removeWatcher(userId: string, conn: TimerConnection): void {
    const set = this.watchers.get(userId);
    if (set?.delete(conn) && set.size === 0) this.watchers.delete(userId);
  }

  /** The connection keeps the person's timer from being force-paused. */
  private join(userId: string, conn: TimerConnection): void {
    let set = this.present.get(userId);
    if (!set) {
      this.present.set(userId, (set = new Set()));
      this.backplane?.hold(userId);
    }
    set.add(conn);
    const pending = this.disconnects.get(userId);
    if (pending) {
      clearTimeout(pending.timer);
      this.disconnects.delete(userId);
    }
  }

  /** The last connection present for a person's timer is gone: the forced pause follows the grace. */
  private leave(userId: string, conn: TimerConnection): void {
    const set = this.present.get(userId);
    if (!set?.delete(conn) || set.size > 0) return;
    this.present.delete(userId);
    const released = this.backplane?.release(userId) ?? Promise.resolve();
    if (this.closing) return;
    const at = this.ctx.clock.now().getTime();
    const timer = setTimeout(() => void this.pauseIfUnwatched(userId).catch(this.log), DISCONNECT_GRACE_MS);
    timer.unref();
    this.disconnects.set(userId, { at, timer, released });
  }

  /** Runs the pending disconnect checks now instead of after the grace (tests). */
  async settleDisconnects(): Promise<void> {
    const pending = [...this.disconnects.keys()];
    for (const userId of pending) clearTimeout(this.disconnects.get(userId)?.timer);
    await Promise.all(pending.map((userId) => this.pauseIfUnwatched(userId)));
  }

  /** The forced pause (document 4 §5), unless someone (on any instance) watches the timer again. */
  private async pauseIfUnwatched(userId: string): Promise<void> {
    const pending = this.disconnects.get(userId);
    if (!pending || !this.backplane) return;
    this.disconnects.delete(userId);
    await pending.released;
    if (this.present.has(userId)) return;
    if ((await this.backplane.watched([userId])).has(userId)) return;
    await changeTimer(this.ctx, userId, (state, now) => ({ ok: true, state: forcePauseTimer(state, pending.at, now) }), { quiet: true });
  }

  /** After a restart: running timers nobody came back to are paused (their pages were closed). */
  async sweepUnwatched(): Promise<void> {
    if (!this.backplane) return;
    const running = await runningTimers(this.ctx);
    const watched = await this.backplane.watched(running.map((r) => r.userId));
    for (const { userId } of running) {
      if (watched.has(userId) || this.present.has(userId)) continue;
      const now = this.ctx.clock.now().getTime();
      await changeTimer(this.ctx, userId, (state) => ({ ok: true, state: forcePauseTimer(state, now, now) }), { quiet: true });
    }
  }

  /** Sends one connection the current state of the timer it watches. */
  async sendState(conn: TimerConnection): Promise<void> {
    const state = await readTimer(this.ctx, conn.watching);
    send(conn, this.stateMessage(conn.watching, state));
  }

  private stateMessage(userId: string, timer: TimerState): TimerServerMessage {
    return { action: 'TIMER_STATE', userId, serverNow: this.ctx.clock.now().getTime(), timer };
  }

  /** A change was committed (here or on another instance): re-read, send, re-arm; in order per person. */
  private onNotice(notice: TimerNotice): void {
    const previous = this.changeQueues.get(notice.userId) ?? Promise.resolve();
    const next = previous.then(() => this.publish(notice)).catch(this.log);
    this.changeQueues.set(notice.userId, next);
    void next.then(() => {
      if (this.changeQueues.get(notice.userId) === next) this.changeQueues.delete(notice.userId);
    });
  }

  private async publish({ userId, event }: TimerNotice): Promise<void> {
    if (this.closing) return;
    const state = await readTimer(this.ctx, userId);
    this.arm(userId, state);
    const set = this.watchers.get(userId);
    if (!set) return;
    if (event) for (const conn of set) send(conn, { action: event, userId });
    const message = this.stateMessage(userId, state);
    for (const conn of set) send(conn, message);
  }

  /** To every open socket of this instance (every signed-in tab). */
  private broadcast(message: TimerServerMessage): void {
    if (this.closing) return;
    for (const conn of this.connections) send(conn, message);
  }

  /** Re-reads everything after the notification connection came back (revocations too). */
  private async resync(): Promise<void> {
    await this.sessions.recheck(this.ctx);
    await this.armRunning();
    for (const userId of this.watchers.keys()) this.onNotice({ userId });
  }

  private async armRunning(): Promise<void> {
    for (const { userId, state } of await runningTimers(this.ctx)) this.arm(userId, state);
  }

  /** Plans the zero check of a running timer; any other state cancels it. */
  private arm(userId: string, state: TimerState): void {
    clearTimeout(this.zeroChecks.get(userId));
    this.zeroChecks.delete(userId);
    const zero = zeroAt(state);
    if (zero === null || this.closing) return;
    const delay = Math.min(Math.max(0, zero - this.ctx.clock.now().getTime()), MAX_DELAY_MS);
    const timer = setTimeout(() => {
      this.zeroChecks.delete(userId);
      void finishDueTimers(this.ctx, userId).catch(this.log);
    }, delay);
    timer.unref();
    this.zeroChecks.set(userId, timer);
  }

  private checkLiveness(): void {
    for (const conn of this.connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }

  private every(ms: number, task: () => Promise<void> | void, once = false): void {
    const run = () => void Promise.resolve().then(task).catch(this.log);
    const timer = once ? setTimeout(run, ms) : setInterval(run, ms);
    timer.unref();
    this.intervals.push(timer);
  }
}

export function send(conn: TimerConnection, message: TimerServerMessage): void {
  if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
}
