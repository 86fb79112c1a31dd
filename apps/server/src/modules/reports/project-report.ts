import { sql } from 'drizzle-orm';
import { hoursFromSeconds, MAX_REPORT_TASKS, REPORT_MESSAGES as M, type ProjectReport, type ReportPeriod } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { hoursFromSecondsSql, roundHoursSql } from '../../db/hours.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { bucketSql, chartSeries } from './chart-series.js';
import { COUNTED_PERSON_SECONDS, periodAnswer, periodSeconds } from './period-seconds.js';

type Person = ProjectReport['people'][number];

/**
 * The project report (/projectreport/{projectId}) for a period: the period's seconds on the
 * project (periodSeconds: the rollup's whole weeks and the partial weeks' entries) summed by bar
 * and by person, each in one statement; WBS and top-level task progress from the tasks' own
 * running hours.
 */
export async function projectReport(ctx: AppContext, projectId: string, period: ReportPeriod): Promise<ProjectReport> {
  const [project] = rowsOf<ProjectReport['project']>(
    await ctx.db.execute(sql`
      select p.id, p.project_name as "projectName", p.category, p.is_active as "isActive",
             (select count(*)::int from project_members m where m.project_id = p.id) as "memberCount",
             ${hoursFromSecondsSql(sql`pt.tangible_seconds`)} as "totalTangibleHours", ${hoursFromSecondsSql(sql`pt.intangible_seconds`)} as "totalIntangibleHours"
        from projects p left join project_totals pt on pt.project_id = p.id
       where p.id = ${projectId}::uuid`),
  );
  if (!project) throw new AppError('NOT_FOUND', M.projectNotFound);
  const seconds = periodSeconds(period, { projectId });
  const [bars, people, wbs, tasks] = await Promise.all([
    ctx.db.execute(sql`
      select ${bucketSql(period)}::text as bucket, sum(s.tangible)::float8 as t, sum(s.intangible)::float8 as i
        from ${seconds} s group by 1`),
    ctx.db.execute(sql`
      with spent as (select user_id, sum(tangible) as tangible, sum(intangible) as intangible from ${seconds} s group by user_id)
      select u.id, u.first_name as "firstName", u.last_name as "lastName", u.role, u.is_active as "isActive",
             ${hoursFromSecondsSql(sql`s.tangible`)} as "tangibleHours", ${hoursFromSecondsSql(sql`s.intangible`)} as "intangibleHours",
             coalesce(s.tangible, 0) >= ${COUNTED_PERSON_SECONDS} as counted, m.user_id is not null as "isMember"
        from users u
        left join spent s on s.user_id = u.id
        left join project_members m on m.project_id = ${projectId}::uuid and m.user_id = u.id
       where s.user_id is not null or m.user_id is not null
       order by coalesce(s.tangible + s.intangible, 0) desc, u.first_name, u.last_name`),
    ctx.db.execute(sql`
      select w.id, w.wbs_name as "wbsName", w.is_active as "isActive", count(t.id)::int as "taskCount",
             (count(t.id) filter (where t.status = 'Complete'))::int as "completedCount",
             ${roundHoursSql(sql`sum(t.estimated_hours)`)} as "estimatedHours",
             ${roundHoursSql(sql`sum(t.hours_logged)`)} as "loggedHours"
        from wbs w left join tasks t on t.wbs_id = w.id
       where w.project_id = ${projectId}::uuid
       group by w.id order by lower(w.wbs_name), w.id`),
    ctx.db.execute(sql`
      select t.id, t.num, t.task_name as "taskName", w.wbs_name as "wbsName", t.status,
             t.estimated_hours as "estimatedHours", ${roundHoursSql(sql`t.hours_logged`)} as "hoursLogged"
        from tasks t join wbs w on w.id = t.wbs_id
       where t.project_id = ${projectId}::uuid and t.level = 1
       order by lower(w.wbs_name), t.num collate "C" limit ${MAX_REPORT_TASKS}`),
  ]);
  const sums = rowsOf<{ bucket: string; t: number; i: number }>(bars);
  const listed = rowsOf<Person & { isMember: boolean }>(people);
  return {
    period: periodAnswer(period),
    project,
    totals: {
      tangibleHours: hoursFromSeconds(sums.reduce((total, s) => total + s.t, 0)),
      intangibleHours: hoursFromSeconds(sums.reduce((total, s) => total + s.i, 0)),
      activePeople: listed.filter((p) => p.counted).length,
    },
    series: chartSeries(period, sums),
    people: listed,
    wbs: rowsOf(wbs),
    tasks: rowsOf(tasks),
  };
}
