import { and, asc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import {
  managesTimeOff,
  MESSAGES,
  pacificDate,
  readsEveryonesTimeOff,
  startsInPastWeek,
  TIME_OFF_MESSAGES,
  timeOffHasStarted,
  timeOffWeeks,
  type setTimeOffRequestInput,
  type TimeOffRequest,
  type TimeOffRequestsByUser,
  type TimeOffSpan,
  type updateTimeOffRequestInput,
} from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { timeOffRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { AuthUser } from '../../auth/sessions.js';

type Row = typeof timeOffRequests.$inferSelect;

const dto = (r: Row): TimeOffRequest => ({
  id: r.id,
  requestFor: r.userId,
  startingDate: r.startingDate,
  endingDate: r.endingDate,
  duration: r.duration,
  reason: r.reason,
  createdDate: r.createdAt.toISOString(),
});

const today = (ctx: AppContext) => pacificDate(ctx.clock.now());

/**
 * Requests grouped by person. Readers of everyone's time off see all (or one person's with
 * `userId`); everyone else sees only their own.
 */
export async function listTimeOffRequests(ctx: AppContext, caller: AuthUser, userId: string | undefined): Promise<TimeOffRequestsByUser> {
  let filter: SQL | undefined;
  if (readsEveryonesTimeOff(caller)) {
    filter = userId ? eq(timeOffRequests.userId, userId) : undefined;
  } else {
    if (userId && userId !== caller.id) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    filter = eq(timeOffRequests.userId, caller.id);
  }
  const rows = await ctx.db
    .select()
    .from(timeOffRequests)
    .where(filter)
    .orderBy(asc(timeOffRequests.userId), asc(timeOffRequests.startingDate));
  const grouped: TimeOffRequestsByUser = {};
  for (const row of rows) (grouped[row.userId] ??= []).push(dto(row));
  return grouped;
}

/** Locks the person's row so that two overlapping requests cannot both pass the check. */
async function lockPerson(tx: Tx, userId: string): Promise<void> {
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
}

async function refuseOverlap(tx: Tx, userId: string, span: TimeOffSpan, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select()
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.userId, userId),
        lte(timeOffRequests.startingDate, span.endingDate),
        gte(timeOffRequests.endingDate, span.startingDate),
        exceptId ? ne(timeOffRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('CONFLICT', TIME_OFF_MESSAGES.overlaps(clash.startingDate, clash.endingDate));
}

function refusePastWeek(startingDate: string, now: string): void {
  if (startsInPastWeek(startingDate, now)) {
    throw new AppError('VALIDATION', TIME_OFF_MESSAGES.startInPastWeek, { startingDate: TIME_OFF_MESSAGES.startInPastWeek });
  }
}

/** Own requests need only sign-in; for someone else the caller needs manageTimeOffRequests. */
export async function createTimeOffRequest(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof setTimeOffRequestInput>,
): Promise<TimeOffRequest> {
  if (input.requestFor !== caller.id && !managesTimeOff(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  refusePastWeek(input.startingDate, today(ctx));
  const span = timeOffWeeks(input.startingDate, input.duration);
  return ctx.db.transaction(async (tx) => {
    await lockPerson(tx, input.requestFor);
    await refuseOverlap(tx, input.requestFor, span);
    const [row] = await tx
      .insert(timeOffRequests)
      .values({ userId: input.requestFor, ...span, duration: input.duration, reason: input.reason, createdAt: ctx.clock.now() })
      .returning();
    if (!row) throw new Error('time-off insert returned nothing');
    return dto(row);
  });
}

async function requestById(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx.select().from(timeOffRequests).where(eq(timeOffRequests.id, id));
  if (!row) throw new AppError('NOT_FOUND', TIME_OFF_MESSAGES.notFound);
  return row;
}

function refuseOthers(caller: AuthUser, row: Row): void {
  if (row.userId !== caller.id && !managesTimeOff(caller)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Own requests change only before they start; managers change any. The weeks are re-snapped. */
export async function updateTimeOffRequest(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  input: z.output<typeof updateTimeOffRequestInput>,
): Promise<TimeOffRequest> {
  const now = today(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await requestById(tx, id);
    refuseOthers(caller, current);
    if (!managesTimeOff(caller) && timeOffHasStarted(current, now)) {
      throw new AppError('FORBIDDEN', TIME_OFF_MESSAGES.alreadyStarted);
    }
    if (input.startingDate !== undefined) refusePastWeek(input.startingDate, now);
    const duration = input.duration ?? current.duration;
    const span = timeOffWeeks(input.startingDate ?? current.startingDate, duration);
    await lockPerson(tx, current.userId);
    await refuseOverlap(tx, current.userId, span, id);
    const [row] = await tx
      .update(timeOffRequests)
      .set({ ...span, duration, reason: input.reason ?? current.reason })
      .where(eq(timeOffRequests.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', TIME_OFF_MESSAGES.notFound);
    return dto(row);
  });
}

export async function deleteTimeOffRequest(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    refuseOthers(caller, await requestById(tx, id));
    await tx.delete(timeOffRequests).where(eq(timeOffRequests.id, id));
  });
}
