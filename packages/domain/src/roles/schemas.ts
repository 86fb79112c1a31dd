import { z } from '../zod.js';
import { isPermissionKey, type PermissionKey } from '../permissions/catalogue.js';
import { MESSAGES } from '../messages.js';
import { once } from '../contracts/once.js';

const permissionList = z
  .array(z.string())
  .max(200)
  .refine((keys) => keys.every(isPermissionKey), MESSAGES.unknownPermission)
  .transform((keys) => [...new Set(keys)].sort());

export const createRoleInput = z.object({
  roleName: z.string({ error: MESSAGES.roleNameRequired }).trim().min(1, MESSAGES.roleNameRequired).max(50),
  permissions: permissionList,
});

export const updateRoleInput = once(() => z.object({ permissions: permissionList }));

export const rolePresetInput = z.object({
  roleName: z.string().trim().min(1, MESSAGES.roleNameRequired).max(50),
  presetName: z.string({ error: MESSAGES.presetNameRequired }).trim().min(1, MESSAGES.presetNameRequired).max(80),
  permissions: permissionList,
});

export const updateRolePresetInput = once(() =>
  z
    .object({
      presetName: z.string().trim().min(1, MESSAGES.presetNameRequired).max(80).optional(),
      permissions: permissionList.optional(),
    })
    .refine((v) => v.presetName !== undefined || v.permissions !== undefined, MESSAGES.presetNothingToChange),
);

export const userPermissionsInput = once(() =>
  z.object({
    frontPermissions: permissionList,
    removedDefaultPermissions: permissionList,
  }),
);

export type CreateRoleInput = z.input<typeof createRoleInput>;
export type UpdateRoleInput = z.input<ReturnType<typeof updateRoleInput>>;
export type UpdateRoleRequest = z.output<ReturnType<typeof updateRoleInput>>;
export type RolePresetInput = z.input<typeof rolePresetInput>;
export type UpdateRolePresetInput = z.input<ReturnType<typeof updateRolePresetInput>>;
export type UpdateRolePresetRequest = z.output<ReturnType<typeof updateRolePresetInput>>;
export type UserPermissionsInput = z.input<ReturnType<typeof userPermissionsInput>>;
export type UserPermissionsRequest = z.output<ReturnType<typeof userPermissionsInput>>;

/** Who reads the role list and the change log: anyone who manages roles or a person's permissions. */
export const ROLE_READERS = ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] as const satisfies readonly PermissionKey[];

const permissionKeys = once(() => z.array(z.string()));

export const roleSchema = once(() =>
  z.object({
    id: z.uuid(),
    roleName: z.string(),
    permissions: permissionKeys(),
    builtIn: z.boolean(),
    userCount: z.number().int(),
  }),
);
export type Role = z.infer<ReturnType<typeof roleSchema>>;

export const rolePresetSchema = once(() =>
  z.object({
    id: z.uuid(),
    roleName: z.string(),
    presetName: z.string(),
    permissions: permissionKeys(),
  }),
);
export type RolePreset = z.infer<ReturnType<typeof rolePresetSchema>>;

/** One logged change to a role's or a person's permissions. */
export const permissionChangeSchema = once(() =>
  z.object({
    id: z.uuid(),
    at: z.string().describe('ISO date-time'),
    actorId: z.uuid().nullable(),
    actorName: z.string(),
    targetKind: z.enum(['role', 'user']),
    targetId: z.string(),
    targetName: z.string(),
    added: permissionKeys(),
    removed: permissionKeys(),
  }),
);
export type PermissionChange = z.infer<ReturnType<typeof permissionChangeSchema>>;

/** One person's permissions: their role's, the extra ones and the removed defaults. */
export const userPermissionsSchema = once(() =>
  z.object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    rolePermissions: permissionKeys(),
    frontPermissions: permissionKeys(),
    removedDefaultPermissions: permissionKeys(),
  }),
);
export type UserPermissions = z.infer<ReturnType<typeof userPermissionsSchema>>;
