import type { FastifyInstance } from 'fastify';
import { INFRINGEMENT_MESSAGES, infringementInput, MESSAGES } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import * as blueSquares from './service.js';

const userParam = z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) });
const infringementParam = userParam.extend({ infringementId: z.uuid({ error: INFRINGEMENT_MESSAGES.notFound }) });

/**
 * Blue squares on a profile (document 1 §3, §6). Reading is for the person themself or readers
 * of profiles and blue squares (decided in the service); each change needs its own permission.
 */
export function infringementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/userprofile/:id/infringements', async (request) => {
    const caller = await requireUser(ctx, request);
    return blueSquares.listInfringements(ctx, caller, parseInput(userParam, request.params).id);
  });

  app.post('/api/userprofile/:id/infringements', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'addInfringements');
    const { id } = parseInput(userParam, request.params);
    const created = await blueSquares.addInfringement(ctx, caller, id, parseInput(infringementInput, request.body));
    return reply.status(201).send(created);
  });

  app.put('/api/userprofile/:id/infringements/:infringementId', async (request) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'editInfringements');
    const { id, infringementId } = parseInput(infringementParam, request.params);
    return blueSquares.updateInfringement(ctx, caller, id, infringementId, parseInput(infringementInput, request.body));
  });

  app.delete('/api/userprofile/:id/infringements/:infringementId', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'deleteInfringements');
    const { id, infringementId } = parseInput(infringementParam, request.params);
    await blueSquares.deleteInfringement(ctx, caller, id, infringementId);
    return reply.status(204).send();
  });
}
