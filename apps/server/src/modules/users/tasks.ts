import type { UserTask } from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import type { AuthUser } from '../../auth/sessions.js';
import { assertMayViewTimeLog } from './view-rights.js';

/**
 * The tasks a person is a resource of, with project and WBS names, in one query, ordered by
 * project, WBS and task number (numerically: 1.2 before 1.10). The time log's Tasks tab: read by
 * whoever may view the person's time log (decision 023).
 */
export async function userTasks(ctx: AppContext, actor: AuthUser, userId: string): Promise<UserTask[]> {
  await assertMayViewTimeLog(ctx.db, actor, userId);
  const result: unknown = await ctx.db.execute(sql`
    select t.id as "taskId", t.num, t.task_name as "taskName", t.status, t.priority,
           t.hours_logged as "hoursLogged", t.estimated_hours as "estimatedHours",
           t.due_datetime as "dueDatetime", p.id as "projectId", p.project_name as "projectName",
           w.id as "wbsId", w.wbs_name as "wbsName", r.completed_task as "completedTask"
      from task_resources r
      join tasks t on t.id = r.task_id
      join wbs w on w.id = t.wbs_id
      join projects p on p.id = t.project_id
     where r.user_id = ${userId} and not p.is_archived
     order by p.project_name, w.wbs_name, string_to_array(t.num, '.')::int[]`);
  const rows = rowsOf<Omit<UserTask, 'dueDatetime'> & { dueDatetime: Date | string | null }>(result);
  return rows.map((r) => ({
    ...r,
    hoursLogged: Number(r.hoursLogged),
    estimatedHours: Number(r.estimatedHours),
    dueDatetime: r.dueDatetime === null ? null : new Date(r.dueDatetime).toISOString(),
  }));
}
