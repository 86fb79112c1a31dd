import { compareBadges, type BadgeCollectionItem } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { assertMayViewTimeLog } from '../users/index.js';
import type { AppContext } from '../../context.js';
import { badges, userBadges, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../auth/sessions.js';

/**
 * A person's badge collection, in badge order (document 4 §7), for whoever may read their time log
 * (its Badges tab; decision 065): the person, Owners, Administrators, readers of time logs and the
 * person's team leaders.
 */
export async function badgeCollection(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  { skipCheck = false }: { skipCheck?: boolean } = {},
): Promise<BadgeCollectionItem[]> {
  if (!skipCheck) await assertMayViewTimeLog(ctx.db, caller, userId);
  const rows = await ctx.db
    .select({
      id: badges.id,
      badgeName: badges.badgeName,
      type: badges.type,
      description: badges.description,
      imageUrl: badges.imageUrl,
      ranking: badges.ranking,
      count: userBadges.count,
      lastModified: userBadges.lastModified,
      earnedDates: userBadges.earnedDates,
      hasBadgeDeletionImpact: userBadges.hasBadgeDeletionImpact,
      personalBest: users.personalBestMaxHrs,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .innerJoin(users, eq(users.id, userBadges.userId))
    .where(eq(userBadges.userId, userId));
  return rows
    .map(({ count, lastModified, earnedDates, hasBadgeDeletionImpact, personalBest, ...badge }) => ({
      badge,
      count,
      lastModified: lastModified.toISOString(),
      earnedDates: [...earnedDates].sort(),
      hasBadgeDeletionImpact,
      hours: badge.type === 'Personal Max' ? personalBest : null,
    }))
    .sort((a, b) => compareBadges(a.badge, b.badge));
}
