import type { FastifyInstance } from 'fastify';
import { headerContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as header from './service.js';
import { teamDeadlines } from './team-deadlines.js';

/**
 * The header's message, notifications, hours bell and team deadlines (document 2 §2, §4, §7).
 * Notifications, the bell and the deadlines are the person's own (or an Owner's/Administrator's
 * viewing them): the services decide.
 */
export function headerRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'header', headerContracts, {
    ownerMessage: () => header.readOwnerMessage(ctx),
    saveOwnerMessage: ({ caller, body }) => header.saveOwnerMessage(ctx, caller, body),
    deleteOwnerMessage: ({ caller }) => header.deleteOwnerMessage(ctx, caller),
    unreadNotifications: ({ caller, params }) => header.unreadNotifications(ctx, caller, params.userId),
    markNotificationRead: ({ caller, params }) => header.markNotificationRead(ctx, caller, params.id),
    hoursBell: ({ caller, params }) => header.hoursBell(ctx, caller, params.userId),
    dismissHoursBell: ({ caller, params }) => header.dismissHoursBell(ctx, caller, params.userId),
    teamDeadlines: ({ caller, params }) => teamDeadlines(ctx, caller, params.userId),
  });
}
