import { sql, type SQL } from 'drizzle-orm';

/**
 * The one source of a week's hours per person (the leaderboard, the summary bar, the hours bell
 * and Team Member Tasks): a subquery over person_week_totals (kept by triggers on time_entries,
 * migration 0006) with one row per person who logged time that week, in seconds:
 * `user_id, tangible_seconds, intangible_seconds, total_seconds`. Join it on `user_id` with a
 * left join and `coalesce(…, 0)`: a person without a row logged nothing. `weekStart` is the
 * Sunday `pacificWeek` gives.
 */
export function weekSeconds(weekStart: string): SQL {
  return sql`(select user_id, tangible_seconds, intangible_seconds, tangible_seconds + intangible_seconds as total_seconds
                from person_week_totals where week_start = ${weekStart}::date)`;
}
