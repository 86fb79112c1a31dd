import {
  roleContracts as roles,
  type CreateRoleInput,
  type RolePreset,
  type RolePresetInput,
  type UserPermissionsInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const roleKeys = {
  roles: ['roles'] as const,
  presets: (roleName: string) => ['rolePresets', roleName] as const,
  changes: ['permissionChangeLogs'] as const,
  userPermissions: (userId: string) => ['userPermissions', userId] as const,
};

/** The role list, for every screen that reads it (the same query key everywhere). */
export const fetchRoles = (signal?: AbortSignal) => call(roles.list, {}, signal ? { signal } : {});

/** `enabled` false for a caller who may not read roles: nothing is asked that would be refused. */
export function useRoles(enabled = true) {
  return useQuery({
    queryKey: roleKeys.roles,
    queryFn: ({ signal }) => fetchRoles(signal),
    enabled,
  });
}

/** Every change to roles or people's permissions is logged; a write re-reads roles and the log. */
function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.roles }),
      queryClient.invalidateQueries({ queryKey: roleKeys.changes }),
    ]);
}

export function useCreateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (input: CreateRoleInput) => call(roles.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: string; permissions: string[] }) =>
      call(roles.update, { params: { id }, body: { permissions } }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: string) => call(roles.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRolePresets(roleName: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.presets(roleName),
    queryFn: ({ signal }) => call(roles.presets, { params: { roleName } }, { signal }),
    enabled,
  });
}

export function useCreatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RolePresetInput) => call(roles.createPreset, { body: input }),
    onSuccess: (preset) => queryClient.invalidateQueries({ queryKey: roleKeys.presets(preset.roleName) }),
  });
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: RolePreset) => call(roles.removePreset, { params: { id: preset.id } }),
    onSuccess: (_data, preset) => queryClient.invalidateQueries({ queryKey: roleKeys.presets(preset.roleName) }),
  });
}

export function usePermissionChanges() {
  return useQuery({
    queryKey: roleKeys.changes,
    queryFn: ({ signal }) => call(roles.changes, { query: { limit: 100 } }, { signal }),
  });
}

export function useUserPermissions(userId: string | null) {
  return useQuery({
    queryKey: roleKeys.userPermissions(userId ?? ''),
    queryFn: ({ signal }) => call(roles.userPermissions, { params: { id: userId ?? '' } }, { signal }),
    enabled: userId !== null,
  });
}

export function useUpdateUserPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: UserPermissionsInput & { userId: string }) =>
      call(roles.updateUserPermissions, { params: { id: userId }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(roleKeys.userPermissions(saved.userId), saved);
      return queryClient.invalidateQueries({ queryKey: roleKeys.changes });
    },
  });
}
