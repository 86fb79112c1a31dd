import { sql } from 'drizzle-orm';
import {
  REPORT_MESSAGES,
  comparisonPeriod,
  pacificMidnight,
  addDays,
  type OrgComparison,
  type OrgFigures,
  type OrgSummary,
  type ReportPeriod,
} from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { hoursFromSecondsSql as hours } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';
import { bucketSql, chartSeries } from './chart-series.js';
import { COUNTED_PERSON_SECONDS, periodAnswer, periodSeconds } from './period-seconds.js';

type Bar = { bucket: string; t: number; i: number };

/**
 * One period's figures of the total org summary in one statement: the period's seconds
 * (periodSeconds, read once) summed per person and per project, and counts of the rows dated in
 * the period (accounts, end dates, completed tasks, blue squares, badge dates). With `withBars`,
 * the same seconds summed by chart bar too (the period shown; its comparison has no chart).
 */
async function figures(ctx: AppContext, period: ReportPeriod, withBars: boolean): Promise<{ figures: OrgFigures; bars: Bar[] }> {
  const start = pacificMidnight(period.from).toISOString();
  const end = pacificMidnight(addDays(period.to, 1)).toISOString();
  const bars = withBars
    ? sql`coalesce((select json_agg(b) from (
        select ${bucketSql(period)}::text as bucket, sum(s.tangible)::float8 as t, sum(s.intangible)::float8 as i from s group by 1) b), '[]'::json)`
    : sql`'[]'::json`;
  const [row] = rowsOf<{ figures: OrgFigures; bars: Bar[] }>(
    await ctx.db.execute(sql`
      with s as materialized (select * from ${periodSeconds(period)} x),
      per_person as (select user_id, sum(tangible) as t, sum(intangible) as i from s group by user_id),
      per_project as (select project_id, sum(tangible) as t, sum(intangible) as i from s group by project_id),
      earned as (
        select b.badge_name, count(*)::int as n
          from user_badges ub join badges b on b.id = ub.badge_id, unnest(ub.earned_dates) d
         where d between ${period.from} and ${period.to}
         group by b.badge_name
      )
      select json_build_object(
        'from', ${period.from}::text, 'to', ${period.to}::text,
        'volunteers', json_build_object(
          'active', (select count(*) from per_person where t >= ${COUNTED_PERSON_SECONDS}),
          'new', (select count(*) from users where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz),
          'leaving', (select count(*) from users where end_date between ${period.from}::date and ${period.to}::date),
          'total', (select count(*) from users where is_active and not is_archived)),
        'hours', json_build_object('tangibleHours', (select ${hours(sql`sum(t)`)} from per_person),
                                   'intangibleHours', (select ${hours(sql`sum(i)`)} from per_person)),
        'byCategory', coalesce((select json_agg(c order by c."tangibleHours" + c."intangibleHours" desc, c.category) from (
            select coalesce(p.category, 'Unspecified') as category, ${hours(sql`sum(pp.t)`)} as "tangibleHours", ${hours(sql`sum(pp.i)`)} as "intangibleHours"
              from per_project pp left join projects p on p.id = pp.project_id group by 1) c), '[]'::json),
        'byRole', coalesce((select json_agg(r order by r."tangibleHours" + r."intangibleHours" desc, r.role) from (
            select u.role, count(*)::int as people, ${hours(sql`sum(pp.t)`)} as "tangibleHours", ${hours(sql`sum(pp.i)`)} as "intangibleHours"
              from per_person pp join users u on u.id = pp.user_id group by u.role) r), '[]'::json),
        'tasksCompleted', (select count(*) from tasks where completed_at >= ${start}::timestamptz and completed_at < ${end}::timestamptz),
        'teams', json_build_object(
          'total', (select count(*) from teams where is_active),
          'withHours', (select count(distinct m.team_id) from team_members m join per_person pp on pp.user_id = m.user_id where pp.t + pp.i > 0)),
        'blueSquares', (select count(*) from infringements where date between ${period.from}::date and ${period.to}::date),
        'badgesEarned', coalesce((select sum(n) from earned), 0),
        'badges', coalesce((select json_agg(json_build_object('badgeName', badge_name, 'count', n) order by n desc, badge_name) from earned), '[]'::json),
        'byCountry', coalesce((select json_agg(json_build_object('country', country, 'volunteers', n) order by n desc, country) from (
            select coalesce(nullif(u.location_country, ''), ${REPORT_MESSAGES.countryNotGiven}) as country, count(*)::int as n
              from per_person pp join users u on u.id = pp.user_id
             where pp.t >= ${COUNTED_PERSON_SECONDS} group by 1) c), '[]'::json)
      ) as figures,
      ${bars} as bars`),
  );
  if (!row) throw new Error('org summary statement returned nothing');
  return row;
}

/** Anniversaries in the period: each whole year since a person's start date that falls in it. */
async function anniversaries(ctx: AppContext, period: ReportPeriod): Promise<OrgSummary['anniversaries']> {
  return rowsOf<OrgSummary['anniversaries'][number]>(
    await ctx.db.execute(sql`
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.start_date::text as "startDate",
             (u.start_date + make_interval(years => y))::date::text as date, y as years
        from users u,
             generate_series(greatest(1, extract(year from ${period.from}::date)::int - extract(year from u.start_date)::int),
                             extract(year from ${period.to}::date)::int - extract(year from u.start_date)::int) y
       where u.is_active and u.start_date is not null
         and (u.start_date + make_interval(years => y))::date between ${period.from}::date and ${period.to}::date
       order by date, u.first_name, u.last_name`),
  );
}

/**
 * The total org summary (/totalorgsummary): the period's figures beside those of the period it is
 * compared with, the organisation's hours by bar (read with the period's figures), and the
 * anniversaries in the period. The three reads run side by side.
 */
export async function orgSummary(ctx: AppContext, query: ReportPeriod & { compare: OrgComparison }): Promise<OrgSummary> {
  const period = { from: query.from, to: query.to };
  const [current, previous, dates] = await Promise.all([
    figures(ctx, period, true),
    figures(ctx, comparisonPeriod(period, query.compare), false),
    anniversaries(ctx, period),
  ]);
  return {
    period: periodAnswer(period),
    compare: query.compare,
    current: current.figures,
    previous: previous.figures,
    series: chartSeries(period, current.bars),
    anniversaries: dates,
  };
}
