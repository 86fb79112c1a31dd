import { sql } from 'drizzle-orm';
import type { ReportPeople, ReportPeriod, ReportProjects, ReportTeams } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { hoursFromSecondsSql } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';
import { COUNTED_PERSON_SECONDS, COUNTED_PROJECT_SECONDS, periodAnswer, periodSeconds, teamNamesSql } from './period-seconds.js';

/**
 * The three lists of /reports, each one statement: the period's seconds (periodSeconds) summed
 * per person, project or team and joined to every row of that kind, so people, projects and
 * teams with nothing in the period are listed with 0 hours.
 */
export async function peopleList(ctx: AppContext, period: ReportPeriod): Promise<ReportPeople> {
  const rows = rowsOf<ReportPeople['rows'][number]>(
    await ctx.db.execute(sql`
      with spent as (
        select user_id, sum(tangible) as tangible, sum(intangible) as intangible
          from ${periodSeconds(period)} s group by user_id
      )
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.role, u.is_active as "isActive",
             ${teamNamesSql(sql`u.id`)} as "teamNames",
             u.team_code as "teamCode", u.weekly_committed_hours as "weeklyCommittedHours",
             u.start_date::text as "startDate", u.end_date::text as "endDate",
             ${hoursFromSecondsSql(sql`s.tangible`)} as "tangibleHours", ${hoursFromSecondsSql(sql`s.intangible`)} as "intangibleHours",
             coalesce(s.tangible, 0) >= ${COUNTED_PERSON_SECONDS} as counted
        from users u left join spent s on s.user_id = u.id
       where not u.is_archived
       order by u.first_name, u.last_name, u.id`),
  );
  return { period: periodAnswer(period), rows };
}

export async function projectList(ctx: AppContext, period: ReportPeriod): Promise<ReportProjects> {
  const rows = rowsOf<ReportProjects['rows'][number]>(
    await ctx.db.execute(sql`
      with per_person as (
        select project_id, user_id, sum(tangible) as tangible, sum(intangible) as intangible
          from ${periodSeconds(period)} s group by project_id, user_id
      ),
      spent as (
        select project_id, sum(tangible) as tangible, sum(intangible) as intangible,
               count(*) filter (where tangible >= ${COUNTED_PERSON_SECONDS})::int as active_people
          from per_person group by project_id
      )
      select p.id, p.project_name as "projectName", p.category, p.is_active as "isActive",
             (select count(*)::int from project_members m where m.project_id = p.id) as "memberCount",
             ${hoursFromSecondsSql(sql`s.tangible`)} as "tangibleHours", ${hoursFromSecondsSql(sql`s.intangible`)} as "intangibleHours",
             coalesce(s.active_people, 0) as "activePeople",
             coalesce(s.tangible + s.intangible, 0) >= ${COUNTED_PROJECT_SECONDS} as counted
        from projects p left join spent s on s.project_id = p.id
       where not p.is_archived
       order by lower(p.project_name), p.id`),
  );
  return { period: periodAnswer(period), rows };
}

export async function teamList(ctx: AppContext, period: ReportPeriod): Promise<ReportTeams> {
  const rows = rowsOf<ReportTeams['rows'][number]>(
    await ctx.db.execute(sql`
      with spent as (
        select user_id, sum(tangible) as tangible, sum(intangible) as intangible
          from ${periodSeconds(period)} s group by user_id
      ),
      per_team as (
        select m.team_id, count(*)::int as members, sum(u.weekly_committed_hours) filter (where u.is_active) as committed,
               sum(s.tangible) as tangible, sum(s.intangible) as intangible,
               count(*) filter (where s.tangible >= ${COUNTED_PERSON_SECONDS})::int as active_members
          from team_members m join users u on u.id = m.user_id left join spent s on s.user_id = m.user_id
         group by m.team_id
      )
      select t.id, t.team_name as "teamName", t.team_code as "teamCode", t.is_active as "isActive",
             coalesce(pt.members, 0) as "memberCount", coalesce(pt.committed, 0)::float8 as "committedHours",
             ${hoursFromSecondsSql(sql`pt.tangible`)} as "tangibleHours", ${hoursFromSecondsSql(sql`pt.intangible`)} as "intangibleHours",
             coalesce(pt.active_members, 0) as "activeMembers"
        from teams t left join per_team pt on pt.team_id = t.id
       order by lower(t.team_name), t.id`),
  );
  return { period: periodAnswer(period), rows };
}
