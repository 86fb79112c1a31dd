import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notesProblem, TIME_ENTRY_MESSAGES as M } from '@goodhours/domain';
import type { Tx } from '../../db/client.js';
import { projects, tasks } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { sanitizeInfoHtml } from '../info/index.js';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

/**
 * Notes are stored sanitised like every rich-text field (formatting and links only). The rules
 * are checked again on what will be stored, so a link hidden in a dropped tag does not count.
 */
export function cleanNotes(html: string): string {
  const clean = sanitizeInfoHtml(html);
  const problem = notesProblem(clean);
  if (problem) throw invalid('notes', problem);
  return clean;
}

/** A date outside what the caller may use: after today, or (for one's own entry) not today. */
export function checkEntryDate(date: string, allowed: { min?: string; max: string }): void {
  if (date > allowed.max) throw invalid('dateOfWork', M.dateInFuture);
  if (allowed.min !== undefined && date < allowed.min) throw invalid('dateOfWork', M.dateRefresh);
}

export interface EntryPlace {
  projectId: string;
  wbsId: string | null;
  taskId: string | null;
}

const task = alias(tasks, 'task');

/**
 * The project (and task) an entry is logged against, in one query. The task must belong to the
 * project; the WBS is the task's.
 */
export async function resolvePlace(tx: Tx, projectId: string, taskId: string | null | undefined): Promise<EntryPlace> {
  const [row] = await tx
    .select({ taskId: task.id, wbsId: task.wbsId })
    .from(projects)
    .leftJoin(task, taskId ? and(eq(task.id, taskId), eq(task.projectId, projects.id)) : sql`false`)
    .where(eq(projects.id, projectId));
  if (!row) throw invalid('projectId', M.projectNotFound);
  if (taskId && !row.taskId) throw invalid('taskId', M.taskNotInProject);
  return { projectId, wbsId: taskId ? row.wbsId : null, taskId: taskId ? row.taskId : null };
}
