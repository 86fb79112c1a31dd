import {
  TIMER_CLOSE_SESSION_ENDED,
  TIMER_HEARTBEAT_MS,
  TIMER_MAX_MISSED_HEARTBEATS,
  TIMER_RECONNECT_MAX_MS,
  TIMER_RECONNECT_MIN_MS,
  TIMER_SERVICE_PATH,
  isRunning,
  readTimerServerMessage,
  remainingMs,
  type TimerChange,
  type TimerState,
} from '@goodhours/domain';

/** The connection states the header shows (document 2 §4). */
export type ConnectionState = 'uninstantiated' | 'connecting' | 'open' | 'closing' | 'closed';

export interface TimerSnapshot {
  connection: ConnectionState;
  /** The watched timer, as last sent by the server (null until the first state arrives). */
  timer: TimerState | null;
  /** Server time minus this browser's time, so remaining time is counted on the server's clock. */
  clockOffsetMs: number;
  /** True once the session behind the socket ended: no more reconnecting. */
  sessionEnded: boolean;
  /** True until the first connection has opened or failed: the header waits a moment before saying so. */
  firstOpening: boolean;
}

export type TimerSocketEvent =
  { type: 'refused'; message: string } | { type: 'weekClosePause' } | { type: 'weekClosed'; weekStart: string };

type WithoutTarget<M> = M extends unknown ? Omit<M, 'userId'> : never;
/** An action as the components send it; the socket adds whose timer it is. */
export type TimerCommand = WithoutTarget<TimerChange | { action: 'GET_TIMER' }>;

export interface TimerSocketOptions {
  /** The session token, read at each (re)connection. */
  getToken: () => string | null;
  /** Another person's timer (Owner/Administrator only); omitted for one's own. */
  userId?: string;
  url?: string;
  /**
   * The server closed the socket because its session ended (logout elsewhere, password change,
   * deactivation): the tab is signed out, as after a 401.
   */
  onSessionEnded?: () => void;
}

/** Before the socket starts. */
export const INITIAL_SNAPSHOT: TimerSnapshot = {
  connection: 'uninstantiated',
  timer: null,
  clockOffsetMs: 0,
  sessionEnded: false,
  firstOpening: true,
};

export function timerServiceUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${TIMER_SERVICE_PATH}`;
}

/**
 * The client side of the timer service (document 2 §4, document 4 §5): one socket per tab,
 * authenticated with the token as its protocol; GET_TIMER on every open to resynchronise; a
 * heartbeat every 60 s, and the connection treated as lost (timer shown force-paused, socket
 * closed) after more than 3 unanswered; reconnecting by itself with doubling waits.
 */
export class TimerSocket {
  private socket: WebSocket | null = null;
  private snapshot: TimerSnapshot = INITIAL_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: TimerSocketEvent) => void>();
  private readonly outbox: string[] = [];
  private attempts = 0;
  private missedHeartbeats = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private running = false;

  constructor(private readonly options: TimerSocketOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): TimerSnapshot => this.snapshot;

  onEvent(listener: (event: TimerSocketEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes for good (the header unmounted or the user changed). */
  stop(): void {
    this.running = false;
    clearTimeout(this.retry);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState < WebSocket.CLOSING) socket.close(1000);
    this.update({ connection: socket ? 'closed' : this.snapshot.connection });
  }

  /**
   * Sends an action now, or as soon as the socket is open again. Closing a dialog (acknowledging
   * a forced pause, silencing the chime) shows at once, even before the server answers.
   */
  send(command: TimerCommand): void {
    const text = JSON.stringify({ ...command, ...(this.options.userId ? { userId: this.options.userId } : {}) });
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(text);
    else this.outbox.push(text);
    const timer = this.snapshot.timer;
    if (timer && command.action === 'ACK_FORCED') this.update({ timer: { ...timer, forcedPause: false } });
    if (timer && command.action === 'START_CHIME' && !command.value) this.update({ timer: { ...timer, chiming: false } });
  }

  private update(change: Partial<TimerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private emit(event: TimerSocketEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }

  private connect(): void {
    const token = this.options.getToken();
    if (!this.running || !token || typeof WebSocket === 'undefined') {
      this.update({ connection: 'uninstantiated', firstOpening: false });
      return;
    }
    const socket = new WebSocket(this.options.url ?? timerServiceUrl(), [token]);
    this.socket = socket;
    this.update({ connection: 'connecting' });
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.attempts = 0;
      this.missedHeartbeats = 0;
      this.update({ connection: 'open', firstOpening: false });
      // What was sent while away goes first, so the state read back already includes it.
      for (const text of this.outbox.splice(0)) socket.send(text);
      this.send({ action: 'GET_TIMER' });
      this.startHeartbeat(socket);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket === this.socket && typeof event.data === 'string') this.receive(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.stopHeartbeat();
      // An ended session stops the retries, unless this tab has a newer token by now.
      const sessionEnded = event.code === TIMER_CLOSE_SESSION_ENDED && this.options.getToken() === token;
      this.update({ connection: 'closed', sessionEnded, firstOpening: false });
      if (sessionEnded) this.options.onSessionEnded?.();
      else this.scheduleReconnect();
    };
  }

  private receive(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return;
    }
    const message = readTimerServerMessage(json);
    if (!message) return;
    if ('heartbeat' in message) {
      this.missedHeartbeats = 0;
      return;
    }
    if ('error' in message) {
      this.emit({ type: 'refused', message: message.error });
      return;
    }
    switch (message.action) {
      case 'TIMER_STATE':
        if (message.userId !== (this.options.userId ?? message.userId)) return;
        this.update({ timer: message.timer, clockOffsetMs: message.serverNow - Date.now() });
        return;
      case 'WEEK_CLOSE_PAUSE':
        this.emit({ type: 'weekClosePause' });
        return;
      case 'WEEK_CLOSED':
        this.emit({ type: 'weekClosed', weekStart: message.weekStart });
        return;
    }
  }

  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.missedHeartbeats > TIMER_MAX_MISSED_HEARTBEATS) {
        this.heartbeatLost(socket);
        return;
      }
      this.missedHeartbeats++;
      socket.send(JSON.stringify({ action: 'ping' }));
    }, TIMER_HEARTBEAT_MS);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** No answer to more than 3 heartbeats: show the timer force-paused and start over. */
  private heartbeatLost(socket: WebSocket): void {
    const timer = this.snapshot.timer;
    if (timer && isRunning(timer)) {
      const now = Date.now() + this.snapshot.clockOffsetMs;
      this.update({ timer: { ...timer, time: remainingMs(timer, now), startAt: null, paused: true, forcedPause: true } });
    }
    this.stopHeartbeat();
    this.socket = null;
    this.update({ connection: 'closing' });
    socket.close(4000, 'heartbeat lost');
    this.update({ connection: 'closed' });
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    const delay = Math.min(TIMER_RECONNECT_MAX_MS, TIMER_RECONNECT_MIN_MS * 2 ** this.attempts);
    this.attempts++;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), delay);
  }
}

/** A key for one timer entry: the same key on a retried submit means no duplicate entry. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
