import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One-time password links (decision 054): a reset link sent from User Management or printed by
 * `reset-password`, and the first Owner's link printed by `create-owner`. The token itself is only
 * ever in the email or on the operator's terminal: the row keeps its SHA-256. A link works once,
 * until it expires; issuing a new one revokes the person's earlier unused links.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'reset' or 'first-owner' (PASSWORD_LINK_PURPOSES). */
    purpose: text('purpose').notNull(),
    /** Who sent it; null when the command line printed it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer link replaced it, or the password was set another way. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);
