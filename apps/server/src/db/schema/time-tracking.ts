import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timeEntries } from './time-entries.js';
import { users } from './users.js';

/**
 * A same-day self edit of an entry's time (document 4 §4 `timeEntryEditHistory`); from the 5th
 * within 365 days each further one adds a blue square.
 */
export const timeEntryEdits = pgTable(
  'time_entry_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => timeEntries.id, { onDelete: 'set null' }),
    initialSeconds: integer('initial_seconds').notNull(),
    finalSeconds: integer('final_seconds').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_entry_edits_user_idx').on(t.userId, t.editedAt)],
);

/** One live timer per person (document 4 §5), persisted on every change. Times in ms. */
export const timers = pgTable('timers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Remaining ms when last started (or now, when not running). */
  time: bigint('time', { mode: 'number' }).notNull(),
  startAt: timestamp('start_at', { withTimezone: true }),
  goal: bigint('goal', { mode: 'number' }).notNull(),
  initialGoal: bigint('initial_goal', { mode: 'number' }).notNull(),
  paused: boolean('paused').notNull().default(false),
  forcedPause: boolean('forced_pause').notNull().default(false),
  started: boolean('started').notNull().default(false),
  chiming: boolean('chiming').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message in a person's header (document 2 'Notification'); system ones have no sender. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    isSystemGenerated: boolean('is_system_generated').notNull().default(true),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
);
