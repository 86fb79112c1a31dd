import { shownPersonId, type SessionUser } from '@goodhours/domain';
import { useParams } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { useViewedUser } from './viewed-user-store';

/** Whose header this is: the person an Owner or Administrator is viewing, else the caller. */
export function useHeaderPersonId(user: SessionUser): string {
  const viewed = useViewedUser();
  return shownPersonId({ id: user.userid, role: user.role }, viewed?.id);
}

/**
 * Whose dashboard this is: the `:userId` of the route, else the person an Owner or
 * Administrator is viewing, else the caller. `isSelf` tells whether it is the caller.
 */
export function useShownPerson(): { id: string; isSelf: boolean } | null {
  const user = useSessionUser();
  const { userId } = useParams();
  const viewed = useViewedUser();
  if (!user) return null;
  // (Not useHeaderPersonId: a hook is not called after the return above.)
  const id = userId ?? shownPersonId({ id: user.userid, role: user.role }, viewed?.id);
  return { id, isSelf: id === user.userid };
}
