/**
 * `npm run bench:reports -w bench`: the reports on the large organisation (issue 18 budgets, on
 * PostgreSQL): the total org summary for a year p95 under 300 ms, the weekly summaries report
 * for every active person p95 under 200 ms, the people report over 3 years p95 under 100 ms, the
 * project report (a year) p95 under 150 ms; each beside its main statement as bare SQL, with the
 * ratio. Then a CSV export of a year of the organisation's entries, streamed over HTTP, with the
 * server's peak memory. Five people in six wrote this week's summary.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { addDays, pacificDate, pacificWeek } from '@goodhours/domain';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import { periodSeconds } from '../../apps/server/src/modules/reports/period-seconds.js';
import { openBenchApp } from './bench-app.js';
import { benchScale, generateLargeOrg } from './large-org.js';
import { generatePeople } from './people.js';
import { collectGarbage, measureInterleaved, report, reportRatio } from './stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const { database, ctx, app } = await openBenchApp({ seedDemo: false });
console.log(`Goodhours reports on ${database.kind}`);
const people = await generatePeople(database.db);
await generateLargeOrg(database, people, benchScale(database.kind));
const week = pacificWeek(ctx.clock.now());
await database.db.execute(sql`
  insert into weekly_summaries (user_id, week_start, summary, due_date)
  select id, ${week.start}::date, '<p>This week I framed the north wall and wrote down what is left for the next team.</p>', now()
    from users where is_active and abs(hashtext(id::text)) % 6 <> 0`);
await database.db.execute(sql`analyze`);
// A Core Team member (person 8 of people.ts): getReports and getWeeklySummaries, sees everyone.
const reader = people.userIds[8];
if (!reader) throw new Error('no reader');
const token = await createSession(ctx, ctx.db, reader, { userAgent: 'goodhours-bench', ip: '127.0.0.1' });
const headers = { authorization: `Bearer ${token}` };
const today = pacificDate(ctx.clock.now());
const year = { from: addDays(today, -364), to: today };
const threeYears = { from: addDays(today, -3 * 364), to: today };
const projectIds = rowsOf<{ id: string }>(await database.db.execute(sql`select id from projects order by id`)).map((r) => r.id);
const activeIds = people.userIds.filter((_, i) => i % 10 !== 0);
let turn = 0;
const next = <T>(list: T[]): T => list[turn++ % list.length] as T;

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${String(res.statusCode)}: ${res.body.slice(0, 200)}`);
}
const bare = (query: ReturnType<typeof sql>) => () => database.db.execute(query);
const q = (p: { from: string; to: string }) => `from=${p.from}&to=${p.to}`;

const verdicts: string[] = [];
async function bench(name: string, budget: number, endpoint: () => Promise<unknown>, statement: () => Promise<unknown>) {
  collectGarbage();
  const [e, b] = await measureInterleaved(endpoint, statement, RUNS, 10);
  report(name, e);
  report(`  bare SQL`, b);
  reportRatio('  endpoint ÷ bare SQL', e, b);
  if (database.kind === 'postgres')
    verdicts.push(`${name}: p95 ${e.p95.toFixed(1)} ms, budget ${String(budget)} ms: ${e.p95 < budget ? 'met' : 'MISSED'}`);
}

console.log(`\n${String(RUNS)} runs each, interleaved with the bare statement`);
await bench(
  'total org summary, a year (vs the year before)',
  300,
  () => get(`/api/reports/orgsummary?${q(year)}&compare=period`),
  bare(sql`select user_id, sum(tangible), sum(intangible) from ${periodSeconds(year)} s group by user_id`),
);
await bench(
  'weekly summaries report, every active person',
  200,
  () => get('/api/reports/weeklysummaries'),
  bare(sql`select u.id, w.tangible_seconds, s.summary from users u
             left join person_week_totals w on w.week_start = ${week.start}::date and w.user_id = u.id
             left join weekly_summaries s on s.user_id = u.id and s.week_start = ${week.start}::date where u.is_active`),
);
await bench(
  'people report, 3 years',
  100,
  () => get(`/api/reports/people/${next(activeIds)}?${q(threeYears)}`),
  () =>
    database.db.execute(
      sql`select s.week_start, s.project_id, sum(s.tangible), sum(s.intangible)
            from ${periodSeconds(threeYears, { userId: next(activeIds) })} s group by grouping sets ((1), (2))`,
    ),
);
await bench(
  'project report, a year',
  150,
  () => get(`/api/reports/projects/${next(projectIds)}?${q(year)}`),
  () => database.db.execute(sql`select user_id, sum(tangible) from ${periodSeconds(year, { projectId: next(projectIds) })} s group by 1`),
);

// The CSV of a quarter and of a year of the whole organisation, read over HTTP as a browser would,
// chunks dropped. Every 250 ms the heap is collected and measured: what the export holds live. A
// streamed export holds about the same for a year as for a quarter.
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
async function exportCsv(name: string, period: { from: string; to: string }) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakLive = before.heapUsed;
  const sampler = setInterval(() => {
    collectGarbage();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakLive = Math.max(peakLive, m.heapUsed);
  }, 250);
  const started = process.hrtime.bigint();
  const res = await fetch(`http://127.0.0.1:${String(port)}/api/reports/entries.csv?${q(period)}`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const c of chunk) if (c === 10) lines++;
  }
  clearInterval(sampler);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `CSV of ${name}: ${String(lines - 1)} rows, ${mb(bytes)} in ${seconds.toFixed(1)} s; ` +
      `peak live heap ${mb(peakLive)} (was ${mb(before.heapUsed)}), peak RSS ${mb(peakRss)} (was ${mb(before.rss)})`,
  );
}
console.log('');
await exportCsv('a quarter', { from: addDays(today, -90), to: today });
await exportCsv('a year', year);
if (verdicts.length) console.log(`\nBudgets on PostgreSQL:\n  ${verdicts.join('\n  ')}`);
await app.close();
await database.close();
