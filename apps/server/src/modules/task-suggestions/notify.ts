import { taskSnapshotChanges, type TaskSnapshot } from '@goodhours/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { taskNotifications } from '../../db/schema/index.js';

/**
 * Tells each of `userIds` that the task changed from `oldTask` to `newTask`. A person who has
 * not yet read an earlier change of the same task keeps one notification: its old task stays
 * (the oldest), its new task becomes this one; if that brings the task back to how they last
 * saw it, the notification goes. Three statements whatever the number of people.
 * Returns how many people now have a notification about this change.
 */
export async function notifyTaskChange(
  tx: Tx,
  change: { taskId: string; oldTask: Partial<TaskSnapshot>; newTask: TaskSnapshot; userIds: readonly string[] },
): Promise<number> {
  const { taskId, oldTask, newTask, userIds } = change;
  if (!userIds.length) return 0;
  const existing = await tx
    .select({ id: taskNotifications.id, userId: taskNotifications.userId, oldTask: taskNotifications.oldTask })
    .from(taskNotifications)
    .where(and(eq(taskNotifications.taskId, taskId), inArray(taskNotifications.userId, [...userIds])));

  const seen = new Set(existing.map((n) => n.userId));
  const undone = existing.filter((n) => !taskSnapshotChanges(n.oldTask as Partial<TaskSnapshot>, newTask).length).map((n) => n.id);
  const kept = existing.filter((n) => !undone.includes(n.id)).map((n) => n.id);
  const fresh = taskSnapshotChanges(oldTask, newTask).length ? userIds.filter((id) => !seen.has(id)) : [];

  if (undone.length) await tx.delete(taskNotifications).where(inArray(taskNotifications.id, undone));
  if (kept.length) {
    await tx
      .update(taskNotifications)
      .set({ newTask, createdAt: sql`now()` })
      .where(inArray(taskNotifications.id, kept));
  }
  if (fresh.length) await tx.insert(taskNotifications).values(fresh.map((userId) => ({ userId, taskId, oldTask, newTask })));
  return kept.length + fresh.length;
}
