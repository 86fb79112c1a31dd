import type { FastifyInstance } from 'fastify';
import { summaryBarContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { summaryBar } from './service.js';

/** The summary bar (document 2 §2): for the person, Owners/Administrators, and putUserProfileImportantInfo. */
export function summaryBarRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'summary-bar', summaryBarContracts, {
    get: ({ caller, params }) => summaryBar(ctx, caller, params.userId),
  });
}
