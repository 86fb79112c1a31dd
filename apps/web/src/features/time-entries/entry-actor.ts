import type { EntryActor, EntryOwner, SessionUser, UserProfile } from '@goodhours/domain';
import { useMemo } from 'react';
import { useUserProfile } from '../../api/profile';
import { useSessionUser } from '../../auth/use-session';

/** The signed-in user as the domain's time-entry rules read a caller. */
export function entryActorOf(user: SessionUser): EntryActor {
  return {
    id: user.userid,
    role: user.role,
    rolePermissions: user.rolePermissions,
    frontPermissions: user.frontPermissions,
    removedDefaultPermissions: user.removedDefaultPermissions,
  };
}

export function useEntryActor(): EntryActor | null {
  const user = useSessionUser();
  return useMemo(() => (user ? entryActorOf(user) : null), [user]);
}

export function entryOwnerOf(profile: UserProfile | undefined): EntryOwner | undefined {
  return profile ? { role: profile.role, isProtected: profile.isProtected } : undefined;
}

/**
 * The person whose time it is: their profile when the caller may read it. A leader who may read
 * the entries but not the profile still works; the server decides the Owner and protected rules.
 */
export function usePersonProfile(userId: string, actor: EntryActor | null) {
  const profile = useUserProfile(userId);
  const own = actor?.id === userId;
  return { profile, owner: own ? undefined : entryOwnerOf(profile.data) };
}
