import { pacificDate } from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { runOncePerPeriod } from './claim.js';
import { notifyRowUser } from '../modules/timer/index.js';
import { rowsOf } from '../db/raw.js';

export interface WeekClosePauseResult {
  ran: boolean;
  paused: string[];
}

/**
 * Saturday 23:58 Pacific (document 4 §5): every running timer pauses so that no time crosses the
 * week boundary, and its watchers are told `{ action: 'WEEK_CLOSE_PAUSE' }`. One statement
 * pauses them all (remaining = time - (now - startAt), chiming if that reached 0) and notifies
 * each person; runOncePerPeriod keeps it to once per week across instances.
 */
export async function runWeekClosePause(ctx: AppContext): Promise<WeekClosePauseResult> {
  const now = ctx.clock.now();
  const period = pacificDate(now);
  const paused = await runOncePerPeriod(ctx, 'week-close-pause', period, async (tx) => {
    const at = now.toISOString();
    const left = sql`time - greatest(0, floor(extract(epoch from (${at}::timestamptz - start_at)) * 1000))::bigint`;
    const result: unknown = await tx.execute(sql`
      with changed as (
        update timers
           set time = greatest(0, ${left}), chiming = chiming or ${left} <= 0,
               start_at = null, paused = true, updated_at = ${at}::timestamptz
         where started and not paused and start_at is not null
        returning user_id
      )
      select ${notifyRowUser('WEEK_CLOSE_PAUSE')}, user_id::text as "userId" from changed`);
    return rowsOf<{ userId: string }>(result).map((r) => r.userId);
  });
  return paused ? { ran: true, paused } : { ran: false, paused: [] };
}
