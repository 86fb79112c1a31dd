import { isPublicProfile, type EntryActor, type EntryOwner, type ProfileAnswer, type SessionUser } from '@goodhours/domain';
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

/**
 * The Owner and protected-account rules read the person's role and protection. A public view
 * (a leader reading a team member's log) does not say whether the account is protected: it is
 * taken as protected, so no control the server would refuse is offered (decision 023).
 */
export function entryOwnerOf(profile: ProfileAnswer | undefined): EntryOwner | undefined {
  if (!profile) return undefined;
  return { role: profile.role, isProtected: isPublicProfile(profile) || profile.isProtected };
}

/**
 * The person whose time it is: their profile, whole or its public view, when the caller may read
 * it; the server decides the Owner and protected rules again.
 */
export function usePersonProfile(userId: string, actor: EntryActor | null, enabled = true) {
  const profile = useUserProfile(userId, enabled);
  const own = actor?.id === userId;
  // The same object while the answer is the same: the entry cards given it are memo.
  const owner = useMemo(() => (own ? undefined : entryOwnerOf(profile.data)), [own, profile.data]);
  return { profile, owner };
}
