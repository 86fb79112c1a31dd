import type { FastifyInstance } from 'fastify';
import { timeOffContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as timeOff from './service.js';

/**
 * Time off (document 1 §7). Whose requests a caller may read or change (their own, or anyone's
 * with manageTimeOffRequests) is decided in the service.
 */
export function timeOffRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'time-off', timeOffContracts, {
    list: ({ caller, query }) => timeOff.listTimeOffRequests(ctx, caller, query.userId),
    create: ({ caller, body }) => timeOff.createTimeOffRequest(ctx, caller, body),
    update: ({ caller, params, body }) => timeOff.updateTimeOffRequest(ctx, caller, params.id, body),
    remove: ({ caller, params }) => timeOff.deleteTimeOffRequest(ctx, caller, params.id),
  });
}
