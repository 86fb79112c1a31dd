import { userContracts as users, type Role, type UpdateProfileInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSessionState, refreshSession } from '../auth/session-store';
import { refreshAfter } from './changes';
import { call } from './client';
import { profileKeys } from './query-keys';
import { fetchRoles, roleKeys } from './roles';

/** A project a person belongs to (`GET /api/userprofile/projects/{id}`). */
export type { UserProject } from '@goodhours/domain';

/** Own profile, or anyone's with getUserProfiles. */
export function useUserProfile(userId: string, enabled = true) {
  return useQuery({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => call(users.get, { params: { id: userId } }, { signal }),
    enabled,
  });
}

export function useUserProjects(userId: string) {
  return useQuery({
    queryKey: profileKeys.projects(userId),
    queryFn: ({ signal }) => call(users.projects, { params: { id: userId } }, { signal }),
  });
}

/** Sends only the changed fields; the answer is the saved profile, which replaces the cached one. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => call(users.update, { params: { id: userId }, body: changes }),
    onSuccess: async (saved, changes) => {
      queryClient.setQueryData(profileKeys.profile(userId), saved);
      // The header shows the signed-in person's name from the session: re-read it after a rename.
      const session = getSessionState();
      const renamed = changes.firstName !== undefined || changes.lastName !== undefined;
      if (renamed && session.status === 'signedIn' && session.user.userid === saved.id) await refreshSession();
      // Whether the person must write a summary shows wherever their summary's state does.
      if (changes.weeklySummaryOption !== undefined) await refreshAfter(queryClient, { kind: 'summary', personId: userId });
    },
  });
}

/** Sets (a png or jpeg data URL) or removes the profile picture. */
export function useSetProfilePicture(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profilePic: string | null) => call(users.setPicture, { params: { id: userId }, body: { profilePic } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.profile(userId), saved);
    },
  });
}

/** Role names for the profile's role picker; read only when the caller may change the role. */
export function useRoleNames(enabled: boolean) {
  return useQuery({
    queryKey: roleKeys.roles,
    queryFn: ({ signal }) => fetchRoles(signal),
    select: (roles: Role[]) => roles.map((r) => r.roleName),
    enabled,
  });
}
