import { compareBadges, isNewBadge, type BadgeCollectionItem } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { assertMayViewTimeLog } from '../users/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
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
  return readCollection(ctx.db, userId);
}

/** A person's badges in badge order, each marked new or not for them (isNewBadge), whoever reads it. */
export async function readCollection(db: Db, userId: string): Promise<BadgeCollectionItem[]> {
  const rows = await db
    .select({
      id: badges.id,
      badgeName: badges.badgeName,
      type: badges.type,
      description: badges.description,
      imageUrl: badges.imageUrl,
      ranking: badges.ranking,
      excludedFromCount: badges.excludedFromCount,
      count: userBadges.count,
      lastModified: userBadges.lastModified,
      earnedDates: userBadges.earnedDates,
      hasBadgeDeletionImpact: userBadges.hasBadgeDeletionImpact,
      personalBest: users.personalBestMaxHrs,
      seenAt: users.badgesSeenAt,
    })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .innerJoin(users, eq(users.id, userBadges.userId))
    .where(eq(userBadges.userId, userId));
  return rows
    .map(({ count, lastModified, earnedDates, hasBadgeDeletionImpact, personalBest, seenAt, excludedFromCount, ...badge }) => ({
      badge,
      count,
      lastModified: lastModified.toISOString(),
      earnedDates: [...earnedDates].sort(),
      hasBadgeDeletionImpact,
      hours: badge.type === 'Personal Max' ? personalBest : null,
      isNew: isNewBadge({ lastModified, excludedFromCount }, seenAt),
    }))
    .sort((a, b) => compareBadges(a.badge, b.badge));
}
