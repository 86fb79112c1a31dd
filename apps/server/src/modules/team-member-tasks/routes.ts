import type { FastifyInstance } from 'fastify';
import { followUpInput, MESSAGES, reviewDecisionInput, reviewSubmitInput, teamTasksQuery } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import { teamMemberTasks } from './members-query.js';
import { decideReview, removeFromTask, submitForReview } from './review.js';
import { listFollowUps, setFollowUp } from './follow-ups.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });
const resourceParams = userParam.extend({ taskId: z.uuid({ error: 'We could not find that task.' }) });

/**
 * Team Member Tasks (document 2 §2, §4, §7): the page of members with their tasks, the review
 * workflow, removing a person from a task, and follow-up checks. Each service decides who may.
 */
export function teamMemberTasksRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard/teammembertasks/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    return teamMemberTasks(ctx, caller, userId, parseInput(teamTasksQuery, request.query));
  });

  // The person submits their own work for review (the spec's review request).
  app.post('/api/tasks/reviewreq/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    const { taskId, link } = parseInput(reviewSubmitInput, request.body);
    return submitForReview(ctx, caller, userId, taskId, link);
  });

  app.put('/api/tasks/:taskId/review/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId, taskId } = parseInput(resourceParams, request.params);
    return decideReview(ctx, caller, userId, taskId, parseInput(reviewDecisionInput, request.body).status);
  });

  app.delete('/api/tasks/:taskId/resources/:userId', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    const { userId, taskId } = parseInput(resourceParams, request.params);
    await removeFromTask(ctx, caller, userId, taskId);
    return reply.status(204).send();
  });

  app.get('/api/followup', async (request) => listFollowUps(ctx, await requireUser(ctx, request)));

  app.post('/api/followup/:userId/:taskId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId, taskId } = parseInput(resourceParams, request.params);
    return setFollowUp(ctx, caller, userId, taskId, parseInput(followUpInput, request.body));
  });
}
