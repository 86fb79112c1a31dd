import { ACCESS_RULES, type AccessArea } from '@goodhours/domain';
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import type { SessionState } from '../auth/session-store';
import { useCan, useSession } from '../auth/use-session';
import { ErrorView } from './error-view';
import { PageSkeleton } from './page-skeleton';

/** What the login page reads to send the user back where they came from. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The state a login page is sent with to bring the person back to `location` afterwards. */
export const comingBackTo = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): LoginRedirectState => ({
  from: { pathname: location.pathname, search: location.search, hash: location.hash },
});

const LOADING: SessionState = { status: 'loading' };

/**
 * Signed-in users only; others go to /login, remembering where they were going. Once the session
 * is known, the signed-in app (header, menus, page) is drawn in a background render cut into small
 * slices (`useDeferredValue`): the session arrives as an urgent update, which React would
 * otherwise draw in one long task.
 */
export function RequireAuth() {
  const live = useSession();
  const deferred = useDeferredValue(live, LOADING);
  // Only the way in is deferred: signing out (or a session check starting) is acted on at once,
  // before the page that ended the session moves on.
  const session = live.status === 'signedIn' ? deferred : live;
  const location = useLocation();
  if (session.status === 'loading') return <PageSkeleton />;
  if (session.status === 'error') return <ErrorView error={session.error} />;
  if (session.status === 'signedOut') {
    const state: LoginRedirectState = session.reason === 'logout' ? {} : comingBackTo(location);
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Users passing the area's access rule only; others go to /dashboard. */
export function RequireAccess({ area }: { area: AccessArea }) {
  const { canAccess } = useCan();
  if (!canAccess(ACCESS_RULES[area])) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
