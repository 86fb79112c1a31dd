import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { infringements } from './people.js';
import { users } from './users.js';

/**
 * One row per closed (or closing) Pacific week, named by its Sunday (document 4 §6): started when
 * a close first claims the week, finished once every person has an outcome. A started week
 * without an end was cut short, and is resumed.
 */
export const weekCloses = pgTable('week_closes', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  people: integer('people').notNull().default(0),
  blueSquares: integer('blue_squares').notNull().default(0),
  exemptions: integer('exemptions').notNull().default(0),
  badges: integer('badges').notNull().default(0),
});

/**
 * What the close decided for one person and week, with its reasons, written in the same
 * transaction as what it changed: the key makes each person's close happen once, whatever runs
 * it again or beside it.
 */
export const weekCloseOutcomes = pgTable(
  'week_close_outcomes',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tangibleSeconds: bigint('tangible_seconds', { mode: 'number' }).notNull(),
    requiredHours: doublePrecision('required_hours').notNull(),
    summaryPresent: boolean('summary_present').notNull(),
    /** 'started-after-week-began' or 'time-off' when a blue square was due but not given. */
    exemption: text('exemption'),
    /** 'hours', 'summary' or 'both' when a blue square was given. */
    blueSquareReason: text('blue_square_reason'),
    infringementId: uuid('infringement_id').references(() => infringements.id, { onDelete: 'set null' }),
    missedHoursBefore: doublePrecision('missed_hours_before').notNull(),
    missedHoursAfter: doublePrecision('missed_hours_after').notNull(),
    personalBestAfter: doublePrecision('personal_best_after').notNull(),
    /** The badges earned at this close, by id and by name as it was then. */
    badgesEarned: jsonb('badges_earned').$type<{ id: string; name: string }[]>().notNull().default([]),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** A blue square of this close waived by an Owner or Administrator: when, by whom and why. */
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.userId] }),
    index('week_close_outcomes_user_idx').on(t.userId),
    index('week_close_outcomes_infringement_idx').on(t.infringementId),
  ],
);
