import { portalContracts, type PortalLoginInput, type PortalName } from '@goodhours/domain';
import { useMutation } from '@tanstack/react-query';
import { refreshSession } from '../auth/session-store';
import { call } from './client';

/**
 * A portal login (`POST /api/portals/{portal}/login`): the server flags the portal on this
 * session; the session is then read again, so the portal's guard sees the flag.
 */
export function usePortalLogin(portal: PortalName) {
  return useMutation({
    mutationFn: async (input: PortalLoginInput) => {
      const answer = await call(portalContracts.login, { params: { portal }, body: input });
      await refreshSession();
      return answer;
    },
  });
}
