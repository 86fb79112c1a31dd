import { compareBadges, type BadgeCollectionItem } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { badges, userBadges } from '../../db/schema/index.js';

/** A person's badge collection, in badge order (document 4 §7). */
export async function badgeCollection(ctx: AppContext, userId: string): Promise<BadgeCollectionItem[]> {
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
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId));
  return rows
    .map(({ count, lastModified, earnedDates, hasBadgeDeletionImpact, ...badge }) => ({
      badge,
      count,
      lastModified: lastModified.toISOString(),
      earnedDates: [...earnedDates].sort(),
      hasBadgeDeletionImpact,
    }))
    .sort((a, b) => compareBadges(a.badge, b.badge));
}
