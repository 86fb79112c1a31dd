import {
  hoursFromSeconds,
  pacificWeek,
  WEEK_CLOSE_MESSAGES,
  weekOf,
  type WeekClose,
  type WeekCloseDetail,
  type WeekCloseOutcome,
  type WeekClosePreview,
} from '@goodhours/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { weekCloses } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { decidePending } from './decide-pending.js';

const closeDto = (row: typeof weekCloses.$inferSelect): WeekClose => ({
  weekStart: row.weekStart,
  weekEnd: weekOf(row.weekStart).end,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  people: row.people,
  blueSquares: row.blueSquares,
  exemptions: row.exemptions,
  badges: row.badges,
});

/** Every close on record, newest week first. */
export async function weekCloseHistory(ctx: AppContext): Promise<WeekClose[]> {
  const rows = await ctx.db.select().from(weekCloses).orderBy(desc(weekCloses.weekStart));
  return rows.map(closeDto);
}

/** A closed week's outcomes (or one person's), by name, with the blue square each was given while it exists. */
export async function closeOutcomes(db: Tx, weekStart: string, only?: string): Promise<WeekCloseOutcome[]> {
  const result: unknown = await db.execute(sql`
    select o.user_id::text as "userId", u.first_name as "firstName", u.last_name as "lastName", u.role,
           o.tangible_seconds::float8 as "tangibleSeconds", o.required_hours as "requiredHours",
           o.summary_present as "summaryPresent", o.exemption, o.blue_square_reason as "blueSquareReason",
           i.description as "blueSquare", i.id::text as "infringementId",
           o.missed_hours_before as "missedHoursBefore", o.missed_hours_after as "missedHoursAfter",
           o.personal_best_after as "personalBestAfter", o.badges_earned as "badgesEarned",
           case when o.waived_at is null then null
                else json_build_object('at', o.waived_at, 'reason', o.waive_reason,
                                       'by', coalesce(w.first_name || ' ' || w.last_name, 'someone no longer here')) end as waived
      from week_close_outcomes o
      join users u on u.id = o.user_id
      left join users w on w.id = o.waived_by
      left join infringements i on i.id = o.infringement_id
     where o.week_start = ${weekStart}::date ${only ? sql`and o.user_id = ${only}::uuid` : sql``}
     order by u.first_name, u.last_name, u.id`);
  // Hours by the same rounding as the decision that was stored (decideWeekClose).
  return rowsOf<Omit<WeekCloseOutcome, 'tangibleHours'> & { tangibleSeconds: number }>(result).map(
    ({ tangibleSeconds, ...o }): WeekCloseOutcome => ({ ...o, tangibleHours: hoursFromSeconds(tangibleSeconds) }),
  );
}

/** One closed week and its outcomes. */
export async function weekCloseDetail(ctx: AppContext, weekStart: string): Promise<WeekCloseDetail> {
  const [row] = await ctx.db.select().from(weekCloses).where(eq(weekCloses.weekStart, weekStart));
  if (!row) throw new AppError('NOT_FOUND', WEEK_CLOSE_MESSAGES.notClosed);
  return { ...closeDto(row), outcomes: await closeOutcomes(ctx.db, weekStart) };
}

/**
 * What the close would do if the current week ended now: the same facts and the same decisions
 * as the real close (decidePending), nothing written.
 */
export async function weekClosePreview(ctx: AppContext): Promise<WeekClosePreview> {
  const week = pacificWeek(ctx.clock.now());
  const outcomes = (await decidePending(ctx.db, week)).map(({ person, decision: d, awards }): WeekCloseOutcome => {
    return {
      userId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      tangibleHours: d.tangibleHours,
      requiredHours: d.requiredHours,
      summaryPresent: d.summaryPresent,
      exemption: d.exemption,
      blueSquareReason: d.blueSquare?.reason ?? null,
      blueSquare: d.blueSquare?.description ?? null,
      infringementId: null,
      missedHoursBefore: person.missedHours,
      missedHoursAfter: d.missedHoursAfter,
      personalBestAfter: d.personalBestAfter,
      badgesEarned: awards.earned.map((b) => ({ id: b.id, name: b.badgeName })),
      waived: null,
    };
  });
  return {
    weekStart: week.start,
    weekEnd: week.end,
    people: outcomes.length,
    blueSquares: outcomes.filter((o) => o.blueSquareReason).length,
    exemptions: outcomes.filter((o) => o.exemption).length,
    badges: outcomes.reduce((n, o) => n + o.badgesEarned.length, 0),
    outcomes,
  };
}
