import { addDays, type Week, type WeekCloseFacts } from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { summaryWritten } from '../weekly-summaries/index.js';

/** A person the close still has to decide on, with the week's facts. */
export interface PendingPerson extends WeekCloseFacts {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Every active person without an outcome for the week, with what the close reads of them, in one
 * statement: the week's tangible seconds from the running totals, whether a summary was written for
 * it (`summaryWritten`), and whether a time-off request covers it whole.
 */
export async function pendingPeople(db: Tx, week: Week): Promise<PendingPerson[]> {
  const result: unknown = await db.execute(sql`
    select u.id::text as id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
           u.weekly_committed_hours as "weeklyCommittedHours", u.missed_hours as "missedHours",
           u.start_date::text as "startDate", u.weekly_summary_option as "weeklySummaryOption",
           u.personal_best_max_hrs as "personalBestMaxHrs",
           coalesce(w.tangible_seconds, 0)::float8 as "tangibleSeconds",
           ${summaryWritten(sql`u.id`, week.start)} as "summaryWritten",
           exists (select 1 from time_off_requests t
                    where t.user_id = u.id and t.starting_date <= ${week.start}::date and t.ending_date >= ${week.end}::date) as "timeOffCoversWeek"
      from users u
      left join person_week_totals w on w.user_id = u.id and w.week_start = ${week.start}::date
     where u.is_active and not u.is_archived
       and not exists (select 1 from week_close_outcomes o where o.week_start = ${week.start}::date and o.user_id = u.id)
     order by u.first_name, u.last_name, u.id`);
  return rowsOf<PendingPerson>(result);
}

/** The Sunday after a week: the day its close runs, and the first day of the next week. */
export const closeDay = (week: Week): string => addDays(week.end, 1);
