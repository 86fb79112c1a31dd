import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import { autocompleteUsers } from './service.js';

const textParam = z.object({ text: z.string().trim().min(1).max(100) });

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/userprofile/autocomplete/:text', async (request) => {
    requirePermission(await requireUser(ctx, request), 'getUserProfiles', 'putUserProfilePermissions');
    return autocompleteUsers(ctx, parseInput(textParam, request.params).text);
  });
}
