/**
 * The outbox under a fault (issue 19), with an announcement: one to the 2,000 members of a team,
 * queued through `POST /api/announcements` of the built server (`npm run build` first) by a
 * signed-in Owner, delivered to an SMTP server on loopback, and the server killed with SIGKILL in
 * the middle of the delivery, then started again. Reports how long the request took, the pace,
 * whether every recipient got the email, how many got it twice (by envelope recipient), and
 * checks each copy is its recipient's own (List-Unsubscribe, unsubscribe link, picture).
 * PostgreSQL only (`BENCH_DATABASE_URL`): two processes share the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AnnouncementInput, AnnouncementSent } from '@goodhours/domain';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { freePort } from './built-app.js';
import { announcementHtml, gradientPng, seedMailOrg, signInOwner } from './mail-fault-org.js';
import { claimsPerEmail, outboxStatuses, watchClaims } from './mail-fault-outbox.js';
import { checkArrivals, startMailPeer } from './mail-fault-peer.js';

const RECIPIENTS = Number(process.env.BENCH_MAIL_RECIPIENTS ?? 2000);
const KILL_AFTER = Math.floor(RECIPIENTS * 0.35);
const LEASE_MS = Number(process.env.BENCH_MAIL_LEASE_MS ?? 3000);
const QUEUE_TARGET_MS = 2000;
const JWT_SECRET = 'bench-mail-secret-bench-mail-secret-1234';
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL=postgres://… is needed: the server and this bench share the database');

const peer = await startMailPeer();
const database = await openDatabase({ url });
await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`);
await database.migrate();
const org = await seedMailOrg(database.db, RECIPIENTS);

const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
function startServer(): ChildProcess {
  return spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      SEED_DEMO: '0',
      JWT_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${String(peer.port)}`,
      MAIL_DELIVERY_INTERVAL_MS: '100',
      MAIL_PER_MINUTE: '100000',
      MAIL_PER_DAY: '100000',
      MAIL_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return done();
}
const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

const firstStart = new Date();
let server = startServer();
const up = await waitFor(async () => {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false; // not up yet
  }
}, 60_000);
if (!up) throw new Error('the built server did not start (npm run build first?)');
const token = await signInOwner(base);

// The announcement, as the page sends it: the team chosen, the picture written into the message.
const picture = gradientPng();
const input: AnnouncementInput = {
  subject: 'This week at Goodhours',
  html: announcementHtml(picture),
  audience: { everyone: false, teamIds: [org.teamId], roles: [], subscribers: false, emails: '' },
};
const firstClaims = watchClaims(database.db, LEASE_MS, firstStart);
const queuedAt = performance.now();
const response = await fetch(`${base}/api/announcements`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(input),
});
const answer = (await response.json()) as AnnouncementSent;
const queueMs = performance.now() - queuedAt;
if (response.status !== 202) throw new Error(`POST /api/announcements answered ${String(response.status)}: ${JSON.stringify(answer)}`);

const started = performance.now();
await waitFor(() => peer.recipients() >= KILL_AFTER, 120_000);
const beforeKillMs = performance.now() - started;
const atKill = peer.recipients();
server.kill('SIGKILL');
await stopped(server);
const killedAt = performance.now();
const claimsBefore = await firstClaims.stop();
const secondClaims = watchClaims(database.db, LEASE_MS, new Date());
server = startServer();
const complete = await waitFor(() => peer.recipients() >= RECIPIENTS, 180_000);
const afterMs = performance.now() - killedAt;
// Nothing more can arrive once no email is queued or being sent.
await waitFor(async () => {
  const counts = await outboxStatuses(database.db);
  return (counts.queued ?? 0) + (counts.sending ?? 0) === 0;
}, 30_000);
const claimsAfter = await secondClaims.stop();

const check = await checkArrivals(peer.arrivals, { members: org.members, secret: JWT_SECRET, publicUrl: base, killedAt });
// The one stored picture, as a mail reader fetches it: the bytes that were written in.
const served = check.pictureUrls.length === 1 ? await fetch(check.pictureUrls[0] ?? '') : undefined;
const pictureOk =
  served?.ok === true && served.headers.get('content-type') === 'image/png' && Buffer.from(await served.arrayBuffer()).equals(picture);
server.kill('SIGTERM');
await stopped(server);
const statuses = await outboxStatuses(database.db);
const claimed = await claimsPerEmail(database.db);

const s = (n: number) => n.toLocaleString('en-US');
console.log(
  `announcement to ${s(answer.announcement.recipients)} recipients (skipped ${s(answer.announcement.skipped)}) queued by POST /api/announcements in ${queueMs.toFixed(0)} ms (target ${s(QUEUE_TARGET_MS)} ms: ${queueMs < QUEUE_TARGET_MS ? 'met' : 'MISSED'}; a ${s(picture.length)}-byte PNG written in)`,
);
console.log(
  `before the kill: ${s(atKill)} delivered in ${(beforeKillMs / 1000).toFixed(1)} s (${((atKill / beforeKillMs) * 1000).toFixed(0)} a second)`,
);
console.log(`server killed (SIGKILL) and started again; the rest delivered in ${(afterMs / 1000).toFixed(1)} s (lease ${s(LEASE_MS)} ms)`);
console.log(
  `${complete && check.missing.length === 0 ? 'every' : 'NOT every'} recipient received it: ${s(check.recipients)} of ${s(RECIPIENTS)}, ${s(check.messages)} messages, ${s(check.twice.length)} received it twice (target 0)`,
);
const atTheKill = check.twice.filter((d) => (d.sinceKill[0] ?? 0) < 0).length;
if (check.twice.length > 0)
  console.log(
    `  ${s(atTheKill)} of them got the first copy before the kill (accepted by SMTP, not yet marked sent), ${s(check.twice.length - atTheKill)} got both from the restarted server; ${s(check.twice.filter((d) => d.messageIds > 1).length)} got two different Message-IDs (queued twice)`,
  );
for (const d of check.twice.slice(0, 5))
  console.log(
    `  e.g. ${d.to}: ${String(d.copies)} copies, ${d.sinceKill.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(' and ')} from the kill`,
  );
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `claims: at most ${s(claimsBefore.most)} emails claimed at once before the kill, the longest held ${seconds(claimsBefore.longestWaitMs)}; after the restart ${s(claimsAfter.most)}, ${seconds(claimsAfter.longestWaitMs)} (lease ${seconds(LEASE_MS)}); emails claimed ${[...claimed].map(([times, n]) => `${String(times)}× ${s(n)}`).join(', ')}`,
);
if (check.strangers.length > 0)
  console.log(`  ${s(check.strangers.length)} outside the audience received mail: ${check.strangers.slice(0, 5).join(', ')}`);
console.log(
  `each copy its recipient's own: ${s(check.messages - check.withoutHeader)} with List-Unsubscribe (one-click), ${s(check.messages - check.withoutLink)} with an unsubscribe link in the text, ${s(check.distinctTokens)} different tokens, ${s(check.notTheirs)} not signed for their recipient, ${s(check.wrongTo)} with another To:`,
);
console.log(
  `picture: stored once, ${s(check.pictureUrls.length)} link${check.pictureUrls.length === 1 ? '' : 's'} in the messages (${s(check.withoutPicture)} without), served back ${pictureOk ? 'byte for byte' : 'WRONG'}`,
);
console.log(
  `outbox: ${Object.entries(statuses)
    .map(([status, n]) => `${status} ${s(n)}`)
    .join(', ')}`,
);
await database.close();
await peer.close();

const ok =
  complete &&
  check.missing.length === 0 &&
  check.strangers.length === 0 &&
  check.withoutHeader === 0 &&
  check.withoutLink === 0 &&
  check.notTheirs === 0 &&
  check.wrongTo === 0 &&
  check.distinctTokens === RECIPIENTS &&
  check.withoutPicture === 0 &&
  pictureOk;
process.exit(ok ? 0 : 1);
