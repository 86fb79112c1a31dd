import { taskSnapshotChanges, taskSnapshotOf, type Task } from '@goodhours/domain';
import type { Tx } from '../../db/client.js';
import { notifyTaskChange } from './notify.js';

/**
 * Records, for every person assigned to the task (except the one who made the change), what
 * changed on it; they see it until they mark it read (document 2 §5). Called inside the
 * transaction that updates the task, with the task as it was and as it is now. Nothing is
 * recorded when nothing a person sees changed.
 */
export async function recordTaskChange(tx: Tx, before: Task, after: Task, byUserId: string): Promise<void> {
  const oldTask = taskSnapshotOf(before);
  const newTask = taskSnapshotOf(after);
  if (!taskSnapshotChanges(oldTask, newTask).length) return;
  const userIds = after.resources.map((r) => r.userId).filter((id) => id !== byUserId);
  await notifyTaskChange(tx, { taskId: after.id, oldTask, newTask, userIds });
}
