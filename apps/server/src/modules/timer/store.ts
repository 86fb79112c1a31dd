import { type TimerOutcome, type TimerState, newTimerState } from '@goodhours/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { timers } from '../../db/schema/index.js';
import { notifyRowUser, notifyTimerChange } from './notify.js';

/** Persistence of the timers (document 4 §5: state persisted on every change). */

type TimerRow = typeof timers.$inferSelect;

export function stateFromRow(row: TimerRow | undefined): TimerState {
  if (!row) return newTimerState();
  return {
    time: row.time,
    startAt: row.startAt ? row.startAt.getTime() : null,
    goal: row.goal,
    initialGoal: row.initialGoal,
    paused: row.paused,
    forcedPause: row.forcedPause,
    started: row.started,
    chiming: row.chiming,
  };
}

function columnsOf(state: TimerState, now: Date) {
  return {
    time: Math.round(state.time),
    startAt: state.startAt === null ? null : new Date(state.startAt),
    goal: Math.round(state.goal),
    initialGoal: state.initialGoal,
    paused: state.paused,
    forcedPause: state.forcedPause,
    started: state.started,
    chiming: state.chiming,
    updatedAt: now,
  };
}

const sameState = (a: TimerState, b: TimerState) => (Object.keys(a) as (keyof TimerState)[]).every((key) => a[key] === b[key]);

/** A person's timer; someone who never used it has a fresh one (nothing is stored for it). */
export async function readTimer(ctx: AppContext, userId: string): Promise<TimerState> {
  const [row] = await ctx.db.select().from(timers).where(eq(timers.userId, userId));
  return stateFromRow(row);
}

/**
 * Changes one person's timer under a row lock (so tabs and server instances cannot overwrite each
 * other), stores it and notifies every instance in the same transaction. With `quiet`, a change
 * that leaves the state as it was writes and tells nothing.
 */
export async function changeTimer(
  ctx: AppContext,
  userId: string,
  change: (state: TimerState, now: number) => TimerOutcome,
  options: { quiet?: boolean } = {},
): Promise<TimerOutcome> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(timers)
      .values({ userId, ...columnsOf(newTimerState(), now) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(timers).where(eq(timers.userId, userId)).for('update');
    const before = stateFromRow(row);
    const outcome = change(before, now.getTime());
    if (!outcome.ok || (options.quiet && sameState(before, outcome.state))) return outcome;
    await tx.update(timers).set(columnsOf(outcome.state, now)).where(eq(timers.userId, userId));
    await notifyTimerChange(tx, { userId });
    return outcome;
  });
}

/**
 * Every running timer whose time is up pauses and chimes (or only `userId`'s): one statement,
 * which also notifies each person changed. Called when a timer's zero instant arrives.
 */
export async function finishDueTimers(ctx: AppContext, userId?: string): Promise<void> {
  const now = ctx.clock.now().toISOString();
  const onlyOne = userId ? sql`and user_id = ${userId}` : sql``;
  await ctx.db.execute(sql`
    with changed as (
      update timers
         set time = 0, start_at = null, paused = true, chiming = true, updated_at = ${now}::timestamptz
       where started and not paused and start_at is not null
         and start_at + time * interval '1 millisecond' <= ${now}::timestamptz
         ${onlyOne}
      returning user_id
    )
    select ${notifyRowUser()} from changed`);
}

/** The timers running now, to arm their zero checks (at start-up). */
export async function runningTimers(ctx: AppContext): Promise<{ userId: string; state: TimerState }[]> {
  const rows = await ctx.db
    .select()
    .from(timers)
    .where(and(eq(timers.started, true), eq(timers.paused, false), isNotNull(timers.startAt)));
  return rows.map((row) => ({ userId: row.userId, state: stateFromRow(row) }));
}
