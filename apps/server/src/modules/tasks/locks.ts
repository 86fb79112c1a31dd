import { TASK_MESSAGES } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tasks, wbs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export type WbsRow = typeof wbs.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;

/**
 * Locks a WBS row until the transaction ends (`select ... for update`). Every change to the
 * shape or numbers of a WBS takes this lock first, so two people editing the same WBS at once
 * queue instead of producing duplicate numbers.
 */
export async function lockWbs(tx: Tx, wbsId: string): Promise<WbsRow> {
  const [row] = await tx.select().from(wbs).where(eq(wbs.id, wbsId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', TASK_MESSAGES.wbsNotFound);
  return row;
}

/** Locks the WBS of a task, then reads the task (it may have gone while we waited). */
export async function lockTask(tx: Tx, taskId: string): Promise<{ task: TaskRow; wbs: WbsRow }> {
  const [found] = await tx.select({ wbsId: tasks.wbsId }).from(tasks).where(eq(tasks.id, taskId));
  if (!found) throw new AppError('NOT_FOUND', TASK_MESSAGES.taskNotFound);
  const wbsRow = await lockWbs(tx, found.wbsId);
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task) throw new AppError('NOT_FOUND', TASK_MESSAGES.taskNotFound);
  return { task, wbs: wbsRow };
}
