import { sql } from 'drizzle-orm';
import {
  REPORT_MESSAGES as M,
  addDays,
  daysBetween,
  hoursFromSeconds,
  roundHours,
  type ReportPeriod,
  type TeamReport,
} from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { hoursFromSecondsSql, roundHoursSql } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { summaryRowWritten } from '../weekly-summaries/index.js';
import { bucketSql, chartSeries } from './chart-series.js';
import { COUNTED_PERSON_SECONDS, periodAnswer, periodSeconds } from './period-seconds.js';

type Member = TeamReport['members'][number];

/**
 * The team report (/teamreport/{teamId}) for a period: each member's hours (periodSeconds) against
 * their commitment over the period's days, the weeks they wrote a summary, and their blue squares
 * dated in the period; the team's chart sums its members' seconds by bar. Members are the team's
 * members today.
 */
export async function teamReport(ctx: AppContext, teamId: string, period: ReportPeriod): Promise<TeamReport> {
  const [team] = rowsOf<TeamReport['team']>(
    await ctx.db.execute(sql`
      select t.id, t.team_name as "teamName", t.team_code as "teamCode", t.is_active as "isActive",
             (select count(*)::int from team_members m where m.team_id = t.id) as "memberCount"
        from teams t where t.id = ${teamId}::uuid`),
  );
  if (!team) throw new AppError('NOT_FOUND', M.teamNotFound);
  const weeks = (daysBetween(period.from, period.to) + 1) / 7;
  const seconds = periodSeconds(period, { teamId });
  const [bars, members] = await Promise.all([
    ctx.db.execute(sql`
      select ${bucketSql(period)}::text as bucket, sum(s.tangible)::float8 as t, sum(s.intangible)::float8 as i
        from ${seconds} s group by 1`),
    ctx.db.execute(sql`
      with spent as (
        select s.user_id, sum(s.tangible) as tangible, sum(s.intangible) as intangible
          from ${seconds} s group by s.user_id
      )
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.role, u.is_active as "isActive",
             ${hoursFromSecondsSql(sql`s.tangible`)} as "tangibleHours", ${hoursFromSecondsSql(sql`s.intangible`)} as "intangibleHours",
             coalesce(s.tangible, 0) >= ${COUNTED_PERSON_SECONDS} as counted,
             u.weekly_committed_hours as "weeklyCommittedHours",
             ${roundHoursSql(sql`u.weekly_committed_hours * ${weeks}`)} as "committedHours",
             (select count(*)::int from weekly_summaries w
               where w.user_id = u.id and ${summaryRowWritten(sql`w`)} and w.week_start between ${addDays(period.from, -6)}::date and ${period.to}::date) as summaries,
             coalesce((select json_agg(json_build_object('date', i.date::text, 'description', i.description) order by i.date)
                         from infringements i where i.user_id = u.id and i.date between ${period.from}::date and ${period.to}::date),
                      '[]'::json) as "blueSquares"
        from team_members m join users u on u.id = m.user_id left join spent s on s.user_id = u.id
       where m.team_id = ${teamId}::uuid
       order by u.first_name, u.last_name, u.id`),
  ]);
  const sums = rowsOf<{ bucket: string; t: number; i: number }>(bars);
  const listed = rowsOf<Member>(members);
  return {
    period: periodAnswer(period),
    team,
    totals: {
      tangibleHours: hoursFromSeconds(sums.reduce((total, s) => total + s.t, 0)),
      intangibleHours: hoursFromSeconds(sums.reduce((total, s) => total + s.i, 0)),
      committedHours: roundHours(listed.filter((m) => m.isActive).reduce((total, m) => total + m.committedHours, 0)),
      summaries: listed.reduce((total, m) => total + m.summaries, 0),
      blueSquares: listed.reduce((total, m) => total + m.blueSquares.length, 0),
    },
    series: chartSeries(period, sums),
    members: listed,
  };
}
