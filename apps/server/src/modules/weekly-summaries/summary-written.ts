import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * "A summary was written for the week", the one predicate every query asks (decision 061): the
 * leaderboard's hasSummary, the summary bar's status, the weekly close and its digest, the weekly
 * summaries report and the team report's count.
 *
 * A summary was written when its row exists. The write path keeps rows from ever being empty:
 * a summary is stored only once it has at least the minimum number of words after sanitising,
 * and saving an empty one deletes the row (`writeSlot` in service.ts). The predicate still asks
 * for text that is not blank, so a row written around that path (a bulk load, a restore) cannot
 * count as a summary on one screen and not on another.
 *
 * `userId` is a column or value of the outer query; `weekStart` the week's Sunday.
 */
export function summaryWritten(userId: SQLWrapper, weekStart: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from weekly_summaries ws
                               where ws.user_id = ${userId} and ws.week_start = ${weekStart}::date and ${written(sql`ws`)})`;
}

/** The same rule for a weekly_summaries row already in the query as `alias` (to read or count its text). */
export function written(alias: SQL): SQL<boolean> {
  return sql<boolean>`btrim(${alias}.summary) <> ''`;
}
