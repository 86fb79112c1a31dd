import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import {
  createRoleInput,
  permissionChangeSchema,
  ROLE_READERS,
  rolePresetInput,
  rolePresetSchema,
  roleSchema,
  updateRoleInput,
  updateRolePresetInput,
  userPermissionsInput,
  userPermissionsSchema,
} from './schemas.js';
import { once } from '../contracts/once.js';

const roleNameParams = once(() => z.object({ roleName: z.string().trim().min(1).max(50) }));
const changesQuery = once(() => z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }));

/** Roles, their presets, one person's permissions and the change log (document 1 §8, document 4 §2). */
export const roleContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/roles',
    summary: 'Every role with its permissions and how many people hold it',
    access: access.anyOf(...ROLE_READERS),
    schemas: () => ({ responses: { 200: z.array(roleSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/roles',
    summary: 'Create a role',
    access: access.anyOf('postRole'),
    schemas: () => ({ body: createRoleInput, responses: { 201: roleSchema(), 409: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/roles/:id',
    summary: 'Set a role’s permissions; every holder has them at once',
    access: access.anyOf('putRole'),
    schemas: () => ({ params: idParam(), body: updateRoleInput(), responses: { 200: roleSchema(), 404: errorEnvelope() } }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/roles/:id',
    summary: 'Delete a custom role nobody holds',
    access: access.anyOf('deleteRole'),
    schemas: () => ({ params: idParam(), responses: { 204: null, 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  presets: defineRoute({
    method: 'GET',
    path: '/api/rolePreset/:roleName',
    summary: 'The saved permission presets of a role',
    access: access.anyOf('postRole', 'putRole'),
    schemas: () => ({ params: roleNameParams(), responses: { 200: z.array(rolePresetSchema()) } }),
  }),
  createPreset: defineRoute({
    method: 'POST',
    path: '/api/rolePreset',
    summary: 'Save a permission preset for a role',
    access: access.anyOf('postRole'),
    schemas: () => ({ body: rolePresetInput, responses: { 201: rolePresetSchema(), 404: errorEnvelope() } }),
  }),
  updatePreset: defineRoute({
    method: 'PUT',
    path: '/api/rolePreset/:id',
    summary: 'Rename a preset or change its permissions',
    access: access.anyOf('putRole'),
    schemas: () => ({ params: idParam(), body: updateRolePresetInput(), responses: { 200: rolePresetSchema(), 404: errorEnvelope() } }),
  }),
  removePreset: defineRoute({
    method: 'DELETE',
    path: '/api/rolePreset/:id',
    summary: 'Delete a preset',
    access: access.anyOf('putRole'),
    schemas: () => ({ params: idParam(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  changes: defineRoute({
    method: 'GET',
    path: '/api/permissionChangeLogs',
    summary: 'The latest changes to roles’ and people’s permissions, newest first',
    access: access.anyOf(...ROLE_READERS),
    schemas: () => ({ query: changesQuery(), responses: { 200: z.array(permissionChangeSchema()) } }),
  }),
  userPermissions: defineRoute({
    method: 'GET',
    path: '/api/userprofile/:id/permissions',
    summary: 'One person’s role permissions, extra permissions and removed defaults',
    access: access.anyOf('putUserProfilePermissions'),
    schemas: () => ({ params: idParam(), responses: { 200: userPermissionsSchema(), 404: errorEnvelope() } }),
  }),
  updateUserPermissions: defineRoute({
    method: 'PUT',
    path: '/api/userprofile/:id/permissions',
    summary:
      'Set one person’s extra and removed permissions; an Owner or a protected account needs addDeleteEditOwners, and only an Owner grants what they do not hold',
    access: access.anyOf('putUserProfilePermissions'),
    schemas: () => ({ params: idParam(), body: userPermissionsInput(), responses: { 200: userPermissionsSchema(), 404: errorEnvelope() } }),
  }),
} as const;
