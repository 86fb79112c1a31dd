import { addDays, pacificWeek } from '@goodhours/domain';
import { max } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { weekCloses } from '../../db/schema/index.js';
import { runWeekClose, unfinishedWeeks, type WeekCloseResult } from './close.js';

/**
 * The weeks to close now, oldest first: any close that was cut short, then every week that has
 * ended since the last one closed (a server down at Sunday midnight catches up at start, each
 * week with its own data). With no close on record, the week just ended.
 */
export async function dueWeeks(ctx: AppContext): Promise<string[]> {
  const lastEnded = pacificWeek(ctx.clock.now(), 1).start;
  const [row] = await ctx.db.select({ latest: max(weekCloses.weekStart) }).from(weekCloses);
  const weeks = new Set(await unfinishedWeeks(ctx));
  let next = row?.latest ? addDays(row.latest, 7) : lastEnded;
  for (; next <= lastEnded; next = addDays(next, 7)) weeks.add(next);
  return [...weeks].sort();
}

/** Closes every due week in order (the scheduler's Sunday 00:00 job, and the catch-up at start). */
export async function runDueWeekCloses(ctx: AppContext): Promise<WeekCloseResult[]> {
  const results: WeekCloseResult[] = [];
  for (const week of await dueWeeks(ctx)) results.push(await runWeekClose(ctx, week));
  return results;
}
