import { timerServerMessage, TIMER_SERVICE_PATH, type TimerServerMessage, type TimerState } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A real WebSocket client of the timer service, for tests. */
export interface TimerClient {
  ws: WebSocket;
  /** Every message received, in order. */
  received: TimerServerMessage[];
  send(message: object | string): void;
  /** The next message (after those already taken) that matches; waits for it. */
  next(match?: (m: TimerServerMessage) => boolean, timeoutMs?: number): Promise<TimerServerMessage>;
  /** The next timer state sent. */
  nextState(): Promise<TimerState>;
  /** The next refusal's message. */
  nextError(): Promise<string>;
  /** Asks for the timer (optionally another person's) and returns it. */
  getTimer(userId?: string): Promise<TimerState>;
  close(): Promise<void>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
}

const addresses = new WeakMap<FastifyInstance, Promise<string>>();

/** The app listening on a random local port (once per app). */
export function timerUrl(app: FastifyInstance): Promise<string> {
  let address = addresses.get(app);
  if (!address) {
    address = app.listen({ port: 0, host: '127.0.0.1' }).then((url) => url.replace('http', 'ws') + TIMER_SERVICE_PATH);
    addresses.set(app, address);
  }
  return address;
}

/** Tries to connect with a token (or none); resolves with the HTTP status of a refused upgrade, or 101. */
export async function upgradeStatus(app: FastifyInstance, token?: string): Promise<number> {
  const ws = new WebSocket(await timerUrl(app), token ? [token] : []);
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (err) => reject(err));
  });
}

export async function connectTimer(app: FastifyInstance, token: string): Promise<TimerClient> {
  const ws = new WebSocket(await timerUrl(app), [token]);
  const received: TimerServerMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    received.push(timerServerMessage.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  ws.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  const next: TimerClient['next'] = (match = () => true, timeoutMs = 3_000) =>
    new Promise((resolve, reject) => {
      const look = () => {
        for (let i = taken; i < received.length; i++) {
          const message = received[i];
          if (message && match(message)) {
            taken = i + 1;
            waiters.delete(look);
            clearTimeout(timer);
            resolve(message);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching timer message; received ${JSON.stringify(received.slice(taken))}`));
      }, timeoutMs);
      waiters.add(look);
      look();
    });

  const client: TimerClient = {
    ws,
    received,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next,
    async nextState() {
      const message = await next((m) => 'action' in m && m.action === 'TIMER_STATE');
      if (!('timer' in message)) throw new Error('not a state');
      return message.timer;
    },
    async nextError() {
      const message = await next((m) => 'error' in m);
      if (!('error' in message)) throw new Error('not an error');
      return message.error;
    },
    async getTimer(userId) {
      client.send({ action: 'GET_TIMER', ...(userId ? { userId } : {}) });
      return client.nextState();
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return client;
}

/** The timer clients a test opens, all closed together when it ends (`closeAll` in its fixture's cleanup). */
export function timerClients() {
  const open: TimerClient[] = [];
  return {
    async connect(app: FastifyInstance, token: string): Promise<TimerClient> {
      const client = await connectTimer(app, token);
      open.push(client);
      return client;
    },
    async closeAll(): Promise<void> {
      await Promise.all(open.splice(0).map((c) => c.close()));
    },
  };
}
