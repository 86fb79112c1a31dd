import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import { summaryBar } from './service.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });

/** The summary bar (document 2 §2): for the person, Owners/Administrators, and putUserProfileImportantInfo. */
export function summaryBarRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/dashboard/summarybar/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return summaryBar(ctx, caller, parseInput(userParam, request.params).userId);
  });
}
