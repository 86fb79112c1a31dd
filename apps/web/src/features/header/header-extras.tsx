import type { SessionUser } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { useHeaderPersonId, ViewingBanner } from '../viewing';
import classes from './header-extras.module.css';
import { OwnerMessageBar } from './owner-message';
import { TeamDeadlineReminder } from './team-deadlines';

/**
 * What sits under the header on every page, each one line with its details on demand: the viewing
 * banner, the Owner's message, the team deadlines (issue 42: they took ~250 px of a phone's first
 * screen). The notification card floats over the page instead (NotificationDock).
 */
export function HeaderBanners({ user }: { user: SessionUser }) {
  // The deadlines are those of the person whose header this is: the viewed one, for an admin.
  const headerPersonId = useHeaderPersonId(user);
  return (
    <Stack gap={6} mb="xs" className={classes.chrome}>
      <ViewingBanner />
      <OwnerMessageBar />
      <TeamDeadlineReminder userId={headerPersonId} />
    </Stack>
  );
}
