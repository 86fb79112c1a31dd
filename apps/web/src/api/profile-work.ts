import type { UserTask } from '@goodhours/domain';
import { badgeContracts } from '@goodhours/domain';
import { useQuery } from '@tanstack/react-query';
import { api, call } from './client';

export const profileWorkKeys = {
  tasks: (userId: string) => ['userTasks', userId] as const,
  badges: (userId: string) => ['userBadges', userId] as const,
};

const enc = encodeURIComponent;

/** The tasks a person is a resource of (own, or anyone's with getUserProfiles). */
export function useUserTasks(userId: string) {
  return useQuery({
    queryKey: profileWorkKeys.tasks(userId),
    queryFn: ({ signal }) => api.get<UserTask[]>(`/api/userprofile/tasks/${enc(userId)}`, { signal }),
  });
}

/** A person's badge collection, in badge order. */
export function useUserBadges(userId: string) {
  return useQuery({
    queryKey: profileWorkKeys.badges(userId),
    queryFn: ({ signal }) => call(badgeContracts.collection, { params: { id: userId } }, { signal }),
  });
}
