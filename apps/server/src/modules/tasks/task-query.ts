import type { Task, TaskResource } from '@goodhours/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

interface TaskRow {
  id: string;
  wbsId: string;
  projectId: string;
  parentId: string | null;
  num: string;
  level: number;
  taskName: string;
  priority: string;
  status: string;
  isAssigned: boolean;
  hoursBest: number;
  hoursWorst: number;
  hoursMost: number;
  ownEstimatedHours: number;
  ownHoursLogged: number;
  estimatedHours: number;
  hoursLogged: number;
  links: string[];
  classification: string;
  whyInfo: string;
  intentInfo: string;
  endstateInfo: string;
  startedDatetime: Date | string | null;
  dueDatetime: Date | string | null;
  createdAt: Date | string;
  childCount: number;
  resources: TaskResource[] | string | null;
}

function taskDto(r: TaskRow): Task {
  const resources = typeof r.resources === 'string' ? (JSON.parse(r.resources) as TaskResource[]) : (r.resources ?? []);
  return {
    id: r.id,
    wbsId: r.wbsId,
    projectId: r.projectId,
    parentId: r.parentId,
    num: r.num,
    level: r.level,
    taskName: r.taskName,
    priority: r.priority,
    status: r.status,
    isAssigned: r.isAssigned,
    resources,
    hoursBest: Number(r.hoursBest),
    hoursWorst: Number(r.hoursWorst),
    hoursMost: Number(r.hoursMost),
    estimatedHours: Math.round(Number(r.estimatedHours) * 100) / 100,
    hoursLogged: Math.round(Number(r.hoursLogged) * 100) / 100,
    ownEstimatedHours: Number(r.ownEstimatedHours),
    ownHoursLogged: Number(r.ownHoursLogged),
    links: r.links,
    classification: r.classification,
    whyInfo: r.whyInfo,
    intentInfo: r.intentInfo,
    endstateInfo: r.endstateInfo,
    startedDatetime: iso(r.startedDatetime),
    dueDatetime: iso(r.dueDatetime),
    hasChildren: Number(r.childCount) > 0,
    childCount: Number(r.childCount),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/**
 * The tasks matching `where` (a condition on the alias `t`), ordered by number, each with its
 * resources and its rolled-up hours, in one query. The roll-up walks only the subtrees of the
 * returned tasks (a recursive CTE over the (wbs_id, parent_id) index): hours logged add up over
 * the whole subtree; the estimate of a task with subtasks is the sum of its leaves' estimates.
 */
export async function readTasks(tx: Tx, where: SQL): Promise<Task[]> {
  const result: unknown = await tx.execute(sql`
    with recursive picked as (
      select t.id, t.wbs_id from tasks t where ${where}
    ), sub(root_id, id, wbs_id, parent_id, hours_logged, estimated_hours) as (
      select p.id, t.id, t.wbs_id, t.parent_id, t.hours_logged, t.estimated_hours
        from picked p join tasks t on t.id = p.id
      union all
      select s.root_id, c.id, c.wbs_id, c.parent_id, c.hours_logged, c.estimated_hours
        from sub s join tasks c on c.wbs_id = s.wbs_id and c.parent_id = s.id
    ), parents as (
      select distinct parent_id from sub where parent_id is not null
    ), rollup as (
      select s.root_id,
             sum(s.hours_logged) as hours_logged,
             coalesce(sum(s.estimated_hours) filter (where p.parent_id is null), 0) as estimated_hours,
             (count(*) filter (where s.parent_id = s.root_id))::int as child_count
        from sub s left join parents p on p.parent_id = s.id
       group by s.root_id
    )
    select t.id, t.wbs_id as "wbsId", t.project_id as "projectId", t.parent_id as "parentId", t.num, t.level,
           t.task_name as "taskName", t.priority, t.status, t.is_assigned as "isAssigned",
           t.hours_best as "hoursBest", t.hours_worst as "hoursWorst", t.hours_most as "hoursMost",
           t.estimated_hours as "ownEstimatedHours", t.hours_logged as "ownHoursLogged",
           r.estimated_hours as "estimatedHours", r.hours_logged as "hoursLogged",
           t.links, t.classification, t.why_info as "whyInfo", t.intent_info as "intentInfo",
           t.endstate_info as "endstateInfo", t.started_datetime as "startedDatetime",
           t.due_datetime as "dueDatetime", t.created_at as "createdAt", r.child_count as "childCount",
           coalesce((
             select json_agg(json_build_object(
                      'userId', tr.user_id, 'name', u.first_name || ' ' || u.last_name,
                      'completedTask', tr.completed_task, 'reviewStatus', tr.review_status)
                    order by u.first_name, u.last_name)
               from task_resources tr join users u on u.id = tr.user_id
              where tr.task_id = t.id), '[]'::json) as resources
      from rollup r join tasks t on t.id = r.root_id
     order by t.wbs_id, string_to_array(t.num, '.')::int[]`);
  return rowsOf<TaskRow>(result).map(taskDto);
}

/** One task with its rolled-up hours, or undefined. */
export async function readTask(tx: Tx, id: string): Promise<Task | undefined> {
  const [task] = await readTasks(tx, sql`t.id = ${id}`);
  return task;
}
