import { sql } from 'drizzle-orm';
import {
  addDays,
  DEADLINE_AHEAD_DAYS,
  DEADLINE_LIMIT,
  DEADLINE_OVERDUE_DAYS,
  pacificDate,
  pacificMidnight,
  type TeamDeadline,
  type TeamDeadlines,
} from '@goodhours/domain';
import { shownPerson } from '../../auth/acting-for.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { visibleTeammateIds } from '../teams/index.js';

interface Row extends Omit<TeamDeadline, 'dueDatetime'> {
  dueDatetime: Date | string;
  total: number;
}

/**
 * `GET /api/dashboard/teamdeadlines/:userId`: the open tasks of the person and of the visible,
 * active members of their teams that are due in the next days or overdue by a few, soonest
 * first, in one statement. The person themself, or an Owner/Administrator viewing them.
 */
export async function teamDeadlines(ctx: AppContext, caller: AuthUser, userId: string): Promise<TeamDeadlines> {
  const person = await shownPerson(ctx, caller, userId);
  const today = pacificDate(ctx.clock.now());
  const from = pacificMidnight(addDays(today, -DEADLINE_OVERDUE_DAYS));
  const to = pacificMidnight(addDays(today, DEADLINE_AHEAD_DAYS + 1));
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`
      with people as (
        select ${person.id}::uuid as id
        union
        select u.id from users u where u.is_active and u.id in (${visibleTeammateIds(person.id)})
      ),
      due as (
        select t.id, t.num, t.task_name, t.project_id, t.due_datetime
          from tasks t
         where t.status <> 'Complete' and t.due_datetime >= ${from} and t.due_datetime < ${to}
           and exists (select 1 from task_resources r
                        where r.task_id = t.id and not r.completed_task and r.user_id in (select id from people))
      )
      select d.id as "taskId", d.num, d.task_name as "taskName", d.project_id as "projectId", p.project_name as "projectName",
             d.due_datetime as "dueDatetime", count(*) over ()::int as total,
             (select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
                              order by (u.id = ${person.id}) desc, u.first_name, u.last_name)
                from task_resources r join users u on u.id = r.user_id
               where r.task_id = d.id and not r.completed_task and r.user_id in (select id from people)) as assignees,
             exists (select 1 from task_resources r where r.task_id = d.id and r.user_id = ${person.id} and not r.completed_task) as mine
        from due d left join projects p on p.id = d.project_id
       order by d.due_datetime, d.num
       limit ${DEADLINE_LIMIT}`),
  );
  return {
    total: rows[0]?.total ?? 0,
    deadlines: rows.map(({ total: _total, dueDatetime, ...r }) => ({ ...r, dueDatetime: new Date(dueDatetime).toISOString() })),
  };
}
