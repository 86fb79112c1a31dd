import { pacificDate } from '@goodhours/domain';
import { and, eq, isNotNull, lt, lte } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { users } from '../db/schema/index.js';
import { runOncePerPeriod } from './claim.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { notifyStatusChange } from '../modules/users/index.js';

export interface DailyStatusResult {
  ran: boolean;
  deactivated: string[];
  reactivated: string[];
}

/**
 * The daily job at 00:01 Pacific (document 4 §8): people whose final day has passed become
 * inactive; paused people whose reactivation date has come become active again. Runs once per
 * Pacific day, across instances (runOncePerPeriod).
 */
export async function runDailyStatusJob(ctx: AppContext): Promise<DailyStatusResult> {
  const today = pacificDate(ctx.clock.now());
  const result = await runOncePerPeriod(ctx, 'daily-status', today, async (tx) => {
    const ending = await tx
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.isActive, true), isNotNull(users.endDate), lt(users.endDate, today)))
      .returning();
    for (const user of ending) {
      await revokeUserSessions(ctx, tx, user.id);
      await notifyStatusChange(ctx, tx, user, `became inactive after the final day ${user.endDate ?? ''}`);
    }
    const returning = await tx
      .update(users)
      .set({ isActive: true, endDate: null, reactivationDate: null })
      .where(
        and(eq(users.isActive, false), eq(users.isArchived, false), isNotNull(users.reactivationDate), lte(users.reactivationDate, today)),
      )
      .returning();
    for (const user of returning) await notifyStatusChange(ctx, tx, user, 'is active again after a pause');
    return { deactivated: ending.map((u) => u.id), reactivated: returning.map((u) => u.id) };
  });
  return result ? { ran: true, ...result } : { ran: false, deactivated: [], reactivated: [] };
}
