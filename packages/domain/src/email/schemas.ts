import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { EMAIL_MESSAGES } from './messages.js';
import { once } from '../contracts/once.js';

/** Where an email stands: waiting, claimed by a sender, delivered, given up on, or withdrawn. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `GET /api/emailoutbox?status=&to=&limit=`: newest first, 50 by default, at most 200; `to` is part of an address. */
export const outboxQuery = once(() =>
  z.object({
    status: z.enum(MAIL_STATUSES).optional(),
    to: z.string().trim().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
);
export type OutboxQuery = z.input<ReturnType<typeof outboxQuery>>;
export type OutboxRequest = z.output<ReturnType<typeof outboxQuery>>;

/**
 * One email of the outbox as an Owner reads it (document 4 §9). An email that carries a secret
 * (a temporary password, a reset or setup link) is for its recipient only: its body is never
 * shown here (`text` is null and `bodyHidden` true), and it is erased once delivered.
 */
export const outboxMailSchema = once(() =>
  z.object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string().nullable().describe('The plain-text body; null when hidden'),
    bodyHidden: z.boolean().describe('True when the email carries a secret meant only for its recipient'),
    kind: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: timestamp(),
    sentAt: timestamp().nullable(),
    nextAttemptAt: timestamp().describe('When a queued email is next tried'),
  }),
);
export type OutboxMail = z.infer<ReturnType<typeof outboxMailSchema>>;

/** How many emails of the outbox stand in each status. */
export const outboxCountsSchema = once(() =>
  z.object(Object.fromEntries(MAIL_STATUSES.map((s) => [s, z.number().int()])) as Record<MailStatus, z.ZodNumber>),
);
export type OutboxCounts = z.infer<ReturnType<typeof outboxCountsSchema>>;

export const outboxMailParams = once(() => z.object({ id: z.uuid({ error: EMAIL_MESSAGES.notFound }) }));
