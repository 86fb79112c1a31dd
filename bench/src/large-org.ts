/**
 * The large organisation of the time benchmarks (issue 5): on top of the 2,000 people in 100
 * teams of people.ts, 200 projects, 20,000 tasks and 1,000,000 time entries over three years,
 * from a fixed seed. BENCH_SCALE scales the number of entries (default 1 on PostgreSQL, 0.1 on
 * PGlite, where a million rows take long to load and a lot of memory).
 */
import { sql } from 'drizzle-orm';
import { pacificDate } from '@goodhours/domain';
import type { Database } from '../../apps/server/src/db/client.js';
import { recomputeTimeTotals } from '../../apps/server/src/modules/time-entries/totals.js';
import { type EntryPerson, generateEntries, WEEKS } from './large-org-entries.js';
import { generateWork } from './large-org-work.js';
import type { GeneratedPeople } from './people.js';
import { seededRandom } from './prng.js';

export const LARGE_ORG_ENTRIES = 1_000_000;
const SEED = 20_260_105;

export function benchScale(kind: Database['kind']): number {
  const raw = process.env.BENCH_SCALE;
  if (raw === undefined || raw === '') return kind === 'postgres' ? 1 : 0.1;
  const scale = Number(raw);
  if (!(scale > 0 && scale <= 10)) throw new Error(`BENCH_SCALE must be a number above 0 and at most 10, got "${raw}"`);
  return scale;
}

export interface LargeOrg {
  people: EntryPerson[];
  entries: number;
  notes: string[];
  today: string;
}

const seconds = (since: bigint) => (Number(process.hrtime.bigint() - since) / 1e9).toFixed(1);

/** Builds the organisation on the people of `generatePeople` (person i inactive when i % 10 === 0). */
export async function generateLargeOrg(database: Database, generated: GeneratedPeople, scale: number, now = new Date()): Promise<LargeOrg> {
  const { db } = database;
  const rnd = seededRandom(SEED);
  const today = pacificDate(now);
  let since = process.hrtime.bigint();
  const work = await generateWork(db, rnd, generated.userIds, generated.teamIds.length);
  console.log(
    `  ${work.projectCount} projects, ${work.taskCount.toLocaleString('en-US')} tasks, ${work.resourceCount.toLocaleString('en-US')} task resources (${seconds(since)} s)`,
  );
  const people: EntryPerson[] = generated.userIds.map((userId, i) => ({
    userId,
    active: i % 10 !== 0,
    work: work.people[i] ?? { projectIds: [], tasks: [] },
  }));

  since = process.hrtime.bigint();
  const total = Math.round(LARGE_ORG_ENTRIES * scale);
  const { written, firstDate, notes } = await generateEntries(db, rnd, people, total, today);
  console.log(`  ${written.toLocaleString('en-US')} time entries, ${firstDate} to ${today} (${WEEKS} weeks) (${seconds(since)} s)`);

  since = process.hrtime.bigint();
  await db.transaction(async (tx) => {
    await recomputeTimeTotals(tx);
    // A person's start date is their first entry; a person who left ended on their last one.
    await tx.execute(sql`
      update users u set start_date = e.first, end_date = case when u.is_active then null else e.last end
        from (select person_id, min(date_of_work) as first, max(date_of_work) as last from time_entries group by person_id) e
       where e.person_id = u.id and u.email like '%@bench.goodhours.org'`);
  });
  // A settled database, as autovacuum leaves it: statistics, a visibility map so index-only
  // scans need not visit the table, and the load written out (right after a bulk load,
  // autovacuum and the checkpointer would still be busy beside the measurements).
  if (database.kind === 'postgres') {
    await db.execute(sql`vacuum analyze`);
    await db.execute(sql`checkpoint`);
  }
  console.log(`  running totals${database.kind === 'postgres' ? ', VACUUM ANALYZE and CHECKPOINT' : ''} (${seconds(since)} s)`);
  return { people, entries: written, notes, today };
}
