import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { mailOutbox } from '../../db/schema/index.js';
import { AppError, parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';

const outboxQuery = z.object({
  status: z.enum(['queued', 'sent', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export function emailRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Document 4 §9: the outbox is readable by Owners.
  app.get('/api/emailoutbox', async (request) => {
    const caller = await requireUser(ctx, request);
    if (caller.role !== 'Owner') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    const { status, limit } = parseInput(outboxQuery, request.query);
    const rows = await ctx.db
      .select()
      .from(mailOutbox)
      .where(status ? eq(mailOutbox.status, status) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit);
    return rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    }));
  });
}
