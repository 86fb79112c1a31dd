import { PORTALS, type PortalName } from '@goodhours/domain';
import type { LoginRedirectState } from '../../components/guards';

/**
 * Where a portal login sends the person back to: the page they came from (the guard's `from` in
 * the location state, or a `?from=` path), else the portal's home. Only a path of this app is
 * followed, never another site.
 */
export function portalReturnPath(portal: PortalName, state: unknown, search: string): string {
  const home = PORTALS[portal].homePath;
  const from = (state as LoginRedirectState | null)?.from;
  const target = from ? `${from.pathname}${from.search}${from.hash}` : new URLSearchParams(search).get('from');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return home;
  if (target.split(/[?#]/)[0] === PORTALS[portal].loginPath) return home;
  return target;
}
