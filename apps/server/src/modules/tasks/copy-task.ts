import { attachAfter, subtreeIds, type Task } from '@goodhours/domain';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { taskResources, tasks } from '../../db/schema/index.js';
import { lockTask } from './locks.js';
import { reshape } from './structure.js';
import { readTask } from './task-query.js';

/**
 * `POST /api/task/copy/{id}`: copies a task and its whole subtree right after the original,
 * under the same parent, and numbers the WBS again. The copies keep every field and their
 * people (with a fresh state), but start with no hours logged.
 */
export async function copyTask(ctx: AppContext, id: string): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    const { task } = await lockTask(tx, id);
    const copyOf = new Map<string, string>();
    const numbering = await reshape(tx, task.wbsId, (tree) => {
      for (const original of subtreeIds(tree, id)) copyOf.set(original, randomUUID());
      for (const [original, copy] of copyOf) {
        tree.set(
          copy,
          (tree.get(original) ?? []).map((child) => copyOf.get(child) ?? child),
        );
      }
      attachAfter(tree, id, copyOf.get(id) ?? '');
    });
    const originals = [...copyOf.keys()];
    const now = ctx.clock.now();
    for (let i = 0; i < originals.length; i += 500) {
      const rows = await tx
        .select()
        .from(tasks)
        .where(inArray(tasks.id, originals.slice(i, i + 500)));
      await tx.insert(tasks).values(
        rows.map((row) => {
          const copyId = copyOf.get(row.id) ?? '';
          const place = numbering.get(copyId);
          if (!place) throw new Error('copied task was not numbered');
          return { ...row, id: copyId, ...place, hoursLogged: 0, createdAt: now };
        }),
      );
    }
    for (let i = 0; i < originals.length; i += 2000) {
      const people = await tx
        .select({ taskId: taskResources.taskId, userId: taskResources.userId })
        .from(taskResources)
        .where(inArray(taskResources.taskId, originals.slice(i, i + 2000)));
      if (people.length) {
        await tx.insert(taskResources).values(people.map((p) => ({ taskId: copyOf.get(p.taskId) ?? '', userId: p.userId })));
      }
    }
    const copyId = copyOf.get(id) ?? '';
    const copy = await readTask(tx, copyId);
    if (!copy) throw new Error('copied task vanished');
    return copy;
  });
}
