import { sql } from 'drizzle-orm';
import {
  addDays,
  hasPermission,
  LEADER_ROLES,
  mayWarn,
  leaderboardScope,
  mayFilterTeamTasks,
  pacificDate,
  pacificWeek,
  hoursFromSeconds,
  TEAM_TASKS_PAGE_SIZE,
  type TeamMemberRow,
  type TeamMemberTasksPage,
  type TeamTasksQuery,
} from '@goodhours/domain';
import { shownPerson } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { visibleTeammateIds } from '../teams/index.js';
import { weekSeconds } from '../time-entries/index.js';
import { readsOthersSummaries, summaryRowWritten } from '../weekly-summaries/index.js';

interface Raw extends Omit<TeamMemberRow, 'personId' | 'firstName' | 'lastName' | 'tangibleHours' | 'tasks' | 'entries' | 'reportCount'> {
  person_id: string;
  first_name: string;
  last_name: string;
  tangible_seconds: string | number;
  total: number;
  report_count: number | null;
  tasks: (TeamMemberRow['tasks'][number] & { hoursLogged: number })[];
  entries: (Omit<TeamMemberRow['entries'][number], 'hours'> & { seconds: number })[] | null;
}

const arrayParam = (values: string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`null::text[]`;

/**
 * `GET /api/dashboard/teammembertasks/:userId`: one statement for a page of the shown person's
 * team members (document 4 §10 visibility), the viewer first, then by name; each with this
 * week's tangible hours (`weekSeconds`), teams, team leaders, time off this week or next, open tasks with their
 * review and follow-up state, their warnings by colour, and, with a day filter, their entries of the last `days` days.
 */
export async function teamMemberTasks(ctx: AppContext, caller: AuthUser, userId: string, q: TeamTasksQuery): Promise<TeamMemberTasksPage> {
  const person = await shownPerson(ctx, caller, userId);
  const everyone = leaderboardScope(person).everyone;
  const filters = mayFilterTeamTasks(caller.role);
  const teamsFilter = filters ? q.teams : [];
  const codesFilter = filters ? q.codes : [];
  const colorsFilter = filters ? q.colors : [];
  const now = ctx.clock.now();
  const week = pacificWeek(now);
  const today = pacificDate(now);
  const entriesFrom = q.days ? addDays(today, -(q.days - 1)) : null;
  // Admin links as on the profile (the member themself or manageAdminLinks); summaries as their
  // endpoint allows (the member, an Owner/Administrator, or a reader or editor of summaries).
  const seesAdminLinks = hasPermission(caller, 'manageAdminLinks');
  const readsSummaries = readsOthersSummaries(caller);
  // Warnings as the tracker rows show them: to whoever may see the tracking overview.
  const seesWarnings = mayWarn(caller, 'viewTrackingOverview');
  const result = await ctx.db.execute(sql`
    with listed as (
      select u.id from users u
       where u.is_active
         and (${everyone} or u.id = ${person.id} or u.id in (${visibleTeammateIds(person.id)}))
         and (${arrayParam(teamsFilter)} is null
              or exists (select 1 from team_members tm where tm.user_id = u.id and tm.team_id::text = any(${arrayParam(teamsFilter)})))
         and (${arrayParam(codesFilter)} is null or u.team_code = any(${arrayParam(codesFilter)}))
         and (${arrayParam(colorsFilter)} is null or u.weekly_summary_option = any(${arrayParam(colorsFilter)}))
    ),
    paged as (
      select u.id, u.first_name, u.last_name, u.role, u.team_code, u.weekly_summary_option,
             u.weekly_committed_hours, u.missed_hours, u.admin_links, count(*) over ()::int as total
        from users u join listed l on l.id = u.id
       order by (u.id = ${person.id}) desc, u.first_name, u.last_name, u.id
       limit ${TEAM_TASKS_PAGE_SIZE} offset ${(q.page - 1) * TEAM_TASKS_PAGE_SIZE}
    )
    select p.id as person_id, p.first_name, p.last_name, p.role, p.team_code as "teamCode",
           p.weekly_summary_option as "weeklySummaryOption", p.weekly_committed_hours as "weeklyCommittedHours",
           p.missed_hours as "missedHours", p.total,
           case when ${seesAdminLinks} or p.id = ${caller.id} then
             (select l->>'Link' from jsonb_array_elements(p.admin_links) l
               where lower(trim(l->>'Name')) = 'google doc' and l->>'Link' like 'http%' limit 1) end as "googleDocLink",
           case when ${readsSummaries} or p.id = ${caller.id} then
             (select count(*)::int from weekly_summaries w where w.user_id = p.id and ${summaryRowWritten(sql`w`)}) end as report_count,
           case when ${seesWarnings} then
             (select json_build_object('yellow', count(*) filter (where uw.color = 'yellow'), 'red', count(*) filter (where uw.color <> 'yellow'))
                from user_warnings uw join warning_trackers wt on wt.id = uw.tracker_id and wt.is_active
               where uw.user_id = p.id) end as warnings,
           coalesce(w.tangible_seconds, 0) as tangible_seconds,
           (select coalesce(json_agg(json_build_object('id', t.id, 'teamName', t.team_name) order by t.team_name), '[]')
              from team_members tm join teams t on t.id = tm.team_id where tm.user_id = p.id) as teams,
           (select coalesce(json_agg(distinct jsonb_build_object('id', l.id, 'firstName', l.first_name, 'lastName', l.last_name, 'role', l.role)), '[]')
              from team_members tm join team_members lm on lm.team_id = tm.team_id join users l on l.id = lm.user_id
             where tm.user_id = p.id and l.id <> p.id and l.is_active and l.role in ${[...LEADER_ROLES]}) as leaders,
           (select coalesce(json_agg(json_build_object('startingDate', o.starting_date, 'endingDate', o.ending_date, 'reason', o.reason) order by o.starting_date), '[]')
              from time_off_requests o
             where o.user_id = p.id and o.ending_date >= ${week.start} and o.starting_date <= ${addDays(week.end, 7)}) as "timeOff",
           (select coalesce(json_agg(json_build_object(
                     'id', t.id, 'num', t.num, 'taskName', t.task_name, 'status', t.status, 'projectId', t.project_id,
                     'hoursLogged', t.hours_logged, 'estimatedHours', t.estimated_hours, 'dueDatetime', t.due_datetime,
                     'deadlineCount', t.deadline_count,
                     'reviewStatus', r.review_status, 'relatedWorkLinks', t.related_work_links,
                     'hasChanges', exists (select 1 from task_notifications n where n.user_id = p.id and n.task_id = t.id),
                     'followUpCheck', coalesce(f.follow_up_check, false),
                     'followUpPercentageDeadline', f.follow_up_percentage_deadline) order by t.num), '[]')
              from task_resources r join tasks t on t.id = r.task_id
              left join task_follow_ups f on f.user_id = r.user_id and f.task_id = t.id
             where r.user_id = p.id and not r.completed_task and t.status <> 'Complete') as tasks,
           case when ${entriesFrom}::date is null then null else
             (select coalesce(json_agg(json_build_object('id', e.id, 'dateOfWork', e.date_of_work, 'seconds', e.total_seconds,
                                                         'isTangible', e.is_tangible, 'notes', e.notes, 'taskName', t.task_name)
                                       order by e.date_of_work desc, e.created_at desc), '[]')
                from time_entries e left join tasks t on t.id = e.task_id
               where e.person_id = p.id and e.date_of_work between ${entriesFrom}::date and ${today}::date) end as entries
      from paged p left join ${weekSeconds(week.start)} w on w.user_id = p.id
     order by (p.id = ${person.id}) desc, p.first_name, p.last_name, p.id`);
  const raw = rowsOf<Raw>(result);
  return {
    weekStart: week.start,
    weekEnd: week.end,
    page: q.page,
    total: raw[0]?.total ?? 0,
    members: raw.map((r) => ({
      personId: r.person_id,
      firstName: r.first_name,
      lastName: r.last_name,
      role: r.role,
      teamCode: r.teamCode,
      weeklySummaryOption: r.weeklySummaryOption,
      weeklyCommittedHours: r.weeklyCommittedHours,
      missedHours: r.missedHours,
      tangibleHours: hoursFromSeconds(Number(r.tangible_seconds)),
      teams: r.teams,
      leaders: r.leaders,
      timeOff: r.timeOff,
      tasks: r.tasks,
      googleDocLink: r.googleDocLink,
      reportCount: r.report_count,
      warnings: r.warnings,
      entries: (r.entries ?? []).map(({ seconds, ...e }) => ({ ...e, hours: hoursFromSeconds(seconds) })),
    })),
  };
}
