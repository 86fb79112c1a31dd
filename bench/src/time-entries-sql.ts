/**
 * The time-entry requests as bare SQL: the statements the endpoints' services run (see
 * apps/server/src/modules/time-entries/entry-query.ts and create-entry.ts), written by hand
 * and sent straight to the database. The endpoint adds the session check, validation, the
 * ORM and the HTTP layer on top.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/server/src/db/client.js';

const entryWithNames = (tx: Tx, where: ReturnType<typeof sql>) =>
  tx.execute(sql`
    select e.*, p.project_name, w.wbs_name, t.num as task_num, t.task_name
      from time_entries e
      left join projects p on p.id = e.project_id
      left join wbs w on w.id = e.wbs_id
      left join tasks t on t.id = e.task_id
     where ${where}
     order by e.date_of_work desc, e.created_at desc`);

/** One person's entries from `from` to `to` with project, WBS and task names, newest first. */
export function readWeekSql(db: Db, personId: string, from: string, to: string) {
  return entryWithNames(db, sql`e.person_id = ${personId} and e.date_of_work >= ${from} and e.date_of_work <= ${to}`);
}

export interface BareEntry {
  personId: string;
  dateOfWork: string;
  projectId: string;
  taskId: string;
  seconds: number;
  notes: string;
}

/**
 * Posting a tangible entry on a task: lock the person, find the task's WBS in the project, insert,
 * move the person's totals and the task's hours, read the entry back.
 */
export function postEntrySql(db: Db, e: BareEntry) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id, total_tangible_seconds, start_date from users where id = ${e.personId} for update`);
    const place = await tx.execute(sql`
      select t.wbs_id from projects p left join tasks t on t.id = ${e.taskId} and t.project_id = p.id where p.id = ${e.projectId}`);
    const wbsId = (place as { rows: { wbs_id: string | null }[] }).rows[0]?.wbs_id ?? null;
    const inserted = await tx.execute(sql`
      insert into time_entries (person_id, date_of_work, project_id, wbs_id, task_id, total_seconds, notes, is_tangible)
      values (${e.personId}, ${e.dateOfWork}, ${e.projectId}, ${wbsId}, ${e.taskId}, ${e.seconds}, ${e.notes}, true) returning id`);
    const id = (inserted as { rows: { id: string }[] }).rows[0]?.id ?? '';
    await tx.execute(sql`
      update users set total_tangible_seconds = total_tangible_seconds + ${e.seconds} where id = ${e.personId}`);
    await tx.execute(
      sql`update tasks set hours_logged = hours_logged + ${e.seconds / 3600} where id = ${e.taskId} returning hours_logged, estimated_hours`,
    );
    await entryWithNames(tx, sql`e.id = ${id}`);
  });
}
