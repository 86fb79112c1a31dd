import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { rowsOf } from '../db/raw.js';
import { runOncePerPeriod } from './claim.js';

export interface PruneResult {
  ran: boolean;
  pruned: number;
}

/**
 * A prune job's one run for `period` across instances (runOncePerPeriod): `remove` (a
 * `delete … returning 1`) and, in the same transaction, the job's own claims of periods before
 * `claimsBefore`, which guard nothing any more (only the current period is ever claimed): the job
 * leaves no row per period forever.
 */
export async function pruneOncePer(ctx: AppContext, job: string, period: string, claimsBefore: string, remove: SQL): Promise<PruneResult> {
  const pruned = await runOncePerPeriod(ctx, job, period, async (tx) => {
    const [gone] = rowsOf<{ pruned: number }>(await tx.execute(sql`with gone as (${remove}) select count(*)::int as pruned from gone`));
    await tx.execute(sql`delete from job_runs where job = ${job} and period < ${claimsBefore}`);
    return gone?.pruned ?? 0;
  });
  return pruned === undefined ? { ran: false, pruned: 0 } : { ran: true, pruned };
}
