import { TASK_MESSAGES } from '@goodhours/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { taskResources, tasks, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * Makes the task's resources exactly `userIds`: people no longer listed leave, new people join
 * with a fresh state, people who stay keep theirs. `isAssigned` follows. Newly added people
 * must exist and be active.
 */
export async function setTaskResources(tx: Tx, taskId: string, userIds: readonly string[]): Promise<void> {
  const current = await tx.select({ userId: taskResources.userId }).from(taskResources).where(eq(taskResources.taskId, taskId));
  const have = new Set(current.map((r) => r.userId));
  const added = userIds.filter((id) => !have.has(id));
  if (added.length) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, added), eq(users.isActive, true), eq(users.isArchived, false)));
    if (found.length !== added.length) {
      throw new AppError('VALIDATION', TASK_MESSAGES.resourceNotFound, { resources: TASK_MESSAGES.resourceNotFound });
    }
  }
  await tx
    .delete(taskResources)
    .where(
      userIds.length
        ? and(eq(taskResources.taskId, taskId), notInArray(taskResources.userId, [...userIds]))
        : eq(taskResources.taskId, taskId),
    );
  if (added.length) await tx.insert(taskResources).values(added.map((userId) => ({ taskId, userId })));
  await tx
    .update(tasks)
    .set({ isAssigned: userIds.length > 0 })
    .where(eq(tasks.id, taskId));
}
