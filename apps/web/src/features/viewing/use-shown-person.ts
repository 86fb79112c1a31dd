import { shownPersonId } from '@goodhours/domain';
import { useParams } from 'react-router';
import { useSessionUser } from '../../auth/use-session';
import { useViewedUser } from './viewed-user-store';

/**
 * Whose dashboard this is: the `:userId` of the route, else the person an Owner or
 * Administrator is viewing, else the caller. `isSelf` tells whether it is the caller.
 */
export function useShownPerson(): { id: string; isSelf: boolean } | null {
  const user = useSessionUser();
  const { userId } = useParams();
  const viewed = useViewedUser();
  if (!user) return null;
  const id = userId ?? shownPersonId({ id: user.userid, role: user.role }, viewed?.id);
  return { id, isSelf: id === user.userid };
}
