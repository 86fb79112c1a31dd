import { canAccess, hasPermission, type AccessRule, type PermissionKey, type SessionUser } from '@goodhours/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

/** The signed-in user, or null while signed out or loading. */
export function useSessionUser(): SessionUser | null {
  const session = useSession();
  return session.status === 'signedIn' ? session.user : null;
}

export interface Can {
  /** True when the user holds the permission (role's minus removed, plus their own). */
  can: (permission: PermissionKey) => boolean;
  /** True when the user passes an access rule (`ACCESS_RULES.<area>`). */
  canAccess: (rule: AccessRule) => boolean;
}

/** Permission questions for the signed-in user, answered by the domain's one rule. */
export function useCan(): Can {
  const user = useSessionUser();
  return useMemo(
    () => ({
      can: (permission: PermissionKey) => user !== null && hasPermission(user, permission),
      canAccess: (rule: AccessRule) => user !== null && canAccess(user, rule),
    }),
    [user],
  );
}
