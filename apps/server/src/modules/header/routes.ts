import type { FastifyInstance } from 'fastify';
import { HEADER_MESSAGES, MESSAGES, ownerMessageInput } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser } from '../../auth/sessions.js';
import * as header from './service.js';
import { teamDeadlines } from './team-deadlines.js';

const userParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });
const notificationParam = z.object({ id: z.uuid({ error: HEADER_MESSAGES.notificationNotFound }) });

/**
 * The header's message, notifications and hours bell (document 2 §2, §4, §7). Everyone reads the
 * message; editHeaderMessage (Owners) changes it; notifications, the bell and the team deadlines are
 * the person's own (or an Owner's/Administrator's viewing them).
 */
export function headerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/ownerMessage', async (request) => {
    await requireUser(ctx, request);
    return header.readOwnerMessage(ctx);
  });

  app.put('/api/ownerMessage', async (request) => {
    const caller = await requireUser(ctx, request);
    return header.saveOwnerMessage(ctx, caller, parseInput(ownerMessageInput, request.body));
  });

  app.delete('/api/ownerMessage', async (request) => header.deleteOwnerMessage(ctx, await requireUser(ctx, request)));

  app.get('/api/notification/unread/user/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return header.unreadNotifications(ctx, caller, parseInput(userParam, request.params).userId);
  });

  app.post('/api/notification/markRead/:id', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    await header.markNotificationRead(ctx, caller, parseInput(notificationParam, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/dashboard/hoursbell/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return header.hoursBell(ctx, caller, parseInput(userParam, request.params).userId);
  });

  app.get('/api/dashboard/teamdeadlines/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    return teamDeadlines(ctx, caller, parseInput(userParam, request.params).userId);
  });

  app.post('/api/dashboard/hoursbell/:userId/seen', async (request) => {
    const caller = await requireUser(ctx, request);
    return header.dismissHoursBell(ctx, caller, parseInput(userParam, request.params).userId);
  });
}
