import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_WARNING_DOTS,
  MESSAGES,
  mayWarn,
  mayWarnPerson,
  pacificDate,
  WARNING_MESSAGES as M,
  type UserWarnings,
  type WarningPermission,
  type WarningTracker,
} from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { userWarnings, warningTrackers } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordInfringement } from '../infringements/index.js';

function requireWarningPermission(caller: AuthUser, permission: WarningPermission): void {
  if (!mayWarn(caller, permission)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

const trackerColumns = {
  id: warningTrackers.id,
  title: warningTrackers.title,
  isActive: warningTrackers.isActive,
  isPermanent: warningTrackers.isPermanent,
};

export async function listTrackers(ctx: AppContext): Promise<WarningTracker[]> {
  return ctx.db.select(trackerColumns).from(warningTrackers).orderBy(asc(warningTrackers.title));
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

async function titleFree(ctx: AppContext, title: string, exceptId?: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: warningTrackers.id })
    .from(warningTrackers)
    .where(sql`lower(${warningTrackers.title}) = lower(${title})`);
  if (row && row.id !== exceptId) throw new AppError('VALIDATION', M.titleTaken, { newWarning: M.titleTaken });
}

export async function addTracker(ctx: AppContext, title: string, isPermanent: boolean): Promise<WarningTracker> {
  await titleFree(ctx, title);
  try {
    const [row] = await ctx.db.insert(warningTrackers).values({ title, isPermanent, createdAt: ctx.clock.now() }).returning(trackerColumns);
    if (!row) throw new Error('tracker insert returned nothing');
    return row;
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('VALIDATION', M.titleTaken, { newWarning: M.titleTaken });
    throw e;
  }
}

async function updateTracker(ctx: AppContext, id: string, set: Partial<typeof warningTrackers.$inferInsert>): Promise<WarningTracker> {
  const [row] = await ctx.db.update(warningTrackers).set(set).where(eq(warningTrackers.id, id)).returning(trackerColumns);
  if (!row) throw new AppError('NOT_FOUND', M.trackerNotFound);
  return row;
}

export async function renameTracker(ctx: AppContext, id: string, title: string): Promise<WarningTracker> {
  await titleFree(ctx, title, id);
  return updateTracker(ctx, id, { title });
}

/** Deactivating needs deactivateWarningTracker, reactivating reactivateWarningTracker. */
export async function setTrackerActive(ctx: AppContext, caller: AuthUser, id: string, active: boolean): Promise<WarningTracker> {
  requireWarningPermission(caller, active ? 'reactivateWarningTracker' : 'deactivateWarningTracker');
  return updateTracker(ctx, id, { isActive: active });
}

/** Deleting a tracker removes every person's warnings of it (the foreign key cascades). */
export async function deleteTracker(ctx: AppContext, id: string): Promise<void> {
  const removed = await ctx.db.delete(warningTrackers).where(eq(warningTrackers.id, id)).returning({ id: warningTrackers.id });
  if (!removed.length) throw new AppError('NOT_FOUND', M.trackerNotFound);
}

/** The warnings of many people on the active trackers, in one query (one request per page of rows). */
export async function warningsOf(ctx: AppContext, caller: AuthUser, userIds: string[]): Promise<UserWarnings[]> {
  const ids = [...new Set(userIds)];
  if (!(ids.length === 1 && ids[0] === caller.id)) requireWarningPermission(caller, 'viewTrackingOverview');
  return readWarnings(ctx, ids);
}

async function readWarnings(ctx: AppContext, ids: string[]): Promise<UserWarnings[]> {
  const trackers = await ctx.db
    .select(trackerColumns)
    .from(warningTrackers)
    .where(eq(warningTrackers.isActive, true))
    .orderBy(asc(warningTrackers.title));
  const rows = await ctx.db
    .select({
      id: userWarnings.id,
      userId: userWarnings.userId,
      trackerId: userWarnings.trackerId,
      color: userWarnings.color,
      date: userWarnings.date,
    })
    .from(userWarnings)
    .innerJoin(warningTrackers, eq(warningTrackers.id, userWarnings.trackerId))
    .where(and(inArray(userWarnings.userId, ids), eq(warningTrackers.isActive, true)))
    .orderBy(asc(userWarnings.date), asc(userWarnings.createdAt));
  return ids.map((userId) => ({
    userId,
    groups: trackers.map((t) => ({
      trackerId: t.id,
      title: t.title,
      warnings: rows.filter((r) => r.userId === userId && r.trackerId === t.id).map(({ userId: _u, ...w }) => w),
    })),
  }));
}

/**
 * A yellow warning (issueTrackingWarnings) or a blue square (issueBlueSquare): a red dot and, in
 * the same transaction, a blue square on the person's profile with its email. Never to oneself.
 */
export async function issueWarning(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  trackerId: string,
  color: 'yellow' | 'red',
): Promise<UserWarnings> {
  requireWarningPermission(caller, color === 'red' ? 'issueBlueSquare' : 'issueTrackingWarnings');
  if (!mayWarnPerson(caller.id, userId)) throw new AppError('FORBIDDEN', M.notYourself);
  const date = pacificDate(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [tracker] = await tx.select(trackerColumns).from(warningTrackers).where(eq(warningTrackers.id, trackerId)).for('update');
    if (!tracker) throw new AppError('NOT_FOUND', M.trackerNotFound);
    if (!tracker.isActive) throw new AppError('CONFLICT', M.trackerInactive);
    const [issued] = await tx
      .select({ n: count() })
      .from(userWarnings)
      .where(and(eq(userWarnings.userId, userId), eq(userWarnings.trackerId, trackerId)));
    if ((issued?.n ?? 0) >= MAX_WARNING_DOTS) throw new AppError('CONFLICT', M.tooMany);
    if (color === 'red')
      await recordInfringement(ctx, tx, caller, userId, { date, description: `Blue square from the warning tracker: ${tracker.title}` });
    else await assertPerson(tx, userId);
    await tx.insert(userWarnings).values({ userId, trackerId, color, date, issuedBy: caller.id, createdAt: ctx.clock.now() });
  });
  const [result] = await readWarnings(ctx, [userId]);
  return result as UserWarnings;
}

async function assertPerson(tx: Tx, userId: string): Promise<void> {
  if (!rowsOf(await tx.execute(sql`select 1 from users where id = ${userId}`)).length)
    throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
}

/** Deletes one of the person's warnings (the route's rule: deleteWarning, or an Owner or Administrator). */
export async function deleteWarning(ctx: AppContext, userId: string, warningId: string): Promise<UserWarnings> {
  const removed = await ctx.db
    .delete(userWarnings)
    .where(and(eq(userWarnings.id, warningId), eq(userWarnings.userId, userId)))
    .returning({ id: userWarnings.id });
  if (!removed.length) throw new AppError('NOT_FOUND', M.warningNotFound);
  const [result] = await readWarnings(ctx, [userId]);
  return result as UserWarnings;
}
