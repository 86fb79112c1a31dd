import type { FastifyInstance } from 'fastify';
import { roleContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as roles from './service.js';

export function roleRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'roles', roleContracts, {
    list: () => roles.listRoles(ctx),
    create: ({ caller, body }) => roles.createRole(ctx, caller, body),
    update: ({ caller, params, body }) => roles.updateRole(ctx, caller, params.id, body),
    remove: ({ caller, params }) => roles.deleteRole(ctx, caller, params.id),
    presets: ({ params }) => roles.listPresets(ctx, params.roleName),
    createPreset: ({ body }) => roles.createPreset(ctx, body),
    updatePreset: ({ params, body }) => roles.updatePreset(ctx, params.id, body),
    removePreset: ({ params }) => roles.deletePreset(ctx, params.id),
    changes: ({ query }) => roles.listChanges(ctx, query.limit),
    userPermissions: ({ params }) => roles.getUserPermissions(ctx, params.id),
    updateUserPermissions: ({ caller, params, body }) => roles.updateUserPermissions(ctx, caller, params.id, body),
  });
}
