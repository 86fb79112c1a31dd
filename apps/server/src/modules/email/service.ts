import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { EMAIL_MESSAGES as M, MAIL_STATUSES, type OutboxCounts, type OutboxMail, type OutboxRequest } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { mailOutbox } from '../../db/schema/index.js';
import { escapeLike } from '../../db/raw.js';
import { AppError } from '../../errors.js';

const COLUMNS = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  carriesSecret: mailOutbox.carriesSecret,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};
type Row = Omit<OutboxMail, 'text' | 'bodyHidden'> & { text: string; carriesSecret: boolean };

/** The body of an email that carries a secret is never read out: it belongs to its recipient alone. */
const asRead = ({ carriesSecret, text, ...mail }: Row): OutboxMail => ({
  ...mail,
  text: carriesSecret ? null : text,
  bodyHidden: carriesSecret,
});

/** The newest emails of the outbox (document 4 §9), of one status and to an address like `to` when asked. */
export async function listOutbox(ctx: AppContext, { status, to, limit }: OutboxRequest): Promise<OutboxMail[]> {
  const where: SQL[] = [];
  if (status) where.push(eq(mailOutbox.status, status));
  if (to) where.push(ilike(mailOutbox.to, `%${escapeLike(to)}%`));
  const rows = await ctx.db
    .select(COLUMNS)
    .from(mailOutbox)
    .where(and(...where))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map(asRead);
}

export async function outboxCounts(ctx: AppContext): Promise<OutboxCounts> {
  const rows = await ctx.db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as OutboxCounts;
  for (const { status, n } of rows) counts[status] = n;
  return counts;
}

async function find(ctx: AppContext, id: string): Promise<Row> {
  const [row] = await ctx.db.select(COLUMNS).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

export async function getOutboxMail(ctx: AppContext, id: string): Promise<OutboxMail> {
  return asRead(await find(ctx, id));
}

/**
 * A failed email queued again as if new (six more tries). One that carried a secret lost its body
 * when it failed, and cannot be sent again: the person asks for a new one (a new reset link).
 */
export async function retryOutboxMail(ctx: AppContext, id: string): Promise<OutboxMail> {
  const mail = await find(ctx, id);
  if (mail.status !== 'failed') throw new AppError('CONFLICT', M.retryOnlyFailed);
  if (mail.carriesSecret) throw new AppError('CONFLICT', M.retrySecretErased);
  const [row] = await ctx.db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: ctx.clock.now(), leaseUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning(COLUMNS);
  if (!row) throw new AppError('CONFLICT', M.retryOnlyFailed);
  return asRead(row);
}

/** An email still waiting is withdrawn; it stays in the outbox as cancelled. One being sent cannot be. */
export async function cancelOutboxMail(ctx: AppContext, id: string): Promise<OutboxMail> {
  await find(ctx, id);
  const [row] = await ctx.db
    .update(mailOutbox)
    .set({ status: 'cancelled' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
    .returning(COLUMNS);
  if (!row) throw new AppError('CONFLICT', M.cancelOnlyQueued);
  return asRead(row);
}
