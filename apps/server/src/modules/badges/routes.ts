import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import { badgeCollection } from './collection.js';

const idParam = z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) });

export function badgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The profile's Badge Summary: one's own badges, or anyone's with getUserProfiles.
  app.get('/api/userprofile/badges/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    if (caller.id !== id) requirePermission(caller, 'getUserProfiles');
    return badgeCollection(ctx, id);
  });
}
