import type { FastifyInstance } from 'fastify';
import { bugReportInput, MESSAGES, suggestionInput, suggestionOptionsInput } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import * as suggestions from './service.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });

/**
 * Suggestions and bug reports (document 2 §7): everyone reads the options and writes for
 * themself; only Owners change the options. Both forms mail the Owners through the outbox.
 */
export function suggestionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard/suggestionoption/:userId', async (request) => {
    await requireUser(ctx, request);
    parseInput(userParam, request.params);
    return suggestions.readOptions(ctx);
  });

  app.post('/api/dashboard/suggestionoption/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    parseInput(userParam, request.params);
    return suggestions.changeOptions(ctx, caller, parseInput(suggestionOptionsInput, request.body));
  });

  app.post('/api/dashboard/makesuggestion/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    return suggestions.makeSuggestion(ctx, caller, userId, parseInput(suggestionInput, request.body));
  });

  app.post('/api/dashboard/bugreport/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    return suggestions.bugReport(ctx, caller, userId, parseInput(bugReportInput, request.body));
  });
}
