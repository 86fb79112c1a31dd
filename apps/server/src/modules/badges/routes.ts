import type { FastifyInstance } from 'fastify';
import { badgeContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { assignBadges, badgeCount, resetBadgeCount } from './assign.js';
import { badgeCollection } from './collection.js';
import { createBadge, deleteBadge, listBadges, updateBadge } from './manage.js';

export function badgeRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'badges', badgeContracts, {
    collection: ({ caller, params }) => badgeCollection(ctx, caller, params.id),
    list: () => listBadges(ctx),
    create: ({ body }) => createBadge(ctx, body),
    update: ({ params, body }) => updateBadge(ctx, params.id, body),
    remove: ({ params }) => deleteBadge(ctx, params.id),
    assign: ({ caller, params, body }) => assignBadges(ctx, caller, params.id, body),
    count: ({ caller, params }) => badgeCount(ctx, caller, params.id),
    resetCount: ({ caller, body }) => resetBadgeCount(ctx, caller, body),
  });
}
