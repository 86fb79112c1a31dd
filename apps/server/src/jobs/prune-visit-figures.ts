import { sql } from 'drizzle-orm';
import { VISIT_RETENTION_DAYS } from '@goodhours/domain';
import type { AppContext } from '../context.js';
import { pruneOncePer, type PruneResult } from './prune.js';

const JOB = 'prune-visit-figures';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes the visit samples older than the longest window Owners read (28 days), in one
 * statement served by `visit_samples_measured_at_idx`: nothing is kept that no figure uses.
 * Runs once per UTC day across instances (runOncePerPeriod); its own claims of past days are
 * kept a week, so the job leaves no row per day forever.
 */
export async function pruneVisitFigures(ctx: AppContext): Promise<PruneResult> {
  const now = ctx.clock.now();
  const day = now.toISOString().slice(0, 10);
  const oldest = new Date(now.getTime() - VISIT_RETENTION_DAYS * DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString().slice(0, 10);
  return pruneOncePer(ctx, JOB, day, weekAgo, sql`delete from visit_samples where measured_at <= ${oldest}::timestamptz returning 1`);
}
