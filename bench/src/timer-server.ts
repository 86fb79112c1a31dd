/**
 * The server side of the timer load test, run as a child process of timer-load.ts so that its
 * memory is the server's alone: a fresh database with 2,000 active people and a session each,
 * the app listening on a free port of 127.0.0.1. Talks to the parent over IPC.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import { openBenchApp } from './bench-app.js';
import { generatePeople } from './people.js';

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  peakRss: number;
  /** Event-loop delay since the last reset, in ms. */
  loopDelayP99: number;
  loopDelayMax: number;
}

/** `memory`: a reading (after a garbage collection when `gc`); `reset` starts a new peak and delay window. */
export type ToServer = { type: 'memory'; gc?: boolean; reset?: boolean } | { type: 'stop' };
export type FromServer = { type: 'ready'; port: number; tokens: string[]; database: string } | ({ type: 'memory' } & ServerMemory);

const count = Number(process.env.BENCH_TIMER_CLIENTS ?? 2000);
const send = (message: FromServer) => process.send?.(message);

const { database, ctx, app } = await openBenchApp({ seedDemo: false });
const people = await generatePeople(database.db, count, Math.max(1, Math.round(count / 20)));
await database.db.execute(sql`update users set is_active = true where email like '%@bench.goodhours.org'`);
const tokens: string[] = [];
for (const userId of people.userIds)
  tokens.push(await createSession(ctx, ctx.db, userId, { userAgent: 'goodhours-timer-bench', ip: '127.0.0.1' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

global.gc?.();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

process.on('message', (message: ToServer) => {
  if (message.type === 'memory') {
    if (message.gc) global.gc?.();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    send({
      type: 'memory',
      rss: m.rss,
      heapUsed: m.heapUsed,
      peakRss,
      loopDelayP99: loop.percentile(99) / 1e6,
      loopDelayMax: loop.max / 1e6,
    });
    if (message.reset) {
      peakRss = m.rss;
      loop.reset();
    }
  } else {
    clearInterval(sampler);
    loop.disable();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  }
});
send({ type: 'ready', port, tokens, database: database.kind });
