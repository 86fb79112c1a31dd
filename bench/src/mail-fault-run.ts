/**
 * The outbox under a fault (issue 19): 2,000 emails queued at once, delivered by the built server
 * (`npm run build` first) to an SMTP server on loopback, and the server killed with SIGKILL in the
 * middle of the delivery, then started again. Reports how long queueing took, the pace, whether
 * every recipient got the email, and how many got it twice (by Message-ID). PostgreSQL only
 * (`BENCH_DATABASE_URL`): two processes share the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import { enqueueMails } from '../../apps/server/src/mail/outbox.js';
import { freePort } from './built-app.js';

const RECIPIENTS = Number(process.env.BENCH_MAIL_RECIPIENTS ?? 2000);
const KILL_AFTER = Math.floor(RECIPIENTS * 0.35);
const LEASE_MS = 3000;
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL=postgres://… is needed: the server and this bench share the database');

const received = new Map<string, number>();
const peer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? 'none';
      received.set(id, (received.get(id) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
const smtpPort = (peer.server.address() as AddressInfo).port;

const database = await openDatabase({ url });
await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`);
await database.migrate();

const port = await freePort();
function startServer(): ChildProcess {
  return spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      JWT_SECRET: 'bench-mail-secret-bench-mail-secret-1234',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      MAIL_DELIVERY_INTERVAL_MS: '100',
      MAIL_PER_MINUTE: '100000',
      MAIL_PER_DAY: '100000',
      MAIL_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
async function waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return done();
}
const distinct = () => received.size;
const total = () => [...received.values()].reduce((a, b) => a + b, 0);

let server = startServer();
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

const mails = Array.from({ length: RECIPIENTS }, (_, i) => ({
  to: `volunteer${String(i)}@bench.goodhours.org`,
  subject: 'This week at Goodhours',
  text: 'Thank you for your hours this week.',
  html: '<p>Thank you for your hours this week.</p>',
  kind: 'announcement',
}));
const queuedAt = performance.now();
await database.db.transaction((tx) => enqueueMails(tx, new Date(), mails));
const queueMs = performance.now() - queuedAt;

const started = performance.now();
await waitFor(() => distinct() >= KILL_AFTER, 120_000);
const beforeKillMs = performance.now() - started;
const atKill = distinct();
server.kill('SIGKILL');
await new Promise((r) => server.once('exit', r));
const killedAt = performance.now();
server = startServer();
const complete = await waitFor(() => distinct() >= RECIPIENTS, 180_000);
const afterMs = performance.now() - killedAt;
server.kill('SIGTERM');

const twice = [...received.values()].filter((n) => n > 1).length;
const statuses = rowsOf<{ status: string; n: string }>(
  await database.db.execute(sql`select status, count(*) as n from mail_outbox group by status`),
);
console.log(`${String(RECIPIENTS)} emails queued in ${queueMs.toFixed(0)} ms (one transaction, 500 rows a statement)`);
console.log(
  `before the kill: ${String(atKill)} delivered in ${(beforeKillMs / 1000).toFixed(1)} s (${((atKill / beforeKillMs) * 1000).toFixed(0)} a second)`,
);
console.log(
  `server killed (SIGKILL) and started again; the rest delivered in ${(afterMs / 1000).toFixed(1)} s (lease ${String(LEASE_MS)} ms)`,
);
console.log(
  `${complete ? 'every' : 'NOT every'} recipient received it: ${String(distinct())} of ${String(RECIPIENTS)}, ${String(total())} messages, ${String(twice)} received twice`,
);
console.log(`outbox: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
await database.close();
peer.close();
process.exit(complete ? 0 : 1);
