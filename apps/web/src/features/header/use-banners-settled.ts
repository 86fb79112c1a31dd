import type { SessionUser } from '@goodhours/domain';
import { useOwnerMessage, useTeamDeadlines } from '../../api/header';
import { useSettled } from '../../components/use-settled';
import { useHeaderPersonId } from '../viewing';

/**
 * Whether the banners above every page (the Owner's message, the team deadlines) have their
 * answers, or have been waited for long enough (useSettled). The answers are the banners' own
 * queries: asking here costs no second request. The notification card is not waited for: it floats
 * over the page and moves nothing.
 */
export function useBannersSettled(user: SessionUser): boolean {
  const owner = useOwnerMessage();
  const deadlines = useTeamDeadlines(useHeaderPersonId(user));
  return useSettled([owner, deadlines].some((query) => query.isPending));
}
