import { inPortal, PORTALS, type PortalName } from '@goodhours/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { comingBackTo } from '../../components/guards';

/**
 * A portal's pages (document 3 §6; decision 069): open to someone holding the portal's
 * permission who passed its login in this session. Everyone else goes to that portal's own
 * login, which brings them back here. Each portal checks its own flag.
 */
export function RequirePortal({ portal }: { portal: PortalName }) {
  const user = useSessionUser();
  const location = useLocation();
  if (user && inPortal(user, portal)) return <Outlet />;
  return <Navigate to={PORTALS[portal].loginPath} replace state={comingBackTo(location)} />;
}
