import type { SameFolderTasks, Task, TaskCrumb, TaskDetail } from '@goodhours/domain';
import { TASK_MESSAGES } from '@goodhours/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readTask, readTasks } from './task-query.js';
import { rowsOf } from '../../db/raw.js';
import { wbsWithProject } from './wbs-service.js';

/**
 * `GET /api/tasks/{wbsId}/{level}/{mother}`: one level of the tree, `mother` being the parent
 * task's id ('0' or 'null' for the top level), ordered by number, with rolled-up hours.
 */
export async function taskLevel(ctx: AppContext, wbsId: string, level: number, mother: string): Promise<Task[]> {
  const top = mother === '0' || mother === 'null';
  await wbsWithProject(ctx.db, wbsId);
  if (!top) {
    const [parent] = await ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, mother), eq(tasks.wbsId, wbsId)));
    if (!parent) throw new AppError('NOT_FOUND', TASK_MESSAGES.parentNotFound);
  }
  const parentCondition = top ? sql`t.parent_id is null` : sql`t.parent_id = ${mother}`;
  return readTasks(ctx.db, sql`t.wbs_id = ${wbsId} and ${parentCondition} and t.level = ${level}`);
}

/** The ancestors of a task from the top, and how many tasks lie under it. One query. */
async function surroundings(tx: Tx, id: string): Promise<{ ancestors: TaskCrumb[]; subtaskCount: number }> {
  const result: unknown = await tx.execute(sql`
    with recursive up(id, parent_id, num, task_name, depth) as (
      select t.id, t.parent_id, t.num, t.task_name, 0 from tasks t where t.id = ${id}
      union all
      select p.id, p.parent_id, p.num, p.task_name, up.depth + 1 from up join tasks p on p.id = up.parent_id
    ), down(id, wbs_id) as (
      select t.id, t.wbs_id from tasks t where t.id = ${id}
      union all
      select c.id, c.wbs_id from down d join tasks c on c.wbs_id = d.wbs_id and c.parent_id = d.id
    )
    select (select count(*) - 1 from down)::int as "subtaskCount",
           (select coalesce(json_agg(json_build_object('id', id, 'num', num, 'taskName', task_name) order by depth desc), '[]'::json)
              from up where depth > 0) as ancestors`);
  const [row] = rowsOf<{ subtaskCount: number; ancestors: TaskCrumb[] | string }>(result);
  const ancestors = typeof row?.ancestors === 'string' ? (JSON.parse(row.ancestors) as TaskCrumb[]) : (row?.ancestors ?? []);
  return { ancestors, subtaskCount: Number(row?.subtaskCount ?? 0) };
}

/** `GET /api/task/{id}`: one task with its project and WBS names and its ancestors. */
export async function taskDetail(ctx: AppContext, id: string): Promise<TaskDetail> {
  const task = await readTask(ctx.db, id);
  if (!task) throw new AppError('NOT_FOUND', TASK_MESSAGES.taskNotFound);
  const [names, around] = await Promise.all([wbsWithProject(ctx.db, task.wbsId), surroundings(ctx.db, id)]);
  return { ...task, projectName: names.projectName, wbsName: names.wbsName, ...around };
}

/** `GET /api/tasks/samefolder/{taskId}`: the task and every task under the same parent, in order. */
export async function sameFolderTasks(ctx: AppContext, taskId: string): Promise<SameFolderTasks> {
  const task = await taskDetail(ctx, taskId);
  const parentCondition = task.parentId ? sql`t.parent_id = ${task.parentId}` : sql`t.parent_id is null`;
  const folder = await readTasks(ctx.db, sql`t.wbs_id = ${task.wbsId} and ${parentCondition}`);
  return { task, tasks: folder };
}
