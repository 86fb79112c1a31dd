import { sql, type SQL } from 'drizzle-orm';
import {
  BIO_ELIGIBLE_HOURS,
  SUMMARIES_REPORT_MESSAGES as M,
  addDays,
  hasAnyPermission,
  pacificWeek,
  type SummariesReport,
} from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { hoursFromSecondsSql } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { visibleTeammateIds } from '../teams/index.js';
import { summaryRowWritten } from '../weekly-summaries/index.js';
import { teamNamesSql } from './period-seconds.js';

/** The summaries a person has written, over all weeks. */
const writtenCount = (userId: SQL) =>
  sql`(select count(*) from weekly_summaries x where x.user_id = ${userId} and ${summaryRowWritten(sql`x`)})`;

/** Everyone for these roles or getWeeklySummaries; a Manager or Mentor otherwise sees their teams (decision 031). */
const SEES_EVERYONE = ['Owner', 'Administrator', 'Core Team'];

/**
 * One week of the weekly summaries report (/weeklysummariesreport), in one statement: the active
 * people (and anyone who wrote a summary that week) with the week's hours from person_week_totals,
 * the summary, the valid summary count (an index-only count per person plus the adjustment of
 * totalValidWeeklySummaries), bio status and eligibility, and the badges earned that week.
 */
export async function summariesReport(ctx: AppContext, caller: AuthUser, weekStart: string | undefined): Promise<SummariesReport> {
  const start = weekStart ?? pacificWeek(ctx.clock.now()).start;
  const end = addDays(start, 6);
  const everyone = SEES_EVERYONE.includes(caller.role) || hasAnyPermission(caller, ['getWeeklySummaries']);
  const scope = everyone ? sql`` : sql`and (u.id = ${caller.id} or u.id in (${visibleTeammateIds(caller.id)}))`;
  const rows = rowsOf<SummariesReport['rows'][number]>(
    await ctx.db.execute(sql`
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.role, u.is_active as "isActive",
             u.team_code as "teamCode",
             ${teamNamesSql(sql`u.id`)} as "teamNames",
             u.weekly_summary_option as "weeklySummaryOption", u.media_url as "mediaUrl",
             u.weekly_committed_hours as "weeklyCommittedHours",
             ${hoursFromSecondsSql(sql`w.tangible_seconds`)} as "tangibleHours",
             ${hoursFromSecondsSql(sql`w.intangible_seconds`)} as "intangibleHours",
             coalesce(s.summary, '') as summary,
             to_char(s.upload_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "uploadDate",
             greatest(0, ${writtenCount(sql`u.id`)} + u.valid_summaries_adjustment)::int
               as "validSummaries",
             u.bio_posted as "bioPosted",
             (u.is_active and u.bio_posted <> 'posted' and u.total_tangible_seconds >= ${BIO_ELIGIBLE_HOURS * 3600}) as "bioEligible",
             coalesce((select count(*) from user_badges b, unnest(b.earned_dates) d
                        where b.user_id = u.id and d between ${start} and ${end}), 0)::int as "badgesThisWeek"
        from users u
        left join person_week_totals w on w.week_start = ${start}::date and w.user_id = u.id
        left join weekly_summaries s on s.user_id = u.id and s.week_start = ${start}::date and ${summaryRowWritten(sql`s`)}
       where not u.is_archived and (u.is_active or s.user_id is not null) ${scope}
       order by u.first_name, u.last_name, u.id`),
  );
  return { weekStart: start, weekEnd: end, rows };
}

/**
 * Sets the valid summary count shown for a person (totalValidWeeklySummaries): kept as an
 * adjustment to the summaries written, so later summaries still count.
 */
export async function setValidSummaries(ctx: AppContext, userId: string, count: number): Promise<{ validSummaries: number }> {
  const [row] = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      update users u set valid_summaries_adjustment = ${count} - ${writtenCount(sql`u.id`)}
       where u.id = ${userId}::uuid returning u.id`),
  );
  if (!row) throw new AppError('NOT_FOUND', M.personNotFound);
  return { validSummaries: count };
}
