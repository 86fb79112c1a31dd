import type { FastifyInstance } from 'fastify';
import { weeklySummaryContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as summaries from './service.js';
import * as prompt from './ai-prompt.js';

/**
 * Weekly summaries and the AI prompt (document 2 §7 'Profile and summaries'). The services decide
 * who may: the person or an Owner/Administrator acting for them writes; readers of summaries read.
 */
export function weeklySummariesRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'weekly-summaries', weeklySummaryContracts, {
    get: ({ caller, params }) => summaries.getSummaries(ctx, caller, params.userId),
    save: ({ caller, params, body }) => summaries.saveSummary(ctx, caller, params.userId, body),
    edit: ({ caller, params, body }) => summaries.editSummary(ctx, caller, params.userId, body.slot, body.summary),
    move: ({ caller, params, body }) => summaries.moveSummary(ctx, caller, params.userId, body.from, body.to),
    aiPrompt: () => prompt.readPrompt(ctx),
    saveAiPrompt: ({ caller, body }) => prompt.savePrompt(ctx, caller, body.aIPromptText),
    promptCopied: ({ caller, params }) => prompt.promptCopiedAt(ctx, caller, params.userId),
    recordPromptCopy: ({ caller, params }) => prompt.recordPromptCopy(ctx, caller, params.userId),
  });
}
