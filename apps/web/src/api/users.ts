import {
  userContracts as users,
  type CreateUserInput,
  type UserListQuery,
  type UserListRequest,
  type UserStatusInput,
} from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { profileKeys } from './query-keys';

export function useUserAutocomplete(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: ['userAutocomplete', query],
    queryFn: ({ signal }) => call(users.autocomplete, { params: { text: query } }, { signal }),
    enabled: query.length > 0,
  });
}

/** A list request with every value chosen (the schema's output). */
export type { UserListRequest };

/** Everything read about people sits under `users`: a change to anyone re-reads it all. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListRequest) => ['users', 'list', query] as const,
};

/** `GET /api/userprofile?...`: empty filters are left out, the rest in a fixed order. */
export function userListQueryOf(query: UserListRequest): UserListQuery {
  return {
    page: query.page,
    pageSize: query.pageSize,
    search: query.search || undefined,
    role: query.role || undefined,
    status: query.status,
    team: query.team || undefined,
    sort: query.sort,
    dir: query.dir,
  };
}

/** One page of people; the previous page stays on screen while the next one loads. */
export function useUserList(query: UserListRequest, enabled = true) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => call(users.list, { query: userListQueryOf(query) }, { signal }),
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
    mutationFn: (input: CreateUserInput) => call(users.create, { body: input }),
    onSuccess: () => invalidate(),
  });
}

/** Activate, deactivate, pause, or set / remove a final day. */
export function useChangeUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UserStatusInput }) => call(users.changeStatus, { params: { id }, body: change }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export function useSetRehireable() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, isRehireable }: { id: string; isRehireable: boolean }) =>
      call(users.setRehireable, { params: { id }, body: { isRehireable } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export function useSetVisibility() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, isVisible }: { id: string; isVisible: boolean }) =>
      call(users.setVisibility, { params: { id }, body: { isVisible } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

/** Protects an account or lifts the protection: an Owner holding addDeleteEditOwners (document 4 §2). */
export function useSetProtected() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, isProtected }: { id: string; isProtected: boolean }) =>
      call(users.setProtected, { params: { id }, body: { isProtected } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}

export type DeleteUserOption = 'delete' | 'archive' | 'inactive';

/** Delete (hard), archive (soft) or make inactive (document 1 §4). */
export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, option }: { id: string; option: DeleteUserOption }) => call(users.remove, { params: { id }, body: { option } }),
    onSuccess: (_data, { id }) => invalidate(id),
  });
}
