import { MAIL_STATUSES, type Audience } from '@goodhours/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

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
    /** The announcement (or /sendemail message) this email delivers to one of its recipients. */
    announcementId: uuid('announcement_id'),
    /**
     * The recipient's own signed unsubscribe link (RFC 8058 one-click), sent in the
     * `List-Unsubscribe` header; only on announcements.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_sent_idx').on(t.sentAt),
    uniqueIndex('mail_outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('mail_outbox_announcement_idx').on(t.announcementId, t.status),
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
  /** Set when the address followed an unsubscribe link: announcements typed to it are not sent. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * An announcement (/announcements) or an email typed on /sendemail: the message once, whom it
 * was for, and how many emails it queued; each recipient's email is a row of the outbox that
 * names it, so its progress is counted there.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** The sanitised message, its pictures replaced by links to `email_images`. */
    html: text('html').notNull(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    source: text('source', { enum: ['announcements', 'sendemail'] }).notNull(),
    recipients: integer('recipients').notNull(),
    skipped: integer('skipped').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/**
 * The pictures of sent emails, stored once and linked from every copy (mail readers refuse
 * pictures written into the HTML). The same picture sent twice is stored once (`sha256`).
 */
export const emailImages = pgTable('email_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  sha256: text('sha256').notNull().unique(),
  contentType: text('content_type').notNull(),
  /** The bytes in base64. */
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
