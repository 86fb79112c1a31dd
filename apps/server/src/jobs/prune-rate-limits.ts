import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { LONGEST_WINDOW_SECONDS } from '../auth/rate-limit.js';
import { pruneOncePer, type PruneResult } from './prune.js';

const JOB = 'prune-rate-limits';

/**
 * Deletes the rate-limit buckets whose window has ended under every limit (it started at least
 * LONGEST_WINDOW_SECONDS ago), in one statement served by `rate_limit_buckets_window_start_idx`.
 * Such a bucket counts for nothing: the next attempt on its key starts again at 1, exactly as if
 * it were missing, and a bucket still counting is never touched (an attempt counted while this
 * runs moves its window forward, and the delete, waiting on the row, then leaves it). Runs once
 * per UTC hour across instances (runOncePerPeriod).
 */
export async function pruneRateLimits(ctx: AppContext): Promise<PruneResult> {
  const now = ctx.clock.now();
  const hour = now.toISOString().slice(0, 13);
  const ended = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000).toISOString();
  // A day of its own claims is kept to read.
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 13);
  return pruneOncePer(ctx, JOB, hour, dayAgo, sql`delete from rate_limit_buckets where window_start <= ${ended}::timestamptz returning 1`);
}
