import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Setup links (document 3 §2.1, decision 038). The token itself is only ever in the email: the
 * row keeps its SHA-256. An invitation is pending until its expiry, then expired; completing it
 * (the account it created) or cancelling it closes it for good. Resending replaces the hash, so
 * only the newest link works.
 */
export const setupInvitations = pgTable(
  'setup_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role').notNull(),
    weeklyCommittedHours: integer('weekly_committed_hours').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('setup_invitations_email_idx').on(t.email), index('setup_invitations_sent_idx').on(t.sentAt)],
);
