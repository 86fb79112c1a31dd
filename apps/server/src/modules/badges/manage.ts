import { BADGE_ADMIN_MESSAGES as M, compareBadges, type BadgeAdmin, type badgeInput } from '@goodhours/domain';
import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badges, userBadges } from '../../db/schema/index.js';
import { refusingDuplicates } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';

type BadgeRow = typeof badges.$inferSelect;

const dto = ({ createdAt: _created, ...row }: BadgeRow, holders: number): BadgeAdmin => ({ ...row, holders });

/** Badges with how many people hold each: all of them, or those `where` keeps. */
function withHolders(db: Tx, where?: SQL) {
  return db
    .select({ badge: badges, holders: count(userBadges.userId) })
    .from(badges)
    .leftJoin(userBadges, eq(userBadges.badgeId, badges.id))
    .where(where)
    .groupBy(badges.id);
}

/** Every badge in badge order (ranking, 0 last, then name), with how many people hold each. */
export async function listBadges(ctx: AppContext): Promise<BadgeAdmin[]> {
  const rows = await withHolders(ctx.db);
  return rows.map((r) => dto(r.badge, r.holders)).sort(compareBadges);
}

async function badgeById(tx: Tx, id: string): Promise<BadgeAdmin> {
  const [row] = await withHolders(tx, eq(badges.id, id));
  if (!row) throw new AppError('NOT_FOUND', M.badgeNotFound);
  return dto(row.badge, row.holders);
}

const nameTaken = () => new AppError('CONFLICT', M.nameTaken, { badgeName: M.nameTaken });

/** A badge name is taken whatever its case; the unique index holds it under races. */
async function assertNameFree(tx: Tx, badgeName: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${badges.badgeName}) = lower(${badgeName})`;
  const [clash] = await tx
    .select({ id: badges.id })
    .from(badges)
    .where(exceptId ? and(same, ne(badges.id, exceptId)) : same);
  if (clash) throw nameTaken();
}

/** The columns a badge's type uses; the others are cleared, so a changed type leaves no stale criteria. */
function columnsOf(input: z.output<typeof badgeInput>) {
  const t = input.type;
  return {
    badgeName: input.badgeName,
    description: input.description,
    type: t,
    ranking: input.ranking,
    excludedFromCount: input.excludedFromCount,
    multiple: t === 'Minimum Hours Multiple' ? input.multiple : null,
    totalHrs: t === 'X Hours for X Week Streak' || t === 'Total Hrs in Category' ? input.totalHrs : null,
    weeks: t === 'X Hours for X Week Streak' ? input.weeks : null,
    months: t === 'No Infringement Streak' ? input.months : null,
    people: t === 'Lead a team of X+' ? input.people : null,
    category: t === 'Total Hrs in Category' ? input.category : null,
    ...(input.image !== undefined ? { imageUrl: input.image } : {}),
  };
}

const guarded = <T>(work: () => Promise<T>): Promise<T> => refusingDuplicates(work, nameTaken);

export async function createBadge(ctx: AppContext, input: z.output<typeof badgeInput>): Promise<BadgeAdmin> {
  return guarded(() =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, input.badgeName);
      const [row] = await tx
        .insert(badges)
        .values({ ...columnsOf(input), createdAt: ctx.clock.now() })
        .returning();
      if (!row) throw new Error('badge insert returned nothing');
      return dto(row, 0);
    }),
  );
}

export async function updateBadge(ctx: AppContext, id: string, input: z.output<typeof badgeInput>): Promise<BadgeAdmin> {
  return guarded(() =>
    ctx.db.transaction(async (tx) => {
      await badgeById(tx, id);
      await assertNameFree(tx, input.badgeName, id);
      await tx.update(badges).set(columnsOf(input)).where(eq(badges.id, id));
      return badgeById(tx, id);
    }),
  );
}

/** Deletes a badge; everyone's copy of it goes with it (the foreign key cascades). */
export async function deleteBadge(ctx: AppContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(badges).where(eq(badges.id, id)).returning({ id: badges.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', M.badgeNotFound);
}
