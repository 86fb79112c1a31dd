import { ANNOUNCEMENT_MESSAGES as M } from '@goodhours/domain';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { inFlight, useAnnouncement, type AnnouncementSummary } from '../../api/announcements';
import { progressLine, progressShare } from './announcement-form';

/** The announcement just sent: 'Email successfully sent', then its emails leaving, read live until none wait. */
export function AnnouncementProgress({ sent }: { sent: AnnouncementSummary }) {
  const live = useAnnouncement(sent.id);
  const now = live.data ?? sent;
  const share = progressShare(now.progress, now.recipients);
  return (
    <Alert color="green" title={M.sent} role="status">
      <Stack gap={6}>
        <Text size="sm">
          {now.recipients === 1 ? '1 email was queued' : `${String(now.recipients)} emails were queued`}, one per recipient
          {now.skipped > 0
            ? `; ${String(now.skipped)} chosen ${now.skipped === 1 ? 'person has' : 'people have'} stopped announcements`
            : ''}
          .
        </Text>
        <Progress value={share} animated={inFlight(now)} aria-label="Emails sent" />
        <Text size="sm" aria-live="polite">
          {progressLine(now.progress, now.recipients)}
        </Text>
      </Stack>
    </Alert>
  );
}
