import type { FastifyInstance } from 'fastify';
import { canEditInfo, createInfoInput, infoNameParam, MESSAGES, updateInfoInput } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, parseInput } from '../../errors.js';
import { requireUser, type AuthUser } from '../../auth/sessions.js';
import * as info from './service.js';

const idParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });

/** "Info pages: only Owner edits" (document 1 §6): the spec names the role, so no permission key. */
function requireInfoEditor(caller: AuthUser): void {
  if (!canEditInfo(caller.role)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Info pages (document 1 §3, §7): everyone signed in reads what their role may read; the Owner writes. */
export function infoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/informations', async (request) => info.listInfo(ctx, await requireUser(ctx, request)));

  app.get('/api/informations/name/:infoName', async (request) => {
    const caller = await requireUser(ctx, request);
    return info.getInfoByName(ctx, caller, parseInput(infoNameParam, request.params).infoName);
  });

  app.post('/api/informations', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requireInfoEditor(caller);
    return reply.status(201).send(await info.createInfo(ctx, caller, parseInput(createInfoInput, request.body)));
  });

  app.put('/api/informations/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    requireInfoEditor(caller);
    const { id } = parseInput(idParam, request.params);
    return info.updateInfo(ctx, caller, id, parseInput(updateInfoInput, request.body));
  });

  app.delete('/api/informations/:id', async (request, reply) => {
    requireInfoEditor(await requireUser(ctx, request));
    await info.deleteInfo(ctx, parseInput(idParam, request.params).id);
    return reply.status(204).send();
  });
}
