import { WEEK_CLOSE_MESSAGES as M, weekOf, type WeekCloseResend } from '@goodhours/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { weekCloses } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { blueSquareMail } from '../../mail/blue-square-templates.js';
import { enqueueMail } from '../../mail/outbox.js';
import { queueSummaryDigests } from './digest.js';

/**
 * resendBlueSquareAndSummaryEmails: queues again the blue-square email of every square a closed
 * week gave that still stands (not waived or deleted since), with today's total count, and the
 * week's summary digests. Nothing is given or changed but the outbox.
 */
export async function resendWeekEmails(ctx: AppContext, weekStart: string): Promise<WeekCloseResend> {
  const [week] = await ctx.db.select().from(weekCloses).where(eq(weekCloses.weekStart, weekStart));
  if (!week) throw new AppError('NOT_FOUND', M.notClosed);
  return ctx.db.transaction(async (tx) => {
    const squares = rowsOf<{ userId: string; email: string; firstName: string; date: string; description: string; total: number }>(
      await tx.execute(sql`
        select u.id::text as "userId", u.email, u.first_name as "firstName", i.date::text as date, i.description,
               (select count(*)::int from infringements all_i where all_i.user_id = u.id) as total
          from week_close_outcomes o
          join infringements i on i.id = o.infringement_id
          join users u on u.id = o.user_id
         where o.week_start = ${weekStart}::date
         order by u.first_name, u.last_name, u.id`),
    );
    const now = ctx.clock.now();
    for (const s of squares) {
      await enqueueMail(
        tx,
        now,
        blueSquareMail({ ...s, to: s.email, profileUrl: `${ctx.config.publicUrl}/userprofile/${s.userId}#bluesquare` }),
      );
    }
    return { blueSquareEmails: squares.length, digests: await queueSummaryDigests(ctx, tx, weekOf(weekStart), true) };
  });
}
