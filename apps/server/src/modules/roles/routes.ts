import type { FastifyInstance } from 'fastify';
import {
  createRoleInput,
  MESSAGES,
  rolePresetInput,
  updateRoleInput,
  updateRolePresetInput,
  userPermissionsInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import * as roles from './service.js';

const idParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const roleNameParam = z.object({ roleName: z.string().trim().min(1).max(50) });
const changesQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** Anyone who manages roles or a person's permissions reads the role list. */
const ROLE_READERS = ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] as const;

export function roleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/roles', async (request) => {
    requirePermission(await requireUser(ctx, request), ...ROLE_READERS);
    return roles.listRoles(ctx);
  });

  app.post('/api/roles', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'postRole');
    const role = await roles.createRole(ctx, caller, parseInput(createRoleInput, request.body));
    return reply.status(201).send(role);
  });

  app.patch('/api/roles/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'putRole');
    const { id } = parseInput(idParam, request.params);
    return roles.updateRole(ctx, caller, id, parseInput(updateRoleInput, request.body));
  });

  app.delete('/api/roles/:id', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'deleteRole');
    await roles.deleteRole(ctx, caller, parseInput(idParam, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/rolePreset/:roleName', async (request) => {
    requirePermission(await requireUser(ctx, request), 'postRole', 'putRole');
    return roles.listPresets(ctx, parseInput(roleNameParam, request.params).roleName);
  });

  app.post('/api/rolePreset', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'postRole');
    return reply.status(201).send(await roles.createPreset(ctx, parseInput(rolePresetInput, request.body)));
  });

  app.put('/api/rolePreset/:id', async (request) => {
    requirePermission(await requireUser(ctx, request), 'putRole');
    const { id } = parseInput(idParam, request.params);
    return roles.updatePreset(ctx, id, parseInput(updateRolePresetInput, request.body));
  });

  app.delete('/api/rolePreset/:id', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'putRole');
    await roles.deletePreset(ctx, parseInput(idParam, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/permissionChangeLogs', async (request) => {
    requirePermission(await requireUser(ctx, request), ...ROLE_READERS);
    return roles.listChanges(ctx, parseInput(changesQuery, request.query).limit);
  });

  app.get('/api/userprofile/:id/permissions', async (request) => {
    requirePermission(await requireUser(ctx, request), 'putUserProfilePermissions');
    return roles.getUserPermissions(ctx, parseInput(idParam, request.params).id);
  });

  app.put('/api/userprofile/:id/permissions', async (request) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'putUserProfilePermissions');
    const { id } = parseInput(idParam, request.params);
    return roles.updateUserPermissions(ctx, caller, id, parseInput(userPermissionsInput, request.body));
  });
}
