import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { splitSeconds, type TimeEntry } from '@goodhours/domain';
import type { Tx } from '../../db/client.js';
import { projects, tasks, timeEntries, wbs } from '../../db/schema/index.js';

/**
 * Entries as the API answers them, with project, WBS and task names joined in one query.
 * A person's range reads the (person_id, date_of_work) index.
 */
function selectEntries(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      entry: timeEntries,
      projectName: projects.projectName,
      wbsName: wbs.wbsName,
      taskNum: tasks.num,
      taskName: tasks.taskName,
    })
    .from(timeEntries)
    .leftJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(wbs, eq(wbs.id, timeEntries.wbsId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(where)
    .orderBy(desc(timeEntries.dateOfWork), desc(timeEntries.createdAt));
}

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

function dto({ entry: e, projectName, wbsName, taskNum, taskName }: Row): TimeEntry {
  return {
    id: e.id,
    personId: e.personId,
    dateOfWork: e.dateOfWork,
    createdAt: e.createdAt.toISOString(),
    entryType: e.entryType,
    projectId: e.projectId,
    projectName,
    wbsId: e.wbsId,
    wbsName,
    taskId: e.taskId,
    taskNum,
    taskName,
    ...splitSeconds(e.totalSeconds),
    totalSeconds: e.totalSeconds,
    notes: e.notes,
    isTangible: e.isTangible,
  };
}

const inRange = (from: string, to: string) => and(gte(timeEntries.dateOfWork, from), lte(timeEntries.dateOfWork, to));

/** One person's entries dated from `from` to `to` inclusive, newest first. */
export async function entriesOfPerson(tx: Tx, personId: string, from: string, to: string): Promise<TimeEntry[]> {
  const rows = await selectEntries(tx, and(eq(timeEntries.personId, personId), inRange(from, to)));
  return rows.map(dto);
}

/** Several people's entries in a range, newest first. */
export async function entriesOfPeople(tx: Tx, personIds: string[], from: string, to: string): Promise<TimeEntry[]> {
  const rows = await selectEntries(tx, and(inArray(timeEntries.personId, personIds), inRange(from, to)));
  return rows.map(dto);
}

export async function entryById(tx: Tx, id: string): Promise<TimeEntry | undefined> {
  const [row] = await selectEntries(tx, eq(timeEntries.id, id));
  return row ? dto(row) : undefined;
}
