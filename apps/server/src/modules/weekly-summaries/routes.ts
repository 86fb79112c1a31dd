import type { FastifyInstance } from 'fastify';
import { aiPromptInput, MESSAGES, summaryEditInput, summaryMoveInput, summarySaveInput } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import * as summaries from './service.js';
import * as prompt from './ai-prompt.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });

/**
 * Weekly summaries and the AI prompt (document 2 §7 'Profile and summaries'). The services decide
 * who may: the person or an Owner/Administrator acting for them writes; readers of summaries read.
 */
export function weeklySummariesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/weeklySummaries/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return summaries.getSummaries(ctx, caller, parseInput(userParam, request.params).userId);
  });

  app.put('/api/weeklySummaries/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    return summaries.saveSummary(ctx, caller, userId, parseInput(summarySaveInput, request.body));
  });

  app.put('/api/weeklySummaries/:userId/edit', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    const { slot, summary } = parseInput(summaryEditInput, request.body);
    return summaries.editSummary(ctx, caller, userId, slot, summary);
  });

  app.post('/api/weeklySummaries/:userId/move', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    const { from, to } = parseInput(summaryMoveInput, request.body);
    return summaries.moveSummary(ctx, caller, userId, from, to);
  });

  app.get('/api/dashboard/aiPrompt', async (request) => {
    await requireUser(ctx, request);
    return prompt.readPrompt(ctx);
  });

  app.put('/api/dashboard/aiPrompt', async (request) => {
    const caller = await requireUser(ctx, request);
    return prompt.savePrompt(ctx, caller, parseInput(aiPromptInput, request.body).aIPromptText);
  });

  app.get('/api/dashboard/aiPrompt/copied/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return prompt.promptCopiedAt(ctx, caller, parseInput(userParam, request.params).userId);
  });

  app.put('/api/dashboard/aiPrompt/copied/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return prompt.recordPromptCopy(ctx, caller, parseInput(userParam, request.params).userId);
  });
}
