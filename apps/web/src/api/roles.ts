import type {
  CreateRoleInput,
  PermissionChange,
  Role,
  RolePreset,
  RolePresetInput,
  UserPermissions,
  UserPermissionsInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const roleKeys = {
  roles: ['roles'] as const,
  presets: (roleName: string) => ['rolePresets', roleName] as const,
  changes: ['permissionChangeLogs'] as const,
  userPermissions: (userId: string) => ['userPermissions', userId] as const,
};

const enc = encodeURIComponent;

export function useRoles() {
  return useQuery({
    queryKey: roleKeys.roles,
    queryFn: ({ signal }) => api.get<Role[]>('/api/roles', { signal }),
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
    mutationFn: (input: CreateRoleInput) => api.post<Role>('/api/roles', input),
    onSuccess: invalidate,
  });
}

export function useUpdateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, permissions }: { id: string; permissions: string[] }) =>
      api.patch<Role>(`/api/roles/${enc(id)}`, { permissions }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/roles/${enc(id)}`),
    onSuccess: invalidate,
  });
}

export function useRolePresets(roleName: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.presets(roleName),
    queryFn: ({ signal }) => api.get<RolePreset[]>(`/api/rolePreset/${enc(roleName)}`, { signal }),
    enabled,
  });
}

export function useCreatePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RolePresetInput) => api.post<RolePreset>('/api/rolePreset', input),
    onSuccess: (preset) => queryClient.invalidateQueries({ queryKey: roleKeys.presets(preset.roleName) }),
  });
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: RolePreset) => api.delete(`/api/rolePreset/${enc(preset.id)}`),
    onSuccess: (_data, preset) => queryClient.invalidateQueries({ queryKey: roleKeys.presets(preset.roleName) }),
  });
}

export function usePermissionChanges() {
  return useQuery({
    queryKey: roleKeys.changes,
    queryFn: ({ signal }) => api.get<PermissionChange[]>('/api/permissionChangeLogs?limit=100', { signal }),
  });
}

export function useUserPermissions(userId: string | null) {
  return useQuery({
    queryKey: roleKeys.userPermissions(userId ?? ''),
    queryFn: ({ signal }) => api.get<UserPermissions>(`/api/userprofile/${enc(userId ?? '')}/permissions`, { signal }),
    enabled: userId !== null,
  });
}

export function useUpdateUserPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: UserPermissionsInput & { userId: string }) =>
      api.put<UserPermissions>(`/api/userprofile/${enc(userId)}/permissions`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(roleKeys.userPermissions(saved.userId), saved);
      return queryClient.invalidateQueries({ queryKey: roleKeys.changes });
    },
  });
}
