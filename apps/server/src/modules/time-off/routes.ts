import type { FastifyInstance } from 'fastify';
import {
  setTimeOffRequestInput,
  TIME_OFF_MESSAGES,
  timeOffRequestsQuery,
  updateTimeOffRequestInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import * as timeOff from './service.js';

const idParam = z.object({ id: z.uuid({ error: TIME_OFF_MESSAGES.notFound }) });

/**
 * Time off (document 1 §7). Every call needs sign-in; whose requests a caller may read or
 * change (their own, or anyone's with manageTimeOffRequests) is decided in the service.
 */
export function timeOffRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/getTimeOffRequests', async (request) => {
    const caller = await requireUser(ctx, request);
    return timeOff.listTimeOffRequests(ctx, caller, parseInput(timeOffRequestsQuery, request.query).userId);
  });

  app.post('/api/setTimeOffRequest', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    const created = await timeOff.createTimeOffRequest(ctx, caller, parseInput(setTimeOffRequestInput, request.body));
    return reply.status(201).send(created);
  });

  app.post('/api/updateTimeOffRequest/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    return timeOff.updateTimeOffRequest(ctx, caller, id, parseInput(updateTimeOffRequestInput, request.body));
  });

  app.delete('/api/deleteTimeOffRequest/:id', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    await timeOff.deleteTimeOffRequest(ctx, caller, parseInput(idParam, request.params).id);
    return reply.status(204).send();
  });
}
