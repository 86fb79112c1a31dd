import { pertEstimate, type TaskImportRow } from '@goodhours/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { toStoredDate } from './update.js';

const TASKS_PER_STATEMENT = 2000;
const RESOURCES_PER_STATEMENT = 5000;

/** A file's number moved below the existing top-level tasks: with offset 4, 2.1 becomes 6.1. */
export function shiftNum(num: string, offset: number): string {
  const [top = '', ...rest] = num.split('.');
  return [String(Number(top) + offset), ...rest].join('.');
}

/** One imported task, in the columns of `tasks` that vary from row to row. */
interface TaskRecord {
  id: string;
  parent_id: string | null;
  num: string;
  level: number;
  task_name: string;
  priority: string;
  status: string;
  is_assigned: boolean;
  hours_best: number;
  hours_worst: number;
  hours_most: number;
  estimated_hours: number;
  links: string[];
  classification: string;
  why_info: string;
  intent_info: string;
  endstate_info: string;
  started_datetime: string | null;
  due_datetime: string | null;
}

/** Inserts a batch of tasks in one statement with one parameter (a JSON array of rows). */
async function insertTaskBatch(tx: Tx, place: { wbsId: string; projectId: string; now: Date }, batch: readonly TaskRecord[]) {
  await tx.execute(sql`
    insert into tasks (id, wbs_id, project_id, parent_id, num, level, task_name, priority, status, is_assigned,
                       hours_best, hours_worst, hours_most, estimated_hours, links, classification,
                       why_info, intent_info, endstate_info, started_datetime, due_datetime, created_at)
    select v.id, ${place.wbsId}, ${place.projectId}, v.parent_id, v.num, v.level, v.task_name, v.priority, v.status,
           v.is_assigned, v.hours_best, v.hours_worst, v.hours_most, v.estimated_hours, v.links, v.classification,
           v.why_info, v.intent_info, v.endstate_info, v.started_datetime, v.due_datetime, ${place.now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(
           id uuid, parent_id uuid, num text, level int, task_name text, priority text, status text, is_assigned boolean,
           hours_best float8, hours_worst float8, hours_most float8, estimated_hours float8, links text[],
           classification text, why_info text, intent_info text, endstate_info text,
           started_datetime timestamptz, due_datetime timestamptz)`);
}

/**
 * Inserts checked rows (numbers already valid as a tree) in bulk: one statement (with one JSON
 * parameter) per 2,000 tasks and per 5,000 assignments. Ids are made here so parents are known before anything is written.
 */
export async function insertImportedTasks(
  tx: Tx,
  args: {
    wbsId: string;
    projectId: string;
    offset: number;
    rows: readonly TaskImportRow[];
    people: ReadonlyMap<string, string>;
    now: Date;
  },
): Promise<void> {
  const { offset, rows, people } = args;
  const idByFileNum = new Map<string, string>();
  const records: TaskRecord[] = [];
  const assignments: { task_id: string; user_id: string }[] = [];

  rows.forEach((row, i) => {
    const id = randomUUID();
    const fileNum = row.num || String(i + 1);
    idByFileNum.set(fileNum, id);
    const cut = fileNum.lastIndexOf('.');
    for (const email of row.resources) {
      const userId = people.get(email);
      if (userId) assignments.push({ task_id: id, user_id: userId });
    }
    records.push({
      id,
      parent_id: cut === -1 ? null : (idByFileNum.get(fileNum.slice(0, cut)) ?? null),
      num: shiftNum(fileNum, offset),
      level: fileNum.split('.').length,
      task_name: row.taskName,
      priority: row.priority,
      status: row.status,
      is_assigned: row.resources.length > 0,
      hours_best: row.hoursBest,
      hours_worst: row.hoursWorst,
      hours_most: row.hoursMost,
      estimated_hours: row.estimatedHours ?? pertEstimate(row.hoursBest, row.hoursMost, row.hoursWorst),
      links: row.links,
      classification: row.classification,
      why_info: row.whyInfo,
      intent_info: row.intentInfo,
      endstate_info: row.endstateInfo,
      started_datetime: toStoredDate(row.startedDatetime)?.toISOString() ?? null,
      due_datetime: toStoredDate(row.dueDatetime)?.toISOString() ?? null,
    });
  });

  for (let i = 0; i < records.length; i += TASKS_PER_STATEMENT) {
    await insertTaskBatch(tx, args, records.slice(i, i + TASKS_PER_STATEMENT));
  }
  for (let i = 0; i < assignments.length; i += RESOURCES_PER_STATEMENT) {
    const batch = JSON.stringify(assignments.slice(i, i + RESOURCES_PER_STATEMENT));
    await tx.execute(sql`
      insert into task_resources (task_id, user_id)
      select v.task_id, v.user_id from jsonb_to_recordset(${batch}::jsonb) as v(task_id uuid, user_id uuid)`);
  }
}
