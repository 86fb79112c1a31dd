import type { FastifyInstance } from 'fastify';
import { badgeContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { badgeCollection } from './collection.js';

export function badgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'badges', badgeContracts, {
    collection: ({ caller, params }) => badgeCollection(ctx, caller, params.id),
  });
}
