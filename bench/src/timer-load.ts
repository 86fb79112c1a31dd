/**
 * `npm run bench:timer -w bench`: the timer load test (issue 5). 2,000 people each hold a
 * WebSocket to /timer-service on one server instance and send heartbeats; every 10th also
 * drives their timer (GET_TIMER, START_TIMER, PAUSE_TIMER). Reports the round trips and the
 * server's memory. The server runs in a child process (timer-server.ts) so its memory is its
 * own; the clients run here, on the same machine.
 *
 * The web client sends a heartbeat every 60 s; to keep the test short each client here sends
 * one every BENCH_TIMER_HEARTBEAT_MS (5,000) at its own random offset, for BENCH_TIMER_SECONDS
 * (60): twelve times the real heartbeat rate. BENCH_TIMER_CLIENTS changes the 2,000.
 */
import { fork } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './prng.js';
import { percentiles, report } from './stats.js';
import { RoundTrips, TimerClient } from './timer-clients.js';
import type { FromServer, ServerMemory, ToServer } from './timer-server.js';

const CLIENTS = Number(process.env.BENCH_TIMER_CLIENTS ?? 2000);
const SECONDS = Number(process.env.BENCH_TIMER_SECONDS ?? 60);
const HEARTBEAT_MS = Number(process.env.BENCH_TIMER_HEARTBEAT_MS ?? 5000);
const CONNECT_AT_ONCE = 100;
const ACTION_EVERY = 10;
const ACTIONS = ['GET_TIMER', 'START_TIMER', 'GET_TIMER', 'PAUSE_TIMER'] as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = fork(fileURLToPath(new URL('./timer-server.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, BENCH_TIMER_CLIENTS: String(CLIENTS) },
});
const replies: ((m: FromServer) => void)[] = [];
server.on('message', (m: FromServer) => replies.shift()?.(m));
server.once('exit', (code) => {
  if (code !== 0) {
    console.error(`the server process stopped (exit code ${String(code)})`);
    process.exit(1);
  }
});
const reply = () => new Promise<FromServer>((resolve) => replies.push(resolve));
const ask = async (message: ToServer): Promise<ServerMemory> => {
  const answer = reply();
  server.send(message);
  const m = await answer;
  if (m.type !== 'memory') throw new Error('expected a memory reading');
  return m;
};

console.log(`Timer load test: ${CLIENTS.toLocaleString('en-US')} WebSocket clients on one server instance`);
const ready = await reply();
if (ready.type !== 'ready') throw new Error('expected the server to be ready');
const url = `ws://127.0.0.1:${String(ready.port)}/timer-service`;
console.log(`  server: a child process on ${ready.database}, ${url}`);
const baseline = await ask({ type: 'memory', gc: true, reset: true });

const trips = new RoundTrips();
const clients = ready.tokens.map((token) => new TimerClient(url, token, trips));
const handshakes: number[] = [];
const refused = new Map<string, number>();
const connectStart = Date.now();
for (let i = 0; i < clients.length; i += CONNECT_AT_ONCE) {
  const results = await Promise.allSettled(clients.slice(i, i + CONNECT_AT_ONCE).map((c) => c.open()));
  for (const r of results) {
    if (r.status === 'fulfilled') handshakes.push(r.value);
    else refused.set(String(r.reason), (refused.get(String(r.reason)) ?? 0) + 1);
  }
}
const connected = clients.filter((c) => c.isOpen);
console.log(
  `  connections: ${String(connected.length)} of ${String(clients.length)} opened in ${((Date.now() - connectStart) / 1000).toFixed(1)} s`,
);
for (const [reason, n] of refused) console.log(`    ${String(n)} refused: ${reason}`);
report('  WebSocket handshake (token check included)', percentiles(handshakes));
const afterConnect = await ask({ type: 'memory', gc: true, reset: true });

// Does the server know the timer actions yet? One GET_TIMER tells.
const probe = new RoundTrips();
let withActions = false;
if (connected.length > 0) {
  const probeClient = new TimerClient(url, ready.tokens[0] ?? '', probe);
  await probeClient.open();
  probeClient.act('GET_TIMER');
  for (let i = 0; i < 50 && probeClient.outstanding > 0; i++) await sleep(20);
  withActions = (probe.times.get('GET_TIMER')?.length ?? 0) > 0;
  await probeClient.close();
}
console.log(
  `  heartbeat every ${String(HEARTBEAT_MS / 1000)} s per client (the web client's is 60 s: ${String(Math.round(60_000 / HEARTBEAT_MS))}× the real rate) for ${String(SECONDS)} s` +
    (withActions
      ? `; every ${String(ACTION_EVERY)}th client also sends ${ACTIONS.join(', ')} in turn at the same rate`
      : '; timer actions: not available on the server yet, heartbeats only'),
);

const clientLoop = monitorEventLoopDelay({ resolution: 10 });
clientLoop.enable();
const rnd = seededRandom(5);
const timers: NodeJS.Timeout[] = [];
const every = (offset: number, fn: () => void) => {
  timers.push(
    setTimeout(() => {
      fn();
      timers.push(setInterval(fn, HEARTBEAT_MS));
    }, offset),
  );
};
connected.forEach((client, i) => {
  every(rnd.int(0, HEARTBEAT_MS - 1), () => client.ping());
  if (withActions && i % ACTION_EVERY === 0) {
    let turn = 0;
    every(rnd.int(0, HEARTBEAT_MS - 1), () => client.act(ACTIONS[turn++ % ACTIONS.length] ?? 'GET_TIMER'));
  }
});
await sleep(SECONDS * 1000);
for (const t of timers) clearTimeout(t);
for (let i = 0; i < 250 && connected.some((c) => c.outstanding > 0); i++) await sleep(20);
const during = await ask({ type: 'memory', gc: false, reset: true });
const unanswered = connected.reduce((n, c) => n + c.outstanding, 0);
const sent = connected.reduce((n, c) => n + c.sent, 0);

console.log(`  requests: ${sent.toLocaleString('en-US')} sent, ${String(unanswered)} unanswered after 5 s`);
for (const kind of new Set(['ping', ...ACTIONS])) {
  const times = trips.times.get(kind);
  if (times) report(`  ${kind === 'ping' ? 'ping → pong' : kind} round trip`, percentiles(times));
}
for (const [text, n] of trips.errors) console.log(`    ${String(n)} error replies: ${text}`);
clientLoop.disable();
console.log(
  `  event-loop delay during the heartbeats: server p99 ${during.loopDelayP99.toFixed(1)} ms (max ${during.loopDelayMax.toFixed(1)} ms); ` +
    `clients' process p99 ${(clientLoop.percentile(99) / 1e6).toFixed(1)} ms (max ${(clientLoop.max / 1e6).toFixed(1)} ms)`,
);

await Promise.all(clients.map((c) => c.close()));
await sleep(500);
const afterClose = await ask({ type: 'memory', gc: true });
const perConnection = connected.length ? (afterConnect.rss - baseline.rss) / connected.length : 0;
console.log(
  `  server memory (rss): ${mb(baseline.rss)} before, ${mb(afterConnect.rss)} with ${String(connected.length)} connections (${(perConnection / 1024).toFixed(1)} KB each), ` +
    `peak ${mb(during.peakRss)} during the heartbeats, ${mb(afterClose.rss)} after they closed`,
);
console.log(
  `  server heap used (after GC): ${mb(baseline.heapUsed)} before, ${mb(afterConnect.heapUsed)} with the connections, ${mb(afterClose.heapUsed)} after they closed`,
);
server.send({ type: 'stop' } satisfies ToServer);
