import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { taskFollowUps, taskResources, tasks } from '../db/schema/index.js';

/**
 * Review and follow-up state for the Team Member Tasks panel: one task of Amara's already
 * submitted for review with a link, and a leader's follow-up check on another.
 */
export async function seedDemoTaskReview(tx: Tx, now: Date, idOf: (email: string) => string): Promise<void> {
  const amara = idOf('amara.okafor@demo.goodhours.org');
  const own = await tx
    .select({ taskId: taskResources.taskId, estimated: tasks.estimatedHours, logged: tasks.hoursLogged })
    .from(taskResources)
    .innerJoin(tasks, eq(tasks.id, taskResources.taskId))
    .where(and(eq(taskResources.userId, amara), eq(taskResources.completedTask, false)))
    .orderBy(tasks.num)
    .limit(2);
  const [submitted, followed] = own;
  if (submitted) {
    await tx
      .update(tasks)
      .set({
        relatedWorkLinks: sql`array_append(${tasks.relatedWorkLinks}, 'https://docs.google.com/document/d/1AmaraFoundationLoads/edit')`,
      })
      .where(eq(tasks.id, submitted.taskId));
    await tx
      .update(taskResources)
      .set({ reviewStatus: 'Submitted' })
      .where(and(eq(taskResources.taskId, submitted.taskId), eq(taskResources.userId, amara)));
  }
  if (followed) {
    const percent = followed.estimated > 0 ? Math.min(100, Math.round((followed.logged / followed.estimated) * 10_000) / 100) : 0;
    await tx
      .insert(taskFollowUps)
      .values({ userId: amara, taskId: followed.taskId, followUpCheck: true, followUpPercentageDeadline: percent, updatedAt: now });
  }
}
