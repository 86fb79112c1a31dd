import { and, eq, sql } from 'drizzle-orm';
import { checkReviewLink, LEADER_ROLES, TEAM_TASKS_MESSAGES as M, type ReviewState } from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { notifications, taskResources, tasks } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { escapeHtml } from '../../mail/escape-html.js';

async function resourceOf(tx: Tx, taskId: string, userId: string) {
  const [row] = await tx
    .select({
      reviewStatus: taskResources.reviewStatus,
      completedTask: taskResources.completedTask,
      taskName: tasks.taskName,
      links: tasks.relatedWorkLinks,
    })
    .from(taskResources)
    .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
    .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', M.notAResource);
  return row;
}

/**
 * The task's own person submits their work (document 2 §4 'Task review'): the link is checked,
 * appended to the task's related work links, the review status becomes Submitted, and the
 * leaders of the person's teams are told in their header.
 */
export async function submitForReview(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  taskId: string,
  link: string,
): Promise<ReviewState> {
  if (caller.id !== userId) throw new AppError('FORBIDDEN', M.onlyOwnTask);
  const checked = checkReviewLink(link);
  if (!checked.ok) throw new AppError('VALIDATION', checked.message, { link: checked.message });
  return ctx.db.transaction(async (tx) => {
    const before = await resourceOf(tx, taskId, userId);
    const links = [...before.links, checked.url];
    await tx.update(tasks).set({ relatedWorkLinks: links }).where(eq(tasks.id, taskId));
    await tx
      .update(taskResources)
      .set({ reviewStatus: 'Submitted', completedTask: false })
      .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)));
    const message = `${escapeHtml(`${caller.firstName} ${caller.lastName}`)} submitted “${escapeHtml(before.taskName)}” for review: <a href="${escapeHtml(checked.url)}">${escapeHtml(checked.url)}</a>`;
    await tx.execute(sql`
      insert into ${notifications} (user_id, message, sender_id, is_system_generated)
      select distinct l.id, ${message}, ${caller.id}::uuid, false
        from team_members tm join team_members lm on lm.team_id = tm.team_id join users l on l.id = lm.user_id
       where tm.user_id = ${userId} and l.id <> ${userId} and l.is_active
         and l.role in ${[...LEADER_ROLES]}`);
    return { taskId, userId, reviewStatus: 'Submitted', completedTask: false, relatedWorkLinks: links };
  });
}

/**
 * A reviewer (the route's rule: Owner, Administrator, Manager, Mentor or putReviewStatus)
 * completes the review (every resource of the task becomes complete) or asks for more work
 * (back to Unsubmitted; completedTask false for this person).
 */
export async function decideReview(
  ctx: AppContext,
  userId: string,
  taskId: string,
  status: 'Reviewed' | 'Unsubmitted',
): Promise<ReviewState> {
  return ctx.db.transaction(async (tx) => {
    const before = await resourceOf(tx, taskId, userId);
    if (before.reviewStatus !== 'Submitted') throw new AppError('CONFLICT', M.notSubmitted);
    await tx
      .update(taskResources)
      .set({ reviewStatus: status, completedTask: status === 'Reviewed' })
      .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)));
    if (status === 'Reviewed') await tx.update(taskResources).set({ completedTask: true }).where(eq(taskResources.taskId, taskId));
    return { taskId, userId, reviewStatus: status, completedTask: status === 'Reviewed', relatedWorkLinks: before.links };
  });
}

/** 'Remove User from Task' (the route's rule: Owner, Administrator or removeUserFromTask): the person's resource is deleted. */
export async function removeFromTask(ctx: AppContext, userId: string, taskId: string): Promise<void> {
  const removed = await ctx.db
    .delete(taskResources)
    .where(and(eq(taskResources.taskId, taskId), eq(taskResources.userId, userId)))
    .returning({ userId: taskResources.userId });
  if (!removed.length) throw new AppError('NOT_FOUND', M.notAResource);
}
