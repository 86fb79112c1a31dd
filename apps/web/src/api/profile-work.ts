import { badgeContracts, userContracts } from '@goodhours/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './client';
import { profileWorkKeys } from './query-keys';

/** The tasks a person is a resource of (own, or anyone's with getUserProfiles). */
export function useUserTasks(userId: string) {
  return useQuery({
    queryKey: profileWorkKeys.tasks(userId),
    queryFn: ({ signal }) => call(userContracts.tasks, { params: { id: userId } }, { signal }),
  });
}

/** A person's badge collection, in badge order. */
export function useUserBadges(userId: string, enabled = true) {
  return useQuery({
    queryKey: profileWorkKeys.badges(userId),
    queryFn: ({ signal }) => call(badgeContracts.collection, { params: { id: userId } }, { signal }),
    enabled,
  });
}
