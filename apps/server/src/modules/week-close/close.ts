import { addMonths, weekOf } from '@goodhours/domain';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { timeOffRequests, users, weekCloseOutcomes, weekCloses } from '../../db/schema/index.js';
import { awardBadges } from '../badges/index.js';
import { giveBlueSquare } from '../infringements/index.js';
import { notifyWeekClosed } from '../timer/index.js';
import { decidePending, type PersonDecision } from './decide-pending.js';
import { queueSummaryDigests } from './digest.js';
import { closeDay } from './facts.js';

export interface WeekCloseResult {
  weekStart: string;
  /** People decided by this run (0 when another run, earlier or beside it, had done them all). */
  decided: number;
  blueSquares: number;
  exemptions: number;
  badges: number;
  /** The week was finished before this run began: nothing was read or changed. */
  alreadyClosed: boolean;
}

/**
 * One person's close in its own transaction (document 4 §6): the outcome row is written first,
 * and its key (week, person) makes every later or concurrent attempt stop there; then the blue
 * square with its email, the missed hours, the personal best and the badges. False when another
 * run had decided the person.
 */
async function closePerson(
  ctx: AppContext,
  weekStart: string,
  { person, decision, awards }: PersonDecision,
  notify: boolean,
): Promise<boolean> {
  const week = weekOf(weekStart);
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
        badgesEarned: awards.earned.map((b) => ({ id: b.id, name: b.badgeName })),
        decidedAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ userId: weekCloseOutcomes.userId });
    if (!claimed.length) return false;
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
    await awardBadges(
      tx,
      person.id,
      { earned: awards.earned.map((b) => b.id), replaced: awards.replaced },
      closeDay(week),
      ctx.clock.now(),
    );
    return true;
  });
}

/** The week's counts, from its outcomes (whichever run decided them). */
async function weekCounts(tx: Tx, weekStart: string) {
  const [row] = await tx
    .select({
      people: count(),
      blueSquares: count(weekCloseOutcomes.blueSquareReason),
      exemptions: count(weekCloseOutcomes.exemption),
      badges: sql<number>`coalesce(sum(jsonb_array_length(${weekCloseOutcomes.badgesEarned})), 0)::int`,
    })
    .from(weekCloseOutcomes)
    .where(eq(weekCloseOutcomes.weekStart, weekStart));
  return row ?? { people: 0, blueSquares: 0, exemptions: 0, badges: 0 };
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
  const result: WeekCloseResult = { weekStart, decided: 0, blueSquares: 0, exemptions: 0, badges: 0, alreadyClosed: !!claim?.finishedAt };
  if (result.alreadyClosed) return result;

  for (const pending of await decidePending(ctx.db, week)) {
    if (!(await closePerson(ctx, weekStart, pending, notify))) continue;
    result.decided++;
    result.badges += pending.awards.earned.length;
    if (pending.decision.blueSquare) result.blueSquares++;
    if (pending.decision.exemption) result.exemptions++;
  }

  await ctx.db.transaction(async (tx) => {
    // Time off that has ended by the close is removed (document 4 §6, step 7).
    await tx.delete(timeOffRequests).where(lt(timeOffRequests.endingDate, closeDay(week)));
    // Blue squares more than a year old move to the archive (step 8).
    await tx.execute(sql`
      with moved as (delete from infringements where date < ${addMonths(closeDay(week), -12)}::date returning *)
      insert into archived_infringements (id, user_id, date, description, created_at, archived_at)
      select id, user_id, date, description, created_at, ${ctx.clock.now().toISOString()}::timestamptz from moved`);
    const counts = await weekCounts(tx, weekStart);
    const finished = await tx
      .update(weekCloses)
      .set({ finishedAt: ctx.clock.now(), ...counts })
      .where(and(eq(weekCloses.weekStart, weekStart), sql`${weekCloses.finishedAt} is null`))
      .returning({ weekStart: weekCloses.weekStart });
    // The digests go with the week's end, once: only the run that finished the week sends them;
    // and every open page hears that its figures changed.
    if (finished.length && notify) {
      await queueSummaryDigests(ctx, tx, week);
      await notifyWeekClosed(tx, weekStart);
    }
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
