import type { FastifyInstance } from 'fastify';
import { teamMemberTaskContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { teamMemberTasks } from './members-query.js';
import { decideReview, removeFromTask, submitForReview } from './review.js';
import { listFollowUps, setFollowUp } from './follow-ups.js';

/**
 * Team Member Tasks (document 2 §2, §4, §7): the page of members with their tasks, the review
 * workflow, removing a person from a task, and follow-up checks.
 */
export function teamMemberTasksRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'team-member-tasks', teamMemberTaskContracts, {
    list: ({ caller, params, query }) => teamMemberTasks(ctx, caller, params.userId, query),
    submitForReview: ({ caller, params, body }) => submitForReview(ctx, caller, params.userId, body.taskId, body.link),
    decideReview: ({ params, body }) => decideReview(ctx, params.userId, params.taskId, body.status),
    removeFromTask: ({ params }) => removeFromTask(ctx, params.userId, params.taskId),
    followUps: ({ caller }) => listFollowUps(ctx, caller),
    setFollowUp: ({ caller, params, body }) => setFollowUp(ctx, caller, params.userId, params.taskId, body),
  });
}
