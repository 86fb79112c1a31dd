import { roundHours, type Task, type TaskResource } from '@goodhours/domain';
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
    estimatedHours: roundHours(Number(r.estimatedHours)),
    hoursLogged: roundHours(Number(r.hoursLogged)),
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
 * resources and its rolled-up hours, in one query. A task's subtree is the range of numbers
 * from its own to its own followed by '/' ('/' sorts right after '.') in the C collation, read
 * from the (wbs_id, num collate "C") index: every shape change numbers the tree again, so numbers
 * follow the parents. Hours logged add up over the whole subtree; the estimate of a task with
 * subtasks is the sum of its leaves' estimates, a leaf being a task whose next number in that
 * order is not one of its children's. (A recursive walk over parent_id probed the index once per
 * task and was estimated dear enough to be JIT-compiled on every call: decision 021.)
 */
export async function readTasks(tx: Tx, where: SQL): Promise<Task[]> {
  const result: unknown = await tx.execute(sql`
    select t.id, t.wbs_id as "wbsId", t.project_id as "projectId", t.parent_id as "parentId", t.num, t.level,
           t.task_name as "taskName", t.priority, t.status, t.is_assigned as "isAssigned",
           t.hours_best as "hoursBest", t.hours_worst as "hoursWorst", t.hours_most as "hoursMost",
           t.estimated_hours as "ownEstimatedHours", t.hours_logged as "ownHoursLogged",
           r.estimated_hours as "estimatedHours", r.hours_logged as "hoursLogged",
           t.links, t.classification, t.why_info as "whyInfo", t.intent_info as "intentInfo",
           t.endstate_info as "endstateInfo", t.started_datetime as "startedDatetime",
           t.due_datetime as "dueDatetime", t.created_at as "createdAt",
           (select count(*)::int from tasks c where c.wbs_id = t.wbs_id and c.parent_id = t.id) as "childCount",
           coalesce((
             select json_agg(json_build_object(
                      'userId', tr.user_id, 'name', u.first_name || ' ' || u.last_name,
                      'completedTask', tr.completed_task, 'reviewStatus', tr.review_status)
                    order by u.first_name, u.last_name)
               from task_resources tr join users u on u.id = tr.user_id
              where tr.task_id = t.id), '[]'::json) as resources
      from tasks t
     cross join lateral (
       select sum(d.hours_logged) as hours_logged,
              coalesce(sum(d.estimated_hours) filter (where d.has_children is not true), 0) as estimated_hours
         from (select s.hours_logged, s.estimated_hours,
                      starts_with(lead(s.num) over (order by s.num collate "C"), s.num || '.') as has_children
                 from tasks s
                where s.wbs_id = t.wbs_id
                  and s.num collate "C" >= t.num collate "C" and s.num collate "C" < (t.num || '/') collate "C") d
     ) r
     where ${where}
     order by t.wbs_id, string_to_array(t.num, '.')::int[]`);
  return rowsOf<TaskRow>(result).map(taskDto);
}

/** One task with its rolled-up hours, or undefined. */
export async function readTask(tx: Tx, id: string): Promise<Task | undefined> {
  const [task] = await readTasks(tx, sql`t.id = ${id}`);
  return task;
}
