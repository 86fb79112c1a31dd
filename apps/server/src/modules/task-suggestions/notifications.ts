import {
  TASK_CHANGE_READER_ROLES,
  TASK_SUGGESTION_MESSAGES as M,
  taskSnapshotOf,
  type PostTaskNotificationRequest,
  type TaskNotification,
  type TaskNotificationPostResult,
  type TaskSnapshot,
} from '@goodhours/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { taskNotifications, tasks, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { readTask } from '../tasks/index.js';
import { notifyTaskChange } from './notify.js';

/** `GET /api/tasknotification/user/{userId}`: a person's unread task changes, newest first. */
export async function listTaskNotifications(ctx: AppContext, caller: AuthUser, userId: string): Promise<TaskNotification[]> {
  const readsAnyone = (TASK_CHANGE_READER_ROLES as readonly string[]).includes(caller.role);
  if (caller.id !== userId && !readsAnyone) throw new AppError('FORBIDDEN', M.notYourChanges);
  const rows = await ctx.db
    .select({
      id: taskNotifications.id,
      userId: taskNotifications.userId,
      taskId: taskNotifications.taskId,
      taskNum: tasks.num,
      taskName: tasks.taskName,
      wbsId: tasks.wbsId,
      projectId: tasks.projectId,
      oldTask: taskNotifications.oldTask,
      newTask: taskNotifications.newTask,
      createdAt: taskNotifications.createdAt,
    })
    .from(taskNotifications)
    .innerJoin(tasks, eq(tasks.id, taskNotifications.taskId))
    .where(eq(taskNotifications.userId, userId))
    .orderBy(desc(taskNotifications.createdAt), tasks.num);
  return rows.map((r) => ({
    ...r,
    oldTask: r.oldTask as Partial<TaskSnapshot>,
    newTask: r.newTask as TaskSnapshot,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * `POST /api/tasknotification` (document 1 §7: oldTask, userIds): tells these people how the task
 * changed from `oldTask` to what it is now. Each person must exist and be active.
 */
export async function postTaskNotification(ctx: AppContext, input: PostTaskNotificationRequest): Promise<TaskNotificationPostResult> {
  return ctx.db.transaction(async (tx) => {
    const task = await readTask(tx, input.taskId);
    if (!task) throw new AppError('NOT_FOUND', M.taskNotFound);
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, input.userIds), eq(users.isActive, true), eq(users.isArchived, false)));
    if (found.length !== input.userIds.length) throw new AppError('VALIDATION', M.personNotFound, { userIds: M.personNotFound });
    const notified = await notifyTaskChange(tx, {
      taskId: task.id,
      oldTask: input.oldTask,
      newTask: taskSnapshotOf(task),
      userIds: input.userIds,
    });
    return { notified };
  });
}

/** `POST /api/tasknotification/{id}/read`: only the person it was shown to marks it read (deletes it). */
export async function markTaskNotificationRead(ctx: AppContext, caller: AuthUser, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(taskNotifications)
    .where(and(eq(taskNotifications.id, id), eq(taskNotifications.userId, caller.id)))
    .returning({ id: taskNotifications.id });
  if (deleted.length) return;
  const [other] = await ctx.db.select({ id: taskNotifications.id }).from(taskNotifications).where(eq(taskNotifications.id, id));
  if (other) throw new AppError('FORBIDDEN', M.notYourNotification);
  throw new AppError('NOT_FOUND', M.notificationNotFound);
}
