import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One row per issued login; a token is valid only while its row is neither revoked nor expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** The portals whose login was passed in this session (decision 069); they end with it. */
    portals: text('portals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters for rate limits, kept in the database so every instance shares them.
 * Buckets of ended windows are pruned hourly by `window_start` (jobs/prune-rate-limits.ts).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_buckets_window_start_idx').on(t.windowStart)],
);
