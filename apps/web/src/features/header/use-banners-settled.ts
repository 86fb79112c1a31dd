import type { SessionUser } from '@goodhours/domain';
import { useEffect, useState } from 'react';
import { useOwnerMessage, useTeamDeadlines, useUnreadNotifications } from '../../api/header';
import { useHeaderPersonId } from '../viewing';

/** The longest a page waits for the banners above it before it is drawn anyway. */
export const BANNERS_WAIT_MS = 1200;

/**
 * Whether the banners above every page (the Owner's message, a notification, the team deadlines)
 * have their answers, or have been waited for long enough. The page under them is drawn once
 * they are, so it does not jump down as each banner arrives (layout shift). The answers are the
 * banners' own queries: asking here costs no second request.
 */
export function useBannersSettled(user: SessionUser): boolean {
  const owner = useOwnerMessage();
  const unread = useUnreadNotifications(user.userid);
  const deadlines = useTeamDeadlines(useHeaderPersonId(user));
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), BANNERS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return waited || ![owner, unread, deadlines].some((query) => query.isPending);
}
