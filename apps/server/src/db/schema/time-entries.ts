import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects, tasks, wbs } from './projects.js';
import { users } from './users.js';

export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateOfWork: date('date_of_work', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    entryType: text('entry_type').notNull().default('default'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    wbsId: uuid('wbs_id').references(() => wbs.id, { onDelete: 'set null' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    totalSeconds: integer('total_seconds').notNull(),
    notes: text('notes').notNull().default(''),
    isTangible: boolean('is_tangible').notNull().default(true),
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [
    index('time_entries_person_date_idx').on(t.personId, t.dateOfWork),
    index('time_entries_project_idx').on(t.projectId),
    index('time_entries_task_idx').on(t.taskId),
    // The whole organisation's week (leaderboard, reports) is read from this index alone.
    index('time_entries_date_idx').on(t.dateOfWork, t.personId, t.isTangible, t.totalSeconds),
  ],
);

/**
 * Each person's tangible and intangible seconds per week (weeks start on Sunday, as dates of
 * work are Pacific dates). Kept by triggers on time_entries (migration 0006), so every write
 * path, a bulk load included, keeps it right; the leaderboard reads a week from it instead of
 * summing the week's entries. Keyed by week first: a week's rows are one index range.
 */
export const personWeekTotals = pgTable(
  'person_week_totals',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tangibleSeconds: bigint('tangible_seconds', { mode: 'number' }).notNull().default(0),
    intangibleSeconds: bigint('intangible_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.userId] }), index('person_week_totals_user_idx').on(t.userId)],
);

/**
 * Each project's tangible and intangible seconds over all time. Kept by triggers on time_entries
 * (migration 0008) in the statement that changes the entries, as person_week_totals is; the
 * project list reads it instead of summing every entry. A deleted project's row goes by cascade.
 */
export const projectTotals = pgTable('project_totals', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  tangibleSeconds: bigint('tangible_seconds', { mode: 'number' }).notNull().default(0),
  intangibleSeconds: bigint('intangible_seconds', { mode: 'number' }).notNull().default(0),
});

/** The project of entries logged without one, in the reports' rollup (no project has this id). */
export const NO_PROJECT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The reports' rollup: each person's tangible and intangible seconds per week and project.
 * Kept by statement triggers on time_entries (migration 0014) in the statement that changes the
 * entries, as person_week_totals is; reports read whole weeks from it and only the days of a
 * range's partial first and last weeks from the entries. Entries without a project count under
 * NO_PROJECT_ID; a deleted project's entries move there (its id has no foreign key, so history
 * is never lost by cascade). The category is the project's, read when a report is made.
 */
export const personWeekProjectTotals = pgTable(
  'person_week_project_totals',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    tangibleSeconds: bigint('tangible_seconds', { mode: 'number' }).notNull().default(0),
    intangibleSeconds: bigint('intangible_seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId, t.projectId] }),
    index('person_week_project_totals_user_idx').on(t.userId, t.weekStart),
    index('person_week_project_totals_project_idx').on(t.projectId, t.weekStart),
  ],
);
