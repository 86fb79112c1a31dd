import { Cron } from 'croner';
import { ORG_TIME_ZONE } from '@goodhours/domain';
import type { AppContext } from '../context.js';
import { runDailyStatusJob } from './daily-status.js';
import { pruneRateLimits } from './prune-rate-limits.js';
import { pruneVisitFigures } from './prune-visit-figures.js';
import { runWeekClosePause } from './week-close-pause.js';
import { runDueWeekCloses } from '../modules/week-close/index.js';

/** Starts the scheduled jobs; each guards itself with `job_runs`, so every instance may run this. */
export function startScheduler(ctx: AppContext, log: (err: unknown) => void): () => void {
  const jobs = [
    new Cron('1 0 * * *', { timezone: ORG_TIME_ZONE, protect: true }, () => {
      runDailyStatusJob(ctx).catch(log);
    }),
    // Saturday 23:58 Pacific: running timers pause so no time crosses the week boundary.
    new Cron('58 23 * * 6', { timezone: ORG_TIME_ZONE, protect: true }, () => {
      runWeekClosePause(ctx).catch(log);
    }),
    // Sunday 00:00 Pacific: the weekly close of the week just ended (document 4 §6).
    new Cron('0 0 * * 0', { timezone: ORG_TIME_ZONE, protect: true }, () => {
      runDueWeekCloses(ctx).catch(log);
    }),
    // Every hour: rate-limit buckets of ended windows are deleted (decision 019 left them).
    new Cron('17 * * * *', { protect: true }, () => {
      pruneRateLimits(ctx).catch(log);
    }),
    // Every day at 03:23 UTC: visit samples past the 28-day window are deleted (decision 060).
    new Cron('23 3 * * *', { timezone: 'UTC', protect: true }, () => {
      pruneVisitFigures(ctx).catch(log);
    }),
  ];
  // A server that was down at 00:01 or at Sunday 00:00 catches up at start.
  runDailyStatusJob(ctx).catch(log);
  runDueWeekCloses(ctx).catch(log);
  return () => jobs.forEach((job) => job.stop());
}
