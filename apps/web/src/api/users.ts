import type { CreateUserInput, UserListPage, userListQuery, UserMatch, UserProfile, UserStatusInput } from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, request } from './client';
import { profileKeys } from './profile';

const enc = encodeURIComponent;

export function useUserAutocomplete(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['userAutocomplete', query],
    queryFn: ({ signal }) =>
      api.get<UserMatch[]>(`/api/userprofile/autocomplete/${encodeURIComponent(query)}`, { signal }),
    enabled: query.length > 0,
  });
}

/** A list request with every value chosen (the schema's output). */
export type UserListRequest = z.output<typeof userListQuery>;

/** Everything read about people sits under `users`: a change to anyone re-reads it all. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListRequest) => ['users', 'list', query] as const,
};

/** `GET /api/userprofile?...`: empty filters are left out, the rest in a fixed order. */
export function userListPath(query: UserListRequest): string {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  params.set('status', query.status);
  if (query.team) params.set('team', query.team);
  params.set('sort', query.sort);
  params.set('dir', query.dir);
  return `/api/userprofile?${params.toString()}`;
}

/** One page of people; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListRequest, enabled = true) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.get<UserListPage>(userListPath(query), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After a change, the lists and the changed person's profile are read again. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return (userId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      userId ? queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) }) : undefined,
    ]);
}

/** 'Create New User': the new person must change the given password at first sign-in. */
export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post<UserProfile>('/api/userprofile', input),
    onSuccess: () => invalidate(),
  });
}

/** Activate, deactivate, pause, or set / remove a final day. */
export function useChangeUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserStatusInput }) =>
      api.patch<UserProfile>(`/api/userprofile/${enc(id)}`, change),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export function useSetRehireable() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, isRehireable }: { id: string; isRehireable: boolean }) =>
      api.patch<UserProfile>(`/api/userprofile/${enc(id)}/rehireable`, { isRehireable }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export function useSetVisibility() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, isVisible }: { id: string; isVisible: boolean }) =>
      api.patch<UserProfile>(`/api/userprofile/${enc(id)}/toggleInvisibility`, { isVisible }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export type DeleteUserOption = 'delete' | 'archive' | 'inactive';

/** Delete (hard), archive (soft) or make inactive (document 1 §4). */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, option }: { id: string; option: DeleteUserOption }) =>
      request<undefined>('DELETE', `/api/userprofile/${enc(id)}`, { body: { option } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
