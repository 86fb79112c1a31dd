import { sql } from 'drizzle-orm';
import { REPORT_MESSAGES as M, addDays, hoursFromSeconds as hours, type PeopleReport, type ReportPeriod } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { NO_PROJECT_ID } from '../../db/schema/index.js';
import { hoursFromSecondsSql, roundHoursSql } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { summaryRowWritten } from '../weekly-summaries/index.js';
import { bucketSql, chartSeries } from './chart-series.js';
import { COUNTED_PERSON_SECONDS, periodAnswer, periodSeconds, teamNamesSql } from './period-seconds.js';

type Person = PeopleReport['person'];
type Grouped = {
  bucket: string | null;
  projectId: string | null;
  category: string | null;
  name: string | null;
  projectCategory: string | null;
  t: number;
  i: number;
};

/**
 * The people report (/peoplereport/{userId}) for a period: the person, and their period's hours
 * summed in one statement by chart bar, by project and by category (grouping sets over
 * periodSeconds, which reads the rollup's whole weeks and the entries of partial ones).
 */
export async function peopleReport(ctx: AppContext, userId: string, period: ReportPeriod): Promise<PeopleReport> {
  const [person] = rowsOf<Person>(
    await ctx.db.execute(sql`
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.role, u.job_title as "jobTitle",
             u.is_active as "isActive",
             ${teamNamesSql(sql`u.id`)} as "teamNames",
             u.team_code as "teamCode", u.weekly_committed_hours as "weeklyCommittedHours",
             u.start_date::text as "startDate", u.end_date::text as "endDate", u.bio_posted as "bioPosted",
             ${hoursFromSecondsSql(sql`u.total_tangible_seconds`)} as "totalTangibleHours",
             ${hoursFromSecondsSql(sql`u.total_intangible_seconds`)} as "totalIntangibleHours"
        from users u where u.id = ${userId}::uuid`),
  );
  if (!person) throw new AppError('NOT_FOUND', M.personNotFound);
  const grouped = rowsOf<Grouped>(
    await ctx.db.execute(sql`
      select ${bucketSql(period)}::text as bucket, s.project_id as "projectId",
             coalesce(p.category, 'Unspecified') as category, max(p.project_name) as name, max(p.category) as "projectCategory",
             sum(s.tangible)::float8 as t, sum(s.intangible)::float8 as i
        from ${periodSeconds(period, { userId })} s left join projects p on p.id = s.project_id
       group by grouping sets ((1), (2), (3))`),
  );
  const series = chartSeries(period, grouped);
  const byProject = grouped
    .filter((g) => g.bucket === null && g.projectId !== null && g.t + g.i !== 0)
    .map((g) => ({
      projectId: g.projectId === NO_PROJECT_ID ? null : g.projectId,
      projectName: g.projectId === NO_PROJECT_ID || g.name === null ? 'No project' : g.name,
      category: g.projectCategory ?? 'Unspecified',
      tangibleHours: hours(g.t),
      intangibleHours: hours(g.i),
    }))
    .sort((a, b) => b.tangibleHours + b.intangibleHours - (a.tangibleHours + a.intangibleHours));
  const byCategory = grouped
    .filter((g) => g.bucket === null && g.projectId === null && g.t + g.i !== 0)
    .map((g) => ({ category: g.category ?? 'Unspecified', tangibleHours: hours(g.t), intangibleHours: hours(g.i) }))
    .sort((a, b) => b.tangibleHours + b.intangibleHours - (a.tangibleHours + a.intangibleHours));
  const tangible = grouped.filter((g) => g.bucket !== null).reduce((sum, g) => sum + g.t, 0);
  const intangible = grouped.filter((g) => g.bucket !== null).reduce((sum, g) => sum + g.i, 0);
  const [tasks, badges, blueSquares, timeOff, summaries] = await Promise.all([
    ctx.db.execute(sql`
      select t.id, t.num, t.task_name as "taskName", t.project_id as "projectId", p.project_name as "projectName", t.status,
             t.estimated_hours as "estimatedHours", ${roundHoursSql(sql`t.hours_logged`)} as "hoursLogged",
             r.completed_task as completed
        from task_resources r join tasks t on t.id = r.task_id join projects p on p.id = t.project_id
       where r.user_id = ${userId}::uuid
       order by r.completed_task, p.project_name, t.num collate "C"`),
    ctx.db.execute(sql`
      select b.id as "badgeId", b.badge_name as "badgeName", ub.count, (select max(d) from unnest(ub.earned_dates) d) as "lastEarned"
        from user_badges ub join badges b on b.id = ub.badge_id
       where ub.user_id = ${userId}::uuid order by b.ranking, b.badge_name`),
    ctx.db.execute(sql`
      select id, date::text, description from infringements where user_id = ${userId}::uuid order by date desc`),
    ctx.db.execute(sql`
      select id, starting_date::text as "startingDate", ending_date::text as "endingDate", reason
        from time_off_requests where user_id = ${userId}::uuid order by starting_date desc`),
    ctx.db.execute(sql`
      select week_start::text as "weekStart", to_char(upload_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "uploadDate",
             coalesce(array_length(regexp_split_to_array(nullif(trim(regexp_replace(summary, '<[^>]*>', ' ', 'g')), ''), '\\s+'), 1), 0) as words
        from weekly_summaries s
       where s.user_id = ${userId}::uuid and ${summaryRowWritten(sql`s`)} and s.week_start between ${addDays(period.from, -6)}::date and ${period.to}::date
       order by week_start desc`),
  ]);
  return {
    period: periodAnswer(period),
    person,
    totals: { tangibleHours: hours(tangible), intangibleHours: hours(intangible), counted: tangible >= COUNTED_PERSON_SECONDS },
    series,
    byProject,
    byCategory,
    tasks: rowsOf(tasks),
    badges: rowsOf(badges),
    blueSquares: rowsOf(blueSquares),
    timeOff: rowsOf(timeOff),
    summaries: rowsOf(summaries),
  };
}
