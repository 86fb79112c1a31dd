/**
 * The clients of the timer load test: one WebSocket per person, signed in with the token as
 * the Sec-WebSocket-Protocol value (as the web app does), timing every request to its reply.
 */
import WebSocket from 'ws';

const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Round-trip times per kind of request ('ping', 'GET_TIMER', ...), in ms, and the errors. */
export class RoundTrips {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  add(kind: string, ms: number): void {
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }
  error(text: string): void {
    this.errors.set(text, (this.errors.get(text) ?? 0) + 1);
  }
}

export class TimerClient {
  private ws: WebSocket | undefined;
  private readonly pings: number[] = [];
  private readonly actions: { action: string; at: number }[] = [];
  sent = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly trips: RoundTrips,
  ) {}

  /** Opens the connection; resolves with the handshake time in ms. */
  open(): Promise<number> {
    const started = now();
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url, [this.token]);
      ws.once('open', () => {
        this.ws = ws;
        resolve(now() - started);
      });
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${String(res.statusCode)}`)));
      ws.once('error', reject);
      ws.on('message', (data: Buffer) => this.receive(data.toString()));
    });
  }

  private receive(text: string): void {
    let message: { heartbeat?: unknown; error?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      this.trips.error(`not JSON: ${text.slice(0, 60)}`);
      return;
    }
    if (message.heartbeat === 'pong') {
      const at = this.pings.shift();
      if (at !== undefined) this.trips.add('ping', now() - at);
      return;
    }
    const pending = this.actions.shift();
    if (!pending) return; // a state pushed by the server (for instance at the week's close)
    if (message.error !== undefined) this.trips.error(`${pending.action}: ${JSON.stringify(message.error).slice(0, 80)}`);
    else this.trips.add(pending.action, now() - pending.at);
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Requests sent and not answered yet. */
  get outstanding(): number {
    return this.pings.length + this.actions.length;
  }

  ping(): void {
    if (!this.ws || !this.isOpen) return;
    this.pings.push(now());
    this.sent++;
    this.ws.send(JSON.stringify({ action: 'ping' }));
  }

  act(action: string, value?: number): void {
    if (!this.ws || !this.isOpen) return;
    this.actions.push({ action, at: now() });
    this.sent++;
    this.ws.send(JSON.stringify(value === undefined ? { action } : { action, value }));
  }

  close(): Promise<void> {
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      const timeout = setTimeout(() => {
        ws.terminate();
        resolve();
      }, 5000);
      ws.once('close', () => {
        clearTimeout(timeout);
        resolve();
      });
      ws.close();
    });
  }
}
