import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { LONGEST_WINDOW_SECONDS } from '../auth/rate-limit.js';
import { rowsOf } from '../db/raw.js';
import { runOncePerPeriod } from './claim.js';

const JOB = 'prune-rate-limits';

export interface PruneRateLimitsResult {
  ran: boolean;
  pruned: number;
}

/**
 * Deletes the rate-limit buckets whose window has ended under every limit (it started at least
 * LONGEST_WINDOW_SECONDS ago), in one statement served by `rate_limit_buckets_window_start_idx`.
 * Such a bucket counts for nothing: the next attempt on its key starts again at 1, exactly as if
 * it were missing, and a bucket still counting is never touched (an attempt counted while this
 * runs moves its window forward, and the delete, waiting on the row, then leaves it). Runs once
 * per UTC hour across instances (runOncePerPeriod).
 */
export async function pruneRateLimits(ctx: AppContext): Promise<PruneRateLimitsResult> {
  const now = ctx.clock.now();
  const hour = now.toISOString().slice(0, 13);
  const ended = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000).toISOString();
  // Its own claims of past hours guard nothing any more (only the current hour is ever claimed):
  // a day of them is kept to read, the rest go, so the job leaves no row per hour forever.
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 13);
  const pruned = await runOncePerPeriod(ctx, JOB, hour, async (tx) => {
    const [gone] = rowsOf<{ pruned: number }>(
      await tx.execute(sql`
        with gone as (delete from rate_limit_buckets where window_start <= ${ended}::timestamptz returning 1)
        select count(*)::int as pruned from gone`),
    );
    await tx.execute(sql`delete from job_runs where job = ${JOB} and period < ${dayAgo}`);
    return gone?.pruned ?? 0;
  });
  return pruned === undefined ? { ran: false, pruned: 0 } : { ran: true, pruned };
}
