import { detach, subtreeIds, TASK_MESSAGES } from '@goodhours/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { lockTask } from './locks.js';
import { reshape } from './structure.js';

async function deleteIds(tx: Tx, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 5000) await tx.delete(tasks).where(inArray(tasks.id, ids.slice(i, i + 5000)));
}

/**
 * `POST /api/task/del/{wbsId}/{id}`: deletes a task with all its subtasks, then numbers the
 * rest again (the siblings after it move up by one, with their subtrees).
 */
export async function deleteTask(ctx: AppContext, wbsId: string, id: string): Promise<{ deletedCount: number }> {
  return ctx.db.transaction(async (tx) => {
    const { task } = await lockTask(tx, id);
    if (task.wbsId !== wbsId) throw new AppError('NOT_FOUND', TASK_MESSAGES.taskNotFound);
    let doomed: string[] = [];
    await reshape(tx, wbsId, (tree) => {
      doomed = subtreeIds(tree, id);
      detach(tree, id);
    });
    await deleteIds(tx, doomed);
    return { deletedCount: doomed.length };
  });
}

/** `POST /api/task/delete/children/{id}`: deletes every subtask of a task; the task stays. */
export async function deleteChildren(ctx: AppContext, id: string): Promise<{ deletedCount: number }> {
  return ctx.db.transaction(async (tx) => {
    const { task } = await lockTask(tx, id);
    let doomed: string[] = [];
    await reshape(tx, task.wbsId, (tree) => {
      doomed = subtreeIds(tree, id).slice(1);
      tree.set(id, []);
    });
    await deleteIds(tx, doomed);
    return { deletedCount: doomed.length };
  });
}
