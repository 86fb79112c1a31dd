import {
  BADGE_ADMIN_MESSAGES as M,
  BADGE_COUNT_MAX,
  hasAnyPermission,
  mergeBadgeCollection,
  pacificDate,
  type assignBadgesInput,
  type BadgeCollectionItem,
  type badgesSeenInput,
} from '@goodhours/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requirePermission, type AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { badges, userBadges, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { badgeCollection, readCollection } from './collection.js';

type Item = { badgeId: string; count: number; earnedDates: string[] };

/** True when `after` holds every date of `before` (as many times), and maybe more. */
function keepsDates(before: readonly string[], after: readonly string[]): boolean {
  const left = [...after];
  return before.every((d) => {
    const i = left.indexOf(d);
    if (i === -1) return false;
    left.splice(i, 1);
    return true;
  });
}

/**
 * Sets a person's badge collection (PUT badge/assign/{userId}): duplicates merged; what only adds
 * (a new badge, or a badge earned again with its dates kept) needs assignBadges, anything else (a
 * lower count, edited dates, a badge taken away) needs modifyBadgeAmount. An added award without a
 * date is dated today. Each badge changed is new for the person until they look (isNewBadge).
 */
export async function assignBadges(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  input: z.output<typeof assignBadgesInput>,
): Promise<BadgeCollectionItem[]> {
  const wanted = mergeBadgeCollection(input.badgeCollection);
  // Merged duplicates are bounded as one count is (and the schema's bound holds for direct calls too).
  if (wanted.some((w) => w.count > BADGE_COUNT_MAX || w.earnedDates.length > BADGE_COUNT_MAX))
    throw new AppError('VALIDATION', M.countInvalid, { badgeCollection: M.countInvalid });
  const today = pacificDate(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) throw new AppError('NOT_FOUND', M.userNotFound);
    if (!person.firstName.trim() || !person.lastName.trim()) throw new AppError('VALIDATION', M.incompleteUser);
    const ids = wanted.map((w) => w.badgeId);
    const known = ids.length ? await tx.select({ id: badges.id }).from(badges).where(inArray(badges.id, ids)) : [];
    if (known.length !== ids.length) throw new AppError('NOT_FOUND', M.badgeNotFound);
    const current = new Map<string, Item>(
      (await tx.select().from(userBadges).where(eq(userBadges.userId, userId))).map((r) => [
        r.badgeId,
        { badgeId: r.badgeId, count: r.count, earnedDates: r.earnedDates },
      ]),
    );

    const gone = [...current.keys()].filter((id) => !ids.includes(id));
    let modifies = gone.length > 0;
    let adds = false;
    const rows = wanted.map((w) => {
      const before = current.get(w.badgeId);
      const grows = !before || (w.count >= before.count && keepsDates(before.earnedDates, w.earnedDates));
      const changed = !before || w.count !== before.count || w.earnedDates.join() !== [...before.earnedDates].sort().join();
      if (changed && grows) adds = true;
      if (changed && !grows) modifies = true;
      const delta = w.count - (before?.count ?? 0);
      // Awards added without a date are dated today by the database, counted, never listed here.
      const undated = grows ? Math.min(Math.max(0, delta), Math.max(0, w.count - w.earnedDates.length), BADGE_COUNT_MAX) : 0;
      return { ...w, undated, changed };
    });
    if (modifies && !hasAnyPermission(caller, ['modifyBadgeAmount'])) throw new AppError('FORBIDDEN', M.modifyRefused);
    if (adds) requirePermission(caller, 'assignBadges', 'modifyBadgeAmount');

    if (gone.length) await tx.delete(userBadges).where(sql`${userBadges.userId} = ${userId} and ${inArray(userBadges.badgeId, gone)}`);
    for (const row of rows.filter((r) => r.changed)) {
      await tx
        .insert(userBadges)
        .values({ userId, badgeId: row.badgeId, count: row.count, earnedDates: row.earnedDates, lastModified: ctx.clock.now() })
        .onConflictDoUpdate({
          target: [userBadges.userId, userBadges.badgeId],
          set: { count: row.count, earnedDates: row.earnedDates, lastModified: ctx.clock.now() },
        });
      if (row.undated > 0)
        await tx
          .update(userBadges)
          .set({ earnedDates: sql`${userBadges.earnedDates} || array_fill(${today}::text, array[${row.undated}::int])` })
          .where(sql`${userBadges.userId} = ${userId} and ${userBadges.badgeId} = ${row.badgeId}`);
    }
  });
  return badgeCollection(ctx, caller, userId, { skipCheck: true });
}

/** How many of a person's badges are new (the rows their Badges tab shows as new): one's own, or anyone's with getUserProfiles. */
export async function badgeCount(ctx: AppContext, caller: AuthUser, userId: string): Promise<{ count: number }> {
  if (caller.id !== userId) requirePermission(caller, 'getUserProfiles');
  const [person] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!person) throw new AppError('NOT_FOUND', M.userNotFound);
  return { count: (await readCollection(ctx.db, userId)).filter((b) => b.isNew).length };
}

/**
 * One's own Badges tab was looked at: what it showed (changes up to `seenUpTo`, never later than
 * now) is no longer new. The moment only moves forward; the answer is how many badges are still new.
 * Only the person's own look counts: the route takes no person, so a leader reading a member's
 * badges marks nothing for the member.
 */
export async function resetBadgeCount(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof badgesSeenInput>,
): Promise<{ count: number }> {
  const now = ctx.clock.now();
  const asked = input?.seenUpTo ? new Date(input.seenUpTo) : now;
  const upTo = asked.getTime() < now.getTime() ? asked : now;
  await ctx.db
    .update(users)
    .set({ badgesSeenAt: sql`greatest(${users.badgesSeenAt}, ${upTo.toISOString()}::timestamptz)` })
    .where(eq(users.id, caller.id));
  return badgeCount(ctx, caller, caller.id);
}
