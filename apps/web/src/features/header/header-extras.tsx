import { Alert, Button, Group, Text } from '@mantine/core';
import { useMarkNotificationRead, useUnreadNotifications } from '../../api/header';
import { formatMoment, type SessionUser } from '@goodhours/domain';
import { useHeaderPersonId, ViewingBanner } from '../viewing';
import { OwnerMessageBar } from './owner-message';
import { TeamDeadlineReminder } from './team-deadlines';

/** The first unread notification, with Mark as Read (document 2 §2 'Notification card'). */
export function NotificationCard({ userId }: { userId: string }) {
  const unread = useUnreadNotifications(userId);
  const mark = useMarkNotificationRead(userId);
  const first = unread.data?.[0];
  if (!first) return null;
  const from = first.sender ? `${first.sender.firstName} ${first.sender.lastName}` : 'System';
  return (
    <Alert color="yellow" mb="sm" title={`Notification from ${from}`} aria-label="Notification">
      {/* A notification is text: a task name or a sender's words are shown, never run as HTML. */}
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {first.message}
      </Text>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {formatMoment(first.createdTimeStamps)}
          {(unread.data?.length ?? 0) > 1 ? ` · ${String((unread.data?.length ?? 1) - 1)} more` : ''}
        </Text>
        <Button size="compact-sm" variant="light" loading={mark.isPending} onClick={() => mark.mutate(first.id)}>
          Mark as Read
        </Button>
      </Group>
    </Alert>
  );
}

/** What sits under the header on every page: the viewing banner, the Owner's message, a notification, the team deadlines. */
export function HeaderBanners({ user }: { user: SessionUser }) {
  // The deadlines are those of the person whose header this is: the viewed one, for an admin.
  const headerPersonId = useHeaderPersonId(user);
  return (
    <>
      <ViewingBanner />
      <OwnerMessageBar />
      <NotificationCard userId={user.userid} />
      <TeamDeadlineReminder userId={headerPersonId} />
    </>
  );
}
