import { ACCESS_RULES, type AccessArea } from '@goodhours/domain';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useCan, useSession } from '../auth/use-session';
import { ErrorView } from './error-view';
import { PageSkeleton } from './page-skeleton';

/** What the login page reads to send the user back where they came from. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Signed-in users only; others go to /login, remembering where they were going. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSkeleton />;
  if (session.status === 'error') return <ErrorView error={session.error} />;
  if (session.status === 'signedOut') {
    const state: LoginRedirectState =
      session.reason === 'logout' ? {} : { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
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
