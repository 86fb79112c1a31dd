import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A badge people can earn (document 1 §3 'Badge', document 4 §7). The criteria columns are
 * used by the badge type that needs them: multiple (Minimum Hours Multiple), totalHrs (streak,
 * category), weeks (streak), months (No Infringement Streak), people (Lead a team of X+),
 * category (Total Hrs in Category).
 */
export const badges = pgTable('badges', {
  id: uuid('id').primaryKey().defaultRandom(),
  badgeName: text('badge_name').notNull().unique(),
  type: text('type').notNull().default('Custom'),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  ranking: integer('ranking').notNull().default(0),
  multiple: doublePrecision('multiple'),
  totalHrs: doublePrecision('total_hrs'),
  weeks: integer('weeks'),
  months: integer('months'),
  people: integer('people'),
  category: text('category'),
  /** Awards of this badge add nothing to the person's new-badge count (document 1 §9). */
  excludedFromCount: boolean('excluded_from_count').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per badge a person holds: the 'badge collection item' of document 1 §3. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(1),
    /** Pacific dates (YYYY-MM-DD) the badge was earned, oldest first. */
    earnedDates: text('earned_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
    hasBadgeDeletionImpact: boolean('has_badge_deletion_impact').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] }), index('user_badges_badge_idx').on(t.badgeId)],
);
