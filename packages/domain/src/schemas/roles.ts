import { z } from 'zod';
import { isPermissionKey } from '../permissions/catalogue.js';
import { MESSAGES } from '../messages.js';

const permissionList = z
  .array(z.string())
  .max(200)
  .refine((keys) => keys.every(isPermissionKey), MESSAGES.unknownPermission)
  .transform((keys) => [...new Set(keys)].sort());

export const createRoleInput = z.object({
  roleName: z.string({ error: MESSAGES.roleNameRequired }).trim().min(1, MESSAGES.roleNameRequired).max(50),
  permissions: permissionList,
});

export const updateRoleInput = z.object({ permissions: permissionList });

export const rolePresetInput = z.object({
  roleName: z.string().trim().min(1, MESSAGES.roleNameRequired).max(50),
  presetName: z.string({ error: MESSAGES.presetNameRequired }).trim().min(1, MESSAGES.presetNameRequired).max(80),
  permissions: permissionList,
});

export const updateRolePresetInput = z.object({
  presetName: z.string().trim().min(1, MESSAGES.presetNameRequired).max(80).optional(),
  permissions: permissionList.optional(),
});

export const userPermissionsInput = z.object({
  frontPermissions: permissionList,
  removedDefaultPermissions: permissionList,
});

export type CreateRoleInput = z.input<typeof createRoleInput>;
export type UpdateRoleInput = z.input<typeof updateRoleInput>;
export type RolePresetInput = z.input<typeof rolePresetInput>;
export type UpdateRolePresetInput = z.input<typeof updateRolePresetInput>;
export type UserPermissionsInput = z.input<typeof userPermissionsInput>;

export interface Role {
  id: string;
  roleName: string;
  permissions: string[];
  builtIn: boolean;
  userCount: number;
}

export interface RolePreset {
  id: string;
  roleName: string;
  presetName: string;
  permissions: string[];
}

export interface PermissionChange {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  targetKind: 'role' | 'user';
  targetId: string;
  targetName: string;
  added: string[];
  removed: string[];
}

export interface UserPermissions {
  userId: string;
  name: string;
  email: string;
  role: string;
  rolePermissions: string[];
  frontPermissions: string[];
  removedDefaultPermissions: string[];
}
