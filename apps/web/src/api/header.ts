import type { HeaderNotification, HoursBell, OwnerMessage, OwnerMessageInput, TeamDeadlines } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const enc = encodeURIComponent;
export const headerKeys = {
  ownerMessage: ['ownerMessage'] as const,
  notifications: (userId: string) => ['notifications', userId] as const,
  bell: (userId: string) => ['hoursBell', userId] as const,
  deadlines: (userId: string) => ['teamDeadlines', userId] as const,
};

export function useOwnerMessage() {
  return useQuery({ queryKey: headerKeys.ownerMessage, queryFn: ({ signal }) => api.get<OwnerMessage>('/api/ownerMessage', { signal }), staleTime: 60_000 });
}

export function useOwnerMessageChanges() {
  const queryClient = useQueryClient();
  const onSuccess = (data: OwnerMessage) => queryClient.setQueryData(headerKeys.ownerMessage, data);
  return {
    save: useMutation({ mutationFn: (input: OwnerMessageInput) => api.put<OwnerMessage>('/api/ownerMessage', input), onSuccess }),
    remove: useMutation({ mutationFn: () => api.delete<OwnerMessage>('/api/ownerMessage'), onSuccess }),
  };
}

export function useUnreadNotifications(userId: string) {
  return useQuery({
    queryKey: headerKeys.notifications(userId),
    queryFn: ({ signal }) => api.get<HeaderNotification[]>(`/api/notification/unread/user/${enc(userId)}`, { signal }),
    staleTime: 60_000,
  });
}

export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/notification/markRead/${enc(id)}`),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<HeaderNotification[]>(headerKeys.notifications(userId), (old) => (old ?? []).filter((n) => n.id !== id)),
  });
}

/** Rechecked hourly (document 2 §4 'Weekly hours bell notification'). */
export function useHoursBell(userId: string) {
  return useQuery({
    queryKey: headerKeys.bell(userId),
    queryFn: ({ signal }) => api.get<HoursBell>(`/api/dashboard/hoursbell/${enc(userId)}`, { signal }),
    refetchInterval: 3_600_000,
    staleTime: 3_600_000,
  });
}

export function useDismissHoursBell(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<HoursBell>(`/api/dashboard/hoursbell/${enc(userId)}/seen`),
    onSuccess: (data) => queryClient.setQueryData(headerKeys.bell(userId), data),
  });
}

/** The team-deadline reminder: rechecked hourly, and with the page's data when a deadline passes. */
export function useTeamDeadlines(userId: string) {
  return useQuery({
    queryKey: headerKeys.deadlines(userId),
    queryFn: ({ signal }) => api.get<TeamDeadlines>(`/api/dashboard/teamdeadlines/${enc(userId)}`, { signal }),
    refetchInterval: 3_600_000,
    staleTime: 300_000,
  });
}
