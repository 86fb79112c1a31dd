import type { FastifyInstance } from 'fastify';
import { suggestionContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as suggestions from './service.js';

/**
 * Suggestions and bug reports (document 2 §7): everyone reads the options and writes for
 * themself; only Owners change the options. Both forms mail the Owners through the outbox.
 */
export function suggestionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'suggestions', suggestionContracts, {
    options: () => suggestions.readOptions(ctx),
    changeOptions: ({ caller, body }) => suggestions.changeOptions(ctx, caller, body),
    makeSuggestion: ({ caller, params, body }) => suggestions.makeSuggestion(ctx, caller, params.userId, body),
    bugReport: ({ caller, params, body }) => suggestions.bugReport(ctx, caller, params.userId, body),
  });
}
