/**
 * `npm run bench:close -w bench`: the weekly close on the large organisation (issue 17 budgets,
 * on PostgreSQL: the close of one week under 60 s; its rerun under 5 s changing 0 rows; the
 * preview of the coming close under 2 s). Five people in six wrote last week's summary.
 */
import { pacificWeek } from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../apps/server/src/db/raw.js';
import type { Db } from '../../apps/server/src/db/client.js';
import { runWeekClose } from '../../apps/server/src/modules/week-close/index.js';
import { weekClosePreview } from '../../apps/server/src/modules/week-close/read.js';
import { openBenchApp } from './bench-app.js';
import { benchScale, generateLargeOrg } from './large-org.js';
import { generatePeople } from './people.js';
import { collectGarbage } from './stats.js';

/** What the close may change, as one text per table: equal text, no row changed. */
const TABLES = [
  'users',
  'infringements',
  'archived_infringements',
  'week_closes',
  'week_close_outcomes',
  'user_badges',
  'mail_outbox',
  'time_off_requests',
];
async function fingerprint(db: Db, tables = TABLES): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ n: string; h: string | null }>(
      await db.execute(sql.raw(`select count(*)::text as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h from ${table} t`)),
    );
    parts.push(`${table}:${row?.n ?? '?'}:${row?.h ?? ''}`);
  }
  return parts.join(' ');
}

const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

const { database, ctx, app } = await openBenchApp({ seedDemo: false });
console.log(`Goodhours weekly close on ${database.kind}`);
const people = await generatePeople(database.db);
await generateLargeOrg(database, people, benchScale(database.kind));
const week = pacificWeek(ctx.clock.now(), 1);
await database.db.execute(sql`
  insert into weekly_summaries (user_id, week_start, summary, due_date)
  select id, ${week.start}::date, 'This week I worked on my tasks and wrote down what is left.', now()
    from users where abs(hashtext(id::text)) % 6 <> 0`);
// Every badge type the close awards, so each of its statements runs (document 4 §7).
await database.db.execute(sql`
  insert into badges (badge_name, type, multiple, total_hrs, weeks, months, people, category) values
    ('1x', 'Minimum Hours Multiple', 1, null, null, null, null, null),
    ('2x', 'Minimum Hours Multiple', 2, null, null, null, null, null),
    ('Personal Best', 'Personal Max', null, null, null, null, null, null),
    ('Top of the Week', 'Most Hrs in Week', null, null, null, null, null, null),
    ('10h for 4 weeks', 'X Hours for X Week Streak', null, 10, 4, null, null, null),
    ('10h for 12 weeks', 'X Hours for X Week Streak', null, 10, 12, null, null, null),
    ('100 h of Housing', 'Total Hrs in Category', null, 100, null, null, null, 'Housing'),
    ('500 h of Food', 'Total Hrs in Category', null, 500, null, null, null, 'Food'),
    ('Lead 5', 'Lead a team of X+', null, null, null, null, 5, null),
    ('Clean 6 months', 'No Infringement Streak', null, null, null, 6, null, null)`);
collectGarbage();

let since = process.hrtime.bigint();
const preview = await weekClosePreview(ctx);
const previewMs = ms(since);
console.log(
  `  preview of the coming close: ${preview.people} people, ${preview.blueSquares} blue squares, ${preview.exemptions} exemptions, ${preview.badges} badges in ${previewMs.toFixed(0)} ms (budget 2,000: ${verdict(previewMs < 2000)})`,
);

since = process.hrtime.bigint();
const closed = await runWeekClose(ctx, week.start);
const closeMs = ms(since);
console.log(
  `  close of ${week.start}: ${closed.decided} people, ${closed.blueSquares} blue squares, ${closed.exemptions} exemptions, ${closed.badges} badges in ${(closeMs / 1000).toFixed(1)} s (budget 60 s: ${verdict(closeMs < 60_000)})`,
);

const before = await fingerprint(database.db);
since = process.hrtime.bigint();
const again = await runWeekClose(ctx, week.start);
const rerunMs = ms(since);
const rerunChanged = (await fingerprint(database.db)) !== before || again.decided !== 0;
console.log(
  `  rerun of the closed week: ${rerunMs.toFixed(0)} ms, ${rerunChanged ? 'CHANGED rows' : '0 rows changed'} (budget 5,000 ms and 0 rows: ${verdict(rerunMs < 5000 && !rerunChanged)})`,
);

// A close cut short after its last person: the week's claim is open, every person is done. Its
// resume reads who is left (nobody) and finishes the week: nothing else may change.
const doneTables = TABLES.filter((t) => t !== 'week_closes');
await database.db.execute(sql`update week_closes set finished_at = null where week_start = ${week.start}::date`);
const open = await fingerprint(database.db, doneTables);
since = process.hrtime.bigint();
const resumed = await runWeekClose(ctx, week.start);
const resumeMs = ms(since);
const resumeChanged = (await fingerprint(database.db, doneTables)) !== open || resumed.decided !== 0;
console.log(
  `  resume with everyone done: ${resumeMs.toFixed(0)} ms, ${resumeChanged ? 'CHANGED rows' : '0 rows changed'} beside the week's end (budget 5,000 ms and 0 rows: ${verdict(resumeMs < 5000 && !resumeChanged)})`,
);
await app.close();
await database.close();
