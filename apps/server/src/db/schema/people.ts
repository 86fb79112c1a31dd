import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Blue squares (document 1 §3 Infringement): a date and a description per user. */
export const infringements = pgTable(
  'infringements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('infringements_user_idx').on(t.userId, t.date)],
);

/**
 * Blue squares more than a year old, moved out of the live list by the weekly close (document 4 §6
 * step 8): kept for the record, no longer counted or shown among a person's blue squares.
 */
export const archivedInfringements = pgTable(
  'archived_infringements',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('archived_infringements_user_idx').on(t.userId, t.date)],
);

/** Time-off requests (document 1 §3): Pacific dates, duration in weeks and a reason. */
export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startingDate: date('starting_date', { mode: 'string' }).notNull(),
    endingDate: date('ending_date', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_off_user_idx').on(t.userId, t.startingDate), index('time_off_dates_idx').on(t.startingDate, t.endingDate)],
);

/** Info pages shown in the info pop-ups (document 1 §3 Info collection). */
export const infoCollections = pgTable('info_collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  infoName: text('info_name').notNull().unique(),
  infoContent: text('info_content').notNull().default(''),
  /** '0' everyone, '1' Administrators and Owners only, '2' everyone but Volunteers. */
  visibility: text('visibility', { enum: ['0', '1', '2'] })
    .notNull()
    .default('0'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
