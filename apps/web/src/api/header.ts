import { headerContracts as header, type HeaderNotification, type OwnerMessage, type OwnerMessageInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { headerKeys } from './query-keys';

export function useOwnerMessage() {
  return useQuery({
    queryKey: headerKeys.ownerMessage,
    queryFn: ({ signal }) => call(header.ownerMessage, {}, { signal }),
    staleTime: 60_000,
  });
}

export function useOwnerMessageChanges() {
  const queryClient = useQueryClient();
  const onSuccess = (data: OwnerMessage) => queryClient.setQueryData(headerKeys.ownerMessage, data);
  return {
    save: useMutation({ mutationFn: (input: OwnerMessageInput) => call(header.saveOwnerMessage, { body: input }), onSuccess }),
    remove: useMutation({ mutationFn: () => call(header.deleteOwnerMessage), onSuccess }),
  };
}

export function useUnreadNotifications(userId: string) {
  return useQuery({
    queryKey: headerKeys.notifications(userId),
    queryFn: ({ signal }) => call(header.unreadNotifications, { params: { userId } }, { signal }),
    staleTime: 60_000,
  });
}

export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(header.markNotificationRead, { params: { id } }),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<HeaderNotification[]>(headerKeys.notifications(userId), (old) => (old ?? []).filter((n) => n.id !== id)),
  });
}

/** Rechecked hourly (document 2 §4 'Weekly hours bell notification'). */
export function useHoursBell(userId: string) {
  return useQuery({
    queryKey: headerKeys.bell(userId),
    queryFn: ({ signal }) => call(header.hoursBell, { params: { userId } }, { signal }),
    refetchInterval: 3_600_000,
    staleTime: 3_600_000,
  });
}

export function useDismissHoursBell(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(header.dismissHoursBell, { params: { userId } }),
    onSuccess: (data) => queryClient.setQueryData(headerKeys.bell(userId), data),
  });
}

/** The team-deadline reminder: rechecked hourly, and with the page's data when a deadline passes. */
export function useTeamDeadlines(userId: string) {
  return useQuery({
    queryKey: headerKeys.deadlines(userId),
    queryFn: ({ signal }) => call(header.teamDeadlines, { params: { userId } }, { signal }),
    refetchInterval: 3_600_000,
    staleTime: 300_000,
  });
}
