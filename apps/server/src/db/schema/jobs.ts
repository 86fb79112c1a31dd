import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per (job, period): a scheduled job runs exactly once per period across instances. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
