import type { SessionUser } from '@goodhours/domain';
import { useOwnerMessage, useTeamDeadlines, useUnreadNotifications } from '../../api/header';
import { useSettled } from '../../components/use-settled';
import { useHeaderPersonId } from '../viewing';

/**
 * Whether the banners above every page (the Owner's message, a notification, the team deadlines)
 * have their answers, or have been waited for long enough (useSettled). The answers are the
 * banners' own queries: asking here costs no second request.
 */
export function useBannersSettled(user: SessionUser): boolean {
  const owner = useOwnerMessage();
  const unread = useUnreadNotifications(user.userid);
  const deadlines = useTeamDeadlines(useHeaderPersonId(user));
  return useSettled([owner, unread, deadlines].some((query) => query.isPending));
}
