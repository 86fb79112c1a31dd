import type { FastifyInstance } from 'fastify';
import { warningContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as warnings from './service.js';

/**
 * The warning tracker (document 2 §7 'Warnings'): trackers, and the warnings of people. Owners and
 * Administrators hold every tracker permission; others need the one for each action (the
 * service decides the one that depends on the body: reactivate or deactivate, yellow or red).
 */
export function warningsRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'warnings', warningContracts, {
    trackers: () => warnings.listTrackers(ctx),
    addTracker: ({ body }) => warnings.addTracker(ctx, body.newWarning, body.isPermanent),
    renameTracker: ({ params, body }) => warnings.renameTracker(ctx, params.id, body.editedWarning),
    setTrackerActive: ({ caller, params, body }) => warnings.setTrackerActive(ctx, caller, params.id, body.activeWarning),
    deleteTracker: ({ params }) => warnings.deleteTracker(ctx, params.id),
    warningsOf: ({ caller, query }) => warnings.warningsOf(ctx, caller, query.userIds),
    issue: ({ caller, params, body }) => warnings.issueWarning(ctx, caller, params.userId, body.trackerId, body.color),
    remove: ({ params }) => warnings.deleteWarning(ctx, params.userId, params.warningId),
  });
}
