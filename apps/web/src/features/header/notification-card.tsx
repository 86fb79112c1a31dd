import { formatMoment, type HeaderNotification } from '@goodhours/domain';
import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useMarkNotificationRead, useUnreadNotifications } from '../../api/header';
import classes from './notification-card.module.css';
import { useDismissed } from './use-dismissed';

const HIDDEN_KEY = (userId: string) => `goodhours:notification-hidden:${userId}`;

function Card({ userId, first, more, onHide }: { userId: string; first: HeaderNotification; more: number; onHide: () => void }) {
  const mark = useMarkNotificationRead(userId);
  const [open, setOpen] = useState(false);
  const from = first.sender ? `${first.sender.firstName} ${first.sender.lastName}` : 'System';
  return (
    <Alert
      color="yellow"
      variant="outline"
      p="xs"
      title={`Notification from ${from}`}
      aria-label="Notification"
      withCloseButton
      closeButtonLabel="Hide this notification"
      onClose={onHide}
      className={classes.card}
      // Opaque: it lies over the page.
      styles={{ root: { backgroundColor: 'var(--mantine-color-body)', overflow: 'visible' } }}
    >
      {/* A notification is text: a task name or a sender's words are shown, never run as HTML. */}
      <Text fz="sm" lineClamp={open ? undefined : 1} style={{ whiteSpace: 'pre-line' }}>
        {first.message}
      </Text>
      {open && (
        <Text size="xs" c="dimmed" mt={4}>
          {formatMoment(first.createdTimeStamps)}
          {more > 0 ? ` · ${String(more)} more` : ''}
        </Text>
      )}
      <Group justify="flex-end" gap="xs" mt={6}>
        <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Less' : 'Details'}
        </Button>
        <Button size="compact-sm" variant="light" loading={mark.isPending} onClick={() => mark.mutate(first.id)}>
          Mark as Read
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The first unread notification, with Mark as Read (document 2 §2 'Notification card'). It floats
 * over the foot of the page instead of sitting above it: one arriving after the page is drawn
 * moves nothing under the pointer (issue 42: a manager's click on 'Ready for Review' landed
 * elsewhere), and it takes none of a phone's first screen. Hidden, it stays a small button until
 * the next notification; the page ends with room for it, so it never covers the last row.
 */
export function NotificationDock({ userId }: { userId: string }) {
  const unread = useUnreadNotifications(userId);
  const first = unread.data?.[0];
  const hidden = useDismissed(HIDDEN_KEY(userId), first?.id ?? '');
  const { ref, height } = useElementSize();
  if (!first) return null;
  const count = unread.data?.length ?? 1;
  return (
    <>
      <Box h={height + 16} aria-hidden />
      <div ref={ref} className={classes.dock} data-hidden={hidden.dismissed || undefined}>
        {hidden.dismissed ? (
          <Button size="compact-md" color="yellow" leftSection={<IconBell size={16} />} onClick={hidden.undo} className={classes.card}>
            {`Show notification${count > 1 ? `s (${String(count)})` : ''}`}
          </Button>
        ) : (
          <Card userId={userId} first={first} more={count - 1} onHide={hidden.dismiss} />
        )}
      </div>
    </>
  );
}
