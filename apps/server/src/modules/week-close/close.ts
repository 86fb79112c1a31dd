import { decideWeekClose, weekOf, type WeekCloseDecision } from '@goodhours/domain';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { timeOffRequests, users, weekCloseOutcomes, weekCloses } from '../../db/schema/index.js';
import { giveBlueSquare } from '../infringements/index.js';
import { closeDay, pendingPeople, type PendingPerson } from './facts.js';

export interface WeekCloseResult {
  weekStart: string;
  /** People decided by this run (0 when another run, earlier or beside it, had done them all). */
  decided: number;
  blueSquares: number;
  exemptions: number;
  /** The week was finished before this run began: nothing was read or changed. */
  alreadyClosed: boolean;
}

/**
 * One person's close in its own transaction (document 4 §6): the outcome row is written first,
 * and its key (week, person) makes every later or concurrent attempt stop there; then the blue
 * square with its email, the missed hours and the personal best.
 */
async function closePerson(ctx: AppContext, weekStart: string, person: PendingPerson, notify: boolean): Promise<WeekCloseDecision | null> {
  const week = weekOf(weekStart);
  const decision = decideWeekClose(week, person);
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(weekCloseOutcomes)
      .values({
        weekStart,
        userId: person.id,
        tangibleSeconds: Math.round(person.tangibleSeconds),
        requiredHours: decision.requiredHours,
        summaryPresent: decision.summaryPresent,
        exemption: decision.exemption,
        blueSquareReason: decision.blueSquare?.reason ?? null,
        missedHoursBefore: person.missedHours,
        missedHoursAfter: decision.missedHoursAfter,
        personalBestAfter: decision.personalBestAfter,
        decidedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ userId: weekCloseOutcomes.userId });
    if (!claimed.length) return null;
    if (decision.blueSquare) {
      const square = await giveBlueSquare(ctx, tx, person, { date: week.end, description: decision.blueSquare.description }, { notify });
      await tx
        .update(weekCloseOutcomes)
        .set({ infringementId: square.id })
        .where(and(eq(weekCloseOutcomes.weekStart, weekStart), eq(weekCloseOutcomes.userId, person.id)));
    }
    await tx
      .update(users)
      .set({ missedHours: decision.missedHoursAfter, personalBestMaxHrs: decision.personalBestAfter })
      .where(eq(users.id, person.id));
    return decision;
  });
}

/** The week's counts, from its outcomes (whichever run decided them). */
async function weekCounts(tx: Tx, weekStart: string) {
  const [row] = await tx
    .select({
      people: count(),
      blueSquares: count(weekCloseOutcomes.blueSquareReason),
      exemptions: count(weekCloseOutcomes.exemption),
    })
    .from(weekCloseOutcomes)
    .where(eq(weekCloseOutcomes.weekStart, weekStart));
  return row ?? { people: 0, blueSquares: 0, exemptions: 0 };
}

/**
 * Closes the week that starts on `weekStart` (a Sunday), exactly once: the week is claimed in
 * `week_closes`, each person is decided in a transaction of their own (so a close cut short
 * resumes with the people it had not done, and two runs side by side decide each person once),
 * then the week-level steps run and the week is marked finished. `notify: false` sends no email
 * (the demo seed closing its past weeks, which are history).
 */
export async function runWeekClose(
  ctx: AppContext,
  weekStart: string,
  { notify = true }: { notify?: boolean } = {},
): Promise<WeekCloseResult> {
  const week = weekOf(weekStart);
  if (week.start !== weekStart) throw new Error(`a week starts on a Sunday, not ${weekStart}`);
  await ctx.db.insert(weekCloses).values({ weekStart, startedAt: ctx.clock.now() }).onConflictDoNothing();
  const [claim] = await ctx.db.select().from(weekCloses).where(eq(weekCloses.weekStart, weekStart));
  const result: WeekCloseResult = { weekStart, decided: 0, blueSquares: 0, exemptions: 0, alreadyClosed: !!claim?.finishedAt };
  if (result.alreadyClosed) return result;

  for (const person of await pendingPeople(ctx.db, week)) {
    const decision = await closePerson(ctx, weekStart, person, notify);
    if (!decision) continue;
    result.decided++;
    if (decision.blueSquare) result.blueSquares++;
    if (decision.exemption) result.exemptions++;
  }

  await ctx.db.transaction(async (tx) => {
    // Time off that has ended by the close is removed (document 4 §6, step 7).
    await tx.delete(timeOffRequests).where(lt(timeOffRequests.endingDate, closeDay(week)));
    const counts = await weekCounts(tx, weekStart);
    await tx
      .update(weekCloses)
      .set({ finishedAt: ctx.clock.now(), ...counts })
      .where(and(eq(weekCloses.weekStart, weekStart), sql`${weekCloses.finishedAt} is null`));
  });
  return result;
}

/** Weeks that were claimed but never finished: a close that was cut short. */
export async function unfinishedWeeks(ctx: AppContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ weekStart: weekCloses.weekStart })
    .from(weekCloses)
    .where(sql`${weekCloses.finishedAt} is null`)
    .orderBy(weekCloses.weekStart);
  return rows.map((r) => r.weekStart);
}
