import {
  badgeContracts as badges,
  compareBadges,
  userContracts,
  type AssignBadgesInput,
  type BadgeAdmin,
  type BadgeInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';
import { badgeKeys, profileWorkKeys } from './query-keys';
import { userKeys, userListQueryOf, type UserListRequest } from './users';

/** Every badge in badge order, with its criteria and holders. */
export function useBadgeList() {
  return useQuery({
    queryKey: badgeKeys.list,
    queryFn: ({ signal }) => call(badges.list, {}, { signal }),
  });
}

export function useCreateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BadgeInput) => call(badges.create, { body: input }),
    onSuccess: (badge) => {
      queryClient.setQueryData<BadgeAdmin[]>(badgeKeys.list, (list) => (list ? [...list, badge].sort(compareBadges) : list));
      return queryClient.invalidateQueries({ queryKey: badgeKeys.list });
    },
  });
}

export function useUpdateBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BadgeInput }) => call(badges.update, { params: { id }, body: input }),
    onSuccess: (badge) => {
      queryClient.setQueryData<BadgeAdmin[]>(badgeKeys.list, (list) =>
        list?.map((b) => (b.id === badge.id ? badge : b)).sort(compareBadges),
      );
      return refreshAfter(queryClient, { kind: 'badges' });
    },
  });
}

/** Deletes a badge; it is taken from everyone who held it, so their collections and counts change. */
export function useDeleteBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(badges.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<BadgeAdmin[]>(badgeKeys.list, (list) => list?.filter((b) => b.id !== id));
      return refreshAfter(queryClient, { kind: 'badges' }, { kind: 'badgeHolders', personId: null });
    },
  });
}

/** A person's badge collection read afresh (the same cache entry as the profile's Badges). */
export function fetchUserBadges(queryClient: QueryClient, userId: string) {
  return queryClient.fetchQuery({
    queryKey: profileWorkKeys.badges(userId),
    queryFn: ({ signal }) => call(badges.collection, { params: { id: userId } }, { signal }),
    staleTime: 0,
  });
}

/** Up to 100 people, active or not, whose full name contains "first last" (the user list). */
export function fetchPeopleNamed(queryClient: QueryClient, firstName: string, lastName: string) {
  const query: UserListRequest = {
    page: 1,
    pageSize: 100,
    search: `${firstName.trim()} ${lastName.trim()}`,
    status: 'all',
    sort: 'firstName',
    dir: 'asc',
  };
  return queryClient.fetchQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => call(userContracts.list, { query: userListQueryOf(query) }, { signal }),
  });
}

/**
 * PUT badge/assign/{userId}: the person's whole collection after the change. The answer is the
 * new collection; the badges' holders and the person's badge count change with it.
 */
export function useAssignBadges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: AssignBadgesInput }) => call(badges.assign, { params: { id: userId }, body }),
    onSuccess: (collection, { userId }) => {
      // The answer is the person's collection as GET userprofile/badges/{id} gives it: the profile's
      // Badges and the time log's Badges tab read it from this entry.
      queryClient.setQueryData(profileWorkKeys.badges(userId), collection);
      return refreshAfter(queryClient, { kind: 'badgeHolders', personId: userId });
    },
  });
}

/**
 * One's own Badges tab showed its new badges, the last changed at `seenUpTo`: they are seen. The
 * collection on screen keeps them as new for this visit; the next reading finds them seen.
 */
export function useMarkBadgesSeen(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seenUpTo: string) => call(badges.resetCount, { body: { seenUpTo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileWorkKeys.badges(userId), refetchType: 'none' }),
  });
}
