import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';

/**
 * The one way a scheduled job runs exactly once per period across server instances: in one
 * transaction, claim (job, period) in `job_runs`, do the work, mark the claim finished. A period
 * already claimed (by this or another instance) runs nothing and answers `undefined`; work that
 * fails rolls its claim back, so the next attempt runs it again.
 */
export async function runOncePerPeriod<T>(
  ctx: AppContext,
  job: string,
  period: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T | undefined> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({ job, period, startedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (!claimed.length) return undefined;
    const result = await work(tx);
    await tx
      .update(jobRuns)
      .set({ finishedAt: ctx.clock.now() })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    return result;
  });
}
