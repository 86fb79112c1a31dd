import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Seconds as hours to the hundredth, in SQL: the twin of the domain's `hoursFromSeconds`, giving
 * the same float8 for every whole number of seconds (decision 061); no seconds (null) is 0 hours.
 * A half hundredth rounds up as Math.round does: `round(float8)` would round it to even, and
 * numeric costs three times as much on a leaderboard of thousands. `x / 36 + 0.5` is exact here:
 * a whole number of seconds over 36 is a half exactly or at least 1/36 away from one.
 */
export function hoursFromSecondsSql(seconds: SQLWrapper): SQL<number> {
  return sql<number>`(floor(coalesce(${seconds}, 0)::float8 / 36 + 0.5) / 100)`;
}

/**
 * Hours (a stored float, such as a task's hoursLogged) to the hundredth, in SQL: the twin of the
 * domain's `roundHours`.
 */
export function roundHoursSql(hours: SQLWrapper): SQL<number> {
  return sql<number>`(floor(coalesce(${hours}, 0)::float8 * 100 + 0.5) / 100)`;
}
