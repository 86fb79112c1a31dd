import type { FastifyInstance } from 'fastify';
import { infoContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as info from './service.js';

/** Info pages (document 1 §3, §7): everyone signed in reads what their role may read; the Owner writes. */
export function infoRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'info', infoContracts, {
    list: ({ caller }) => info.listInfo(ctx, caller),
    getByName: ({ caller, params }) => info.getInfoByName(ctx, caller, params.infoName),
    create: ({ caller, body }) => info.createInfo(ctx, caller, body),
    update: ({ caller, params, body }) => info.updateInfo(ctx, caller, params.id, body),
    remove: ({ params }) => info.deleteInfo(ctx, params.id),
  });
}
