import { formatDay, WEEK_CLOSE_MESSAGES as M, weekOf, type WeekCloseOutcome } from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { infringements, users, weekCloseOutcomes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { blueSquareWaivedMail } from '../../mail/blue-square-templates.js';
import { closeOutcomes } from './read.js';

/**
 * Waives the blue square a close gave one person: the square is removed, the outcome keeps when,
 * by whom and why, and the person is told by email, all in one transaction. Once only.
 */
export async function waiveBlueSquare(
  ctx: AppContext,
  caller: AuthUser,
  weekStart: string,
  userId: string,
  reason: string,
): Promise<WeekCloseOutcome> {
  return ctx.db.transaction(async (tx) => {
    const which = and(eq(weekCloseOutcomes.weekStart, weekStart), eq(weekCloseOutcomes.userId, userId));
    const [outcome] = await tx.select().from(weekCloseOutcomes).where(which).for('update');
    if (!outcome) throw new AppError('NOT_FOUND', M.noOutcome);
    if (!outcome.blueSquareReason) throw new AppError('CONFLICT', M.noBlueSquare);
    if (outcome.waivedAt) throw new AppError('CONFLICT', M.alreadyWaived);
    const now = ctx.clock.now();
    if (outcome.infringementId) await tx.delete(infringements).where(eq(infringements.id, outcome.infringementId));
    await tx.update(weekCloseOutcomes).set({ waivedAt: now, waivedBy: caller.id, waiveReason: reason, infringementId: null }).where(which);

    const [person] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    if (person) {
      const week = weekOf(weekStart);
      const when = `the week of ${formatDay(week.start)} to ${formatDay(week.end)}`;
      const profileUrl = `${ctx.config.publicUrl}/userprofile/${userId}#bluesquare`;
      await enqueueMail(tx, now, blueSquareWaivedMail({ to: person.email, firstName: person.firstName, when, reason, profileUrl }));
    }
    const [after] = await closeOutcomes(tx, weekStart, userId);
    if (!after) throw new Error('the waived outcome vanished');
    return after;
  });
}
