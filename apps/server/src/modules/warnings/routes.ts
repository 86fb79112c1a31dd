import type { FastifyInstance } from 'fastify';
import { MESSAGES, trackerEditInput, trackerInput, trackerToggleInput, WARNING_MESSAGES, warningInput, warningUsersQuery } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import * as warnings from './service.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });
const trackerParam = z.object({ id: z.uuid({ error: WARNING_MESSAGES.trackerNotFound }) });
const warningParam = userParam.extend({ warningId: z.uuid({ error: WARNING_MESSAGES.warningNotFound }) });

/**
 * The warning tracker (document 2 §7 'Warnings'): trackers, and the warnings of people. Owners and
 * Administrators hold every tracker permission; others need the one for each action.
 */
export function warningsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/warnings/currentWarningDescriptions', async (request) => {
    warnings.requireWarningPermission(await requireUser(ctx, request), 'viewTrackingOverview');
    return warnings.listTrackers(ctx);
  });

  app.post('/api/warnings/descriptions', async (request, reply) => {
    warnings.requireWarningPermission(await requireUser(ctx, request), 'addWarningTracker');
    const { newWarning, isPermanent } = parseInput(trackerInput, request.body);
    return reply.status(201).send(await warnings.addTracker(ctx, newWarning, isPermanent));
  });

  app.put('/api/warnings/descriptions/:id', async (request) => {
    warnings.requireWarningPermission(await requireUser(ctx, request), 'addWarningTracker');
    const { id } = parseInput(trackerParam, request.params);
    return warnings.renameTracker(ctx, id, parseInput(trackerEditInput, request.body).editedWarning);
  });

  app.put('/api/warnings/descriptions/:id/active', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(trackerParam, request.params);
    return warnings.setTrackerActive(ctx, caller, id, parseInput(trackerToggleInput, request.body).activeWarning);
  });

  app.delete('/api/warnings/descriptions/:id', async (request, reply) => {
    warnings.requireWarningPermission(await requireUser(ctx, request), 'deleteWarningTracker');
    await warnings.deleteTracker(ctx, parseInput(trackerParam, request.params).id);
    return reply.status(204).send();
  });

  // The dots of a whole page of members in one request.
  app.get('/api/warnings', async (request) => {
    const caller = await requireUser(ctx, request);
    return warnings.warningsOf(ctx, caller, parseInput(warningUsersQuery, request.query).userIds);
  });

  app.post('/api/warnings/:userId', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    const { trackerId, color } = parseInput(warningInput, request.body);
    return reply.status(201).send(await warnings.issueWarning(ctx, caller, userId, trackerId, color));
  });

  app.delete('/api/warnings/:userId/:warningId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId, warningId } = parseInput(warningParam, request.params);
    return warnings.deleteWarning(ctx, caller, userId, warningId);
  });
}
