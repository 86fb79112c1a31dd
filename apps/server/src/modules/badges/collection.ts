import { compareBadges, type BadgeCollectionItem } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { badges, userBadges, users } from '../../db/schema/index.js';
import { requirePermission, type AuthUser } from '../../auth/sessions.js';

/**
 * A person's badge collection, in badge order (document 4 §7): the profile's Badge Summary shows
 * one's own badges, or anyone's with getUserProfiles.
 */
export async function badgeCollection(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  { skipCheck = false }: { skipCheck?: boolean } = {},
): Promise<BadgeCollectionItem[]> {
  if (!skipCheck && caller.id !== userId) requirePermission(caller, 'getUserProfiles');
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
