/**
 * The time benchmarks (issue 5) on the large organisation: one person's week of entries and
 * posting one entry, through the app (each request signed in as the person themselves, people
 * in rotation) and as bare SQL, with the ratio. Budget on PostgreSQL: a week p95 under 20 ms,
 * a post p95 under 30 ms.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { weekOf } from '@goodhours/domain';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import type { AppContext } from '../../apps/server/src/context.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { benchScale, generateLargeOrg } from './large-org.js';
import type { EntryPerson } from './large-org-entries.js';
import type { GeneratedPeople } from './people.js';
import { measure, type Percentiles, report, reportRatio } from './stats.js';
import { postEntrySql, readWeekSql } from './time-entries-sql.js';

const SAMPLE = 400;
const WEEK_BUDGET_MS = 20;
const POST_BUDGET_MS = 30;

interface Signed extends EntryPerson {
  headers: Record<string, string>;
}

/** Every fifth active person with tasks (spread over all teams), each with a session of their own. */
async function signIn(ctx: AppContext, people: EntryPerson[]): Promise<Signed[]> {
  const chosen = people.filter((p, i) => p.active && p.work.tasks.length > 0 && i % 5 === 1).slice(0, SAMPLE);
  const signed: Signed[] = [];
  for (const p of chosen) {
    const token = await createSession(ctx, ctx.db, p.userId, { userAgent: 'goodhours-bench', ip: '127.0.0.1' });
    signed.push({ ...p, headers: { authorization: `Bearer ${token}` } });
  }
  return signed;
}

/** Wraps a request so that a refused one is counted: a fast 4xx is not a measurement. */
function checked(fn: () => Promise<LightMyRequestResponse>) {
  const failures: string[] = [];
  const run = async () => {
    const res = await fn();
    if (res.statusCode >= 300) failures.push(`${String(res.statusCode)} ${res.body.slice(0, 200)}`);
  };
  return { run, failures };
}

function budget(database: Database, name: string, r: Percentiles, limitMs: number): void {
  if (database.kind !== 'postgres') return;
  const verdict = r.p95 < limitMs ? 'met' : 'MISSED';
  console.log(`  budget: ${name} p95 under ${String(limitMs)} ms on PostgreSQL: ${verdict} (${r.p95.toFixed(2)} ms)`);
}

function routeExists(app: FastifyInstance, method: 'GET' | 'POST', url: string): boolean {
  return app.hasRoute({ method, url });
}

export async function benchTimeEntries(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
  generated: GeneratedPeople,
): Promise<void> {
  const scale = benchScale(database.kind);
  console.log(
    `\nTime entries on a large organisation (${generated.userIds.length.toLocaleString('en-US')} people, ${String(generated.teamIds.length)} teams, scale ${String(scale)}${scale === 1 ? '' : ' of 1,000,000 entries; BENCH_SCALE=1 for all'})`,
  );
  const org = await generateLargeOrg(database, generated, scale);
  const signed = await signIn(ctx, org.people);
  const week = weekOf(org.today);
  let turn = 0;
  const next = () => signed[turn++ % signed.length] as Signed;

  let rows = 0;
  let reads = 0;
  const bareRead = await measure(async () => {
    const p = next();
    const res = await readWeekSql(ctx.db, p.userId, week.start, week.end);
    rows += (res as { rows: unknown[] }).rows.length;
    reads++;
  }, SAMPLE);
  console.log(`  (this week ${week.start} to ${week.end}: ${(rows / Math.max(reads, 1)).toFixed(1)} entries per person read on average)`);
  const readUrl = '/api/TimeEntry/user/:id/:from/:to';
  let endpointRead: Percentiles | undefined;
  if (routeExists(app, 'GET', readUrl)) {
    const get = checked(() => {
      const p = next();
      return app.inject({ method: 'GET', url: `/api/TimeEntry/user/${p.userId}/${week.start}/${week.end}`, headers: p.headers });
    });
    endpointRead = await measure(get.run, SAMPLE, 40);
    report('GET /api/TimeEntry/user/:id/:from/:to (own week)', endpointRead);
    if (get.failures.length) console.log(`  ${String(get.failures.length)} requests refused, e.g. ${get.failures[0] ?? ''}`);
  } else console.log('GET /api/TimeEntry/user/:id/:from/:to                not measured: the route does not exist yet');
  report('bare SQL: one person’s week with project/task names', bareRead);
  if (endpointRead) {
    reportRatio('ratio GET endpoint / bare SQL', endpointRead, bareRead);
    budget(database, 'a week of entries', endpointRead, WEEK_BUDGET_MS);
  }

  let posted = 0;
  const bareWrite = await measure(
    () => {
      const p = next();
      const task = p.work.tasks[posted++ % p.work.tasks.length];
      if (!task) throw new Error('a signed-in person has no task');
      return postEntrySql(ctx.db, {
        personId: p.userId,
        dateOfWork: org.today,
        projectId: task.projectId,
        taskId: task.taskId,
        seconds: 900 * (1 + (posted % 6)),
        notes: org.notes[posted % org.notes.length] ?? '',
      });
    },
    300,
    20,
  );
  let endpointWrite: Percentiles | undefined;
  if (routeExists(app, 'POST', '/api/TimeEntry')) {
    const post = checked(() => {
      const p = next();
      const task = p.work.tasks[posted % p.work.tasks.length];
      posted++;
      return app.inject({
        method: 'POST',
        url: '/api/TimeEntry',
        headers: p.headers,
        payload: {
          personId: p.userId,
          dateOfWork: org.today,
          hours: posted % 2,
          minutes: 15 * (1 + (posted % 3)),
          projectId: task?.projectId,
          taskId: task?.taskId,
          notes: org.notes[posted % org.notes.length],
          isTangible: true,
          idempotencyKey: `bench-post-${String(posted)}`,
        },
      });
    });
    endpointWrite = await measure(post.run, 300, 20);
    report('POST /api/TimeEntry (own entry, today)', endpointWrite);
    if (post.failures.length) console.log(`  ${String(post.failures.length)} requests refused, e.g. ${post.failures[0] ?? ''}`);
  } else console.log('POST /api/TimeEntry                                  not measured: the route does not exist yet');
  report('bare SQL: lock, insert, totals, task, read back', bareWrite);
  if (endpointWrite) {
    reportRatio('ratio POST endpoint / bare SQL', endpointWrite, bareWrite);
    budget(database, 'posting an entry', endpointWrite, POST_BUDGET_MS);
  }
}
