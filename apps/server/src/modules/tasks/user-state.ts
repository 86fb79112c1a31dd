import { TASK_MESSAGES, type Task } from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import { can, requirePermission, type AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { taskResources, tasks, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordTaskChange } from '../task-suggestions/index.js';
import { lockTask } from './locks.js';
import { readTask } from './task-query.js';

/** People change their own state on a task; changing another person's needs resolveTask. */
function mayChangeStateOf(caller: AuthUser, userId: string): void {
  if (userId !== caller.id) requirePermission(caller, 'resolveTask');
}

/**
 * Removing a task for a person (document 1 §4): their `completedTask` becomes true and the
 * task's status 'Complete'. The person must be one of the task's resources.
 */
export async function removeTaskForUser(ctx: AppContext, caller: AuthUser, taskId: string, userId: string): Promise<Task> {
  mayChangeStateOf(caller, userId);
  return ctx.db.transaction(async (tx) => {
    await lockTask(tx, taskId);
    const before = await readTask(tx, taskId);
    const updated = await tx
      .update(taskResources)
      .set({ completedTask: true })
      .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)))
      .returning({ userId: taskResources.userId });
    if (!updated.length) throw new AppError('NOT_FOUND', TASK_MESSAGES.notAResource);
    await tx.update(tasks).set({ status: 'Complete' }).where(eq(tasks.id, taskId));
    const task = await readTask(tx, taskId);
    if (!task) throw new Error('task vanished');
    if (before) await recordTaskChange(tx, before, task, caller.id);
    return task;
  });
}

/**
 * Adding a task back for a person (document 1 §4): their `completedTask` becomes false and the
 * task's status 'Started'. A caller holding resolveTask may assign a person who is not a
 * resource yet; without it (people adding back their own task) they must already be one.
 */
export async function addTaskBackForUser(ctx: AppContext, caller: AuthUser, taskId: string, userId: string): Promise<Task> {
  mayChangeStateOf(caller, userId);
  const mayAssign = can(caller, 'resolveTask');
  return ctx.db.transaction(async (tx) => {
    await lockTask(tx, taskId);
    const before = await readTask(tx, taskId);
    if (!mayAssign) {
      const [row] = await tx
        .select({ userId: taskResources.userId })
        .from(taskResources)
        .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', TASK_MESSAGES.notAResource);
    }
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isArchived, false)));
    if (!person) throw new AppError('NOT_FOUND', TASK_MESSAGES.resourceNotFound);
    await tx
      .insert(taskResources)
      .values({ taskId, userId, completedTask: false })
      .onConflictDoUpdate({ target: [taskResources.taskId, taskResources.userId], set: { completedTask: false } });
    await tx.update(tasks).set({ status: 'Started', isAssigned: true }).where(eq(tasks.id, taskId));
    const task = await readTask(tx, taskId);
    if (!task) throw new Error('task vanished');
    if (before) await recordTaskChange(tx, before, task, caller.id);
    return task;
  });
}
