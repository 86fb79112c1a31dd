import type { FastifyInstance } from 'fastify';
import { infringementContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as blueSquares from './service.js';

/**
 * Blue squares on a profile (document 1 §3, §6). Reading is for the person themself or readers
 * of profiles and blue squares (decided in the service); each change needs its own permission.
 */
export function infringementRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'infringements', infringementContracts, {
    list: ({ caller, params }) => blueSquares.listInfringements(ctx, caller, params.id),
    create: ({ caller, params, body }) => blueSquares.addInfringement(ctx, caller, params.id, body),
    update: ({ caller, params, body }) => blueSquares.updateInfringement(ctx, caller, params.id, params.infringementId, body),
    remove: ({ caller, params }) => blueSquares.deleteInfringement(ctx, caller, params.id, params.infringementId),
  });
}
