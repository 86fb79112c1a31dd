import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tasks } from './projects.js';
import { users } from './users.js';

/**
 * One weekly summary per person and Pacific week (document 2 §3 'Weekly summary item'); the
 * week is named by its Sunday, so moving a summary is an update of `week_start`.
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    /** Saturday midnight Pacific of that week, as an instant. */
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weekly_summaries_user_week_idx').on(t.userId, t.weekStart), index('weekly_summaries_week_idx').on(t.weekStart)],
);

/**
 * Organisation-wide settings edited by the Owner, one JSON value per key: the AI prompt, the
 * header message, suggestion categories and fields, the leaderboard hover text.
 */
export const orgSettings = pgTable('org_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A warning tracker (document 2 §3 'Warning description'). */
export const warningTrackers = pgTable('warning_trackers', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  isPermanent: boolean('is_permanent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A dot on a tracker row: a yellow warning, or a red one for a blue square issued from it. */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackerId: uuid('tracker_id')
      .notNull()
      .references(() => warningTrackers.id, { onDelete: 'cascade' }),
    color: text('color', { enum: ['yellow', 'red', 'blue'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_warnings_user_idx').on(t.userId, t.trackerId, t.createdAt)],
);

/** The follow-up check a reviewer made on a person's task (document 2 §4 'Follow-up checkbox'). */
export const taskFollowUps = pgTable(
  'task_follow_ups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    followUpCheck: boolean('follow_up_check').notNull().default(false),
    /** The percent complete (hours logged over estimated, 2 decimals) when last checked. */
    followUpPercentageDeadline: jsonb('follow_up_percentage_deadline').$type<number>().notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/** Named filters of the weekly summaries report (manageSummariesFilters), shared by its readers. */
export const summaryReportFilters = pgTable(
  'summary_report_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('summary_report_filters_name_idx').on(sql`lower(${t.name})`)],
);
