import { sql } from 'drizzle-orm';
import { MESSAGES, mayFollowUp, TEAM_TASKS_MESSAGES as M, type FollowUp } from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { taskFollowUps } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

function assertMayFollowUp(caller: AuthUser): void {
  if (!mayFollowUp(caller.role)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Every follow-up check (document 2 §7 'Follow-ups'); not for Volunteers. */
export async function listFollowUps(ctx: AppContext, caller: AuthUser): Promise<FollowUp[]> {
  assertMayFollowUp(caller);
  return rowsOf<FollowUp>(
    await ctx.db.execute(sql`
      select user_id as "userId", task_id as "taskId", follow_up_check as "followUpCheck",
             follow_up_percentage_deadline::float8 as "followUpPercentageDeadline"
        from task_follow_ups order by updated_at desc`),
  );
}

/** Checks (recording the task's percent complete) or clears a person's follow-up on a task. */
export async function setFollowUp(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  taskId: string,
  input: Omit<FollowUp, 'userId' | 'taskId'>,
): Promise<FollowUp> {
  assertMayFollowUp(caller);
  const [resource] = rowsOf<{ ok: number }>(
    await ctx.db.execute(sql`select 1 as ok from task_resources where task_id = ${taskId} and user_id = ${userId}`),
  );
  if (!resource) throw new AppError('NOT_FOUND', M.notAResource);
  const now = ctx.clock.now();
  await ctx.db
    .insert(taskFollowUps)
    .values({
      userId,
      taskId,
      followUpCheck: input.followUpCheck,
      followUpPercentageDeadline: input.followUpPercentageDeadline,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [taskFollowUps.userId, taskFollowUps.taskId],
      set: { followUpCheck: input.followUpCheck, followUpPercentageDeadline: input.followUpPercentageDeadline, updatedAt: now },
    });
  return { userId, taskId, ...input };
}
