/**
 * The dashboard benchmarks (issue 6) on the large organisation: the leaderboard of an
 * administrator (every active user, one query) next to the bare SQL week aggregate, and Team
 * Member Tasks of a manager of 50 members. Budgets on PostgreSQL: leaderboard p95 under 100 ms
 * and within 2x of the bare aggregate; Team Member Tasks p95 under 100 ms.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { leaderboardContracts, pacificWeek, schemasOf } from '@goodhours/domain';
import { createSession } from '../../apps/server/src/auth/sessions.js';
import type { AppContext } from '../../apps/server/src/context.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import type { GeneratedPeople } from './people.js';
import { collectGarbage, measure, measureInterleaved, type Percentiles, report, reportRatio } from './stats.js';

const RUNS = 300;
const BUDGET_MS = 100;
const MAX_RATIO = 2;
export const LEADERBOARD_URL = (userId: string) => `/api/dashboard/leaderboard/${userId}`;
export const TEAM_TASKS_URL = (userId: string) => `/api/dashboard/teammembertasks/${userId}`;

/** The week's hours of every active person: what the leaderboard cannot do with less. */
async function bareWeekAggregate(database: Database, from: string, to: string): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      select u.id, u.first_name, u.last_name, u.weekly_committed_hours,
             coalesce(w.tangible, 0) as tangible, coalesce(w.total, 0) as total
        from users u
        left join (select person_id,
                          sum(total_seconds) filter (where is_tangible) as tangible,
                          sum(total_seconds) as total
                     from time_entries
                    where date_of_work between ${from} and ${to}
                    group by person_id) w on w.person_id = u.id
       where u.is_active
       order by tangible desc nulls last, u.first_name, u.last_name`),
  );
  return rows.length;
}

async function sessionFor(ctx: AppContext, userId: string): Promise<Record<string, string>> {
  const token = await createSession(ctx, ctx.db, userId, { userAgent: 'goodhours-bench', ip: '127.0.0.1' });
  return { authorization: `Bearer ${token}` };
}

/** A Manager leading a team of 50 active generated people (they keep their own teams too). */
async function managerOfFifty(database: Database, generated: GeneratedPeople): Promise<string> {
  const { db } = database;
  const managerId = generated.userIds[5] as string; // person 5 is an active Manager (people.ts)
  const members = generated.userIds.filter((_, i) => i % 10 !== 0 && i !== 5).slice(0, 50);
  const team = rowsOf<{ id: string }>(
    await db.execute(sql`insert into teams (team_name, team_code) values ('Bench managed team', 'T-MGR') returning id`),
  )[0]?.id as string;
  for (const userId of [managerId, ...members]) {
    await db.execute(sql`insert into team_members (team_id, user_id) values (${team}, ${userId}) on conflict do nothing`);
  }
  await db.execute(sql`analyze team_members`);
  return managerId;
}

/**
 * One GET of the endpoint, timed to its last byte, keeping refusals to report. The body is read
 * as bytes, as an HTTP client receives it: turning it into a string is the client's work.
 */
function getter(app: FastifyInstance, url: string, headers: Record<string, string>, failures: string[]) {
  return async () => {
    const res: LightMyRequestResponse = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
    if (res.statusCode !== 200) failures.push(`${String(res.statusCode)} ${Buffer.concat(chunks).toString().slice(0, 200)}`);
  };
}

/**
 * One answer of the leaderboard, held to the schema its contract declares (rows as named
 * objects): a bench that timed a wrong or refused answer would measure nothing. Reports its size.
 */
async function checkLeaderboard(app: FastifyInstance, url: string, headers: Record<string, string>, listed: number): Promise<void> {
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`the leaderboard answered ${String(res.statusCode)}: ${res.body.slice(0, 200)}`);
  const answer = schemasOf(leaderboardContracts.get).responses[200].parse(res.json());
  if (answer.rows.length !== listed)
    throw new Error(`the leaderboard listed ${String(answer.rows.length)} of ${String(listed)} active people`);
  console.log(`  leaderboard answer: ${String(answer.rows.length)} rows, ${(res.rawPayload.length / 1024).toFixed(0)} KB of JSON`);
}

function reportFailures(failures: string[]): void {
  if (failures.length) console.log(`  ${String(failures.length)} requests refused, e.g. ${failures[0] ?? ''}`);
}

async function timed(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Percentiles> {
  const failures: string[] = [];
  const r = await measure(getter(app, url, headers, failures), RUNS, 30);
  reportFailures(failures);
  return r;
}

function verdict(database: Database, text: string, met: boolean): void {
  if (database.kind === 'postgres') console.log(`  budget: ${text}: ${met ? 'met' : 'MISSED'}`);
}

export async function benchDashboard(app: FastifyInstance, ctx: AppContext, database: Database, generated: GeneratedPeople): Promise<void> {
  console.log('\nThe dashboard on the large organisation (budgets on PostgreSQL: p95 under 100 ms; leaderboard within 2x of bare SQL)');
  const week = pacificWeek(ctx.clock.now());
  const admin = rowsOf<{ id: string }>(await database.db.execute(sql`select id from users where email = 'admin@demo.goodhours.org'`))[0]
    ?.id;
  if (!admin) throw new Error('the demo administrator is missing: run with the demo seeded');
  const adminHeaders = await sessionFor(ctx, admin);
  const listed = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users where is_active`))[0]?.n ?? 0;

  await checkLeaderboard(app, LEADERBOARD_URL(admin), adminHeaders, listed);

  // Measured in alternation, so the ratio compares the two under the same conditions, on a heap
  // cleared of what loading the organisation left behind.
  collectGarbage();
  const failures: string[] = [];
  const [board, bare] = await measureInterleaved(
    getter(app, LEADERBOARD_URL(admin), adminHeaders, failures),
    () => bareWeekAggregate(database, week.start, week.end),
    RUNS,
    30,
  );
  reportFailures(failures);
  report(`GET leaderboard, administrator (${String(listed)} active people)`, board);
  report('bare SQL: week hours of every active person', bare);
  reportRatio('ratio leaderboard / bare SQL', board, bare);
  verdict(database, `leaderboard p95 under ${String(BUDGET_MS)} ms (${board.p95.toFixed(2)} ms)`, board.p95 < BUDGET_MS);
  verdict(
    database,
    `leaderboard p95 within ${String(MAX_RATIO)}x of bare SQL (${(board.p95 / bare.p95).toFixed(1)}x)`,
    board.p95 <= MAX_RATIO * bare.p95,
  );

  const manager = await managerOfFifty(database, generated);
  collectGarbage();
  const tasks = await timed(app, TEAM_TASKS_URL(manager), await sessionFor(ctx, manager));
  report('GET Team Member Tasks, manager of 50 members', tasks);
  verdict(database, `Team Member Tasks p95 under ${String(BUDGET_MS)} ms (${tasks.p95.toFixed(2)} ms)`, tasks.p95 < BUDGET_MS);
}
