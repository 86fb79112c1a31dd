import { MAIL_STATUSES } from '@goodhours/domain';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email goes through this table: queued, then sent or failed (document 4 §9). An email
 * that carries a secret (a temporary password, a reset or setup link) is marked when queued:
 * its body is never shown in the outbox and is erased once it is delivered or has failed.
 * A sender claims a message for a lease (`sending` until `lease_until`); one that dies leaves it
 * to be claimed again once the lease has run out. An event that could fire twice names its email
 * with an idempotency key (kind, recipient, subject of the event): the second is not queued.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    carriesSecret: boolean('carries_secret').notNull().default(false),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_sent_idx').on(t.sentAt),
    uniqueIndex('mail_outbox_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/**
 * People who are not members and asked for the organisation's emails (document 3 §2.6). Pending
 * until the emailed link is followed: `nonce` names the latest link (a link works once, and a
 * newer one replaces it), `confirmed_at` is set when it is followed.
 */
export const emailSubscriptions = pgTable('email_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  nonce: text('nonce'),
  linkSentAt: timestamp('link_sent_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
