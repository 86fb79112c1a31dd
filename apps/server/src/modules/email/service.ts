import { desc, eq } from 'drizzle-orm';
import type { OutboxMail, outboxQuery } from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { mailOutbox } from '../../db/schema/index.js';

/**
 * The newest emails of the outbox (document 4 §9). The body of an email that carries a secret
 * is never read out: it belongs to its recipient alone.
 */
export async function listOutbox(ctx: AppContext, { status, limit }: z.output<typeof outboxQuery>): Promise<OutboxMail[]> {
  const rows = await ctx.db
    .select({
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
    })
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map(({ carriesSecret, text, ...mail }) => ({ ...mail, text: carriesSecret ? null : text, bodyHidden: carriesSecret }));
}
