import { ANNOUNCEMENT_MESSAGES as M } from '@goodhours/domain';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { inFlight, useAnnouncement, type AnnouncementSummary } from '../../api/announcements';
import { progressLine, progressShare } from './announcement-form';

/**
 * What an announcement's sending has come to, in words: queued while emails wait, 'Email successfully
 * sent' (document 3 §8) once every one has gone, and said plainly when some could not be delivered.
 */
export function sendingOutcome(now: AnnouncementSummary): { title: string; color: string } {
  if (inFlight(now)) return { title: M.queued, color: 'blue' };
  if (now.progress.failed + now.progress.cancelled > 0) return { title: M.partlySent, color: 'orange' };
  return { title: M.sent, color: 'green' };
}

/** The announcement just sent: its emails leaving, read live until none wait, and the outcome. */
export function AnnouncementProgress({ sent }: { sent: AnnouncementSummary }) {
  const live = useAnnouncement(sent.id);
  const now = live.data ?? sent;
  const share = progressShare(now.progress, now.recipients);
  const outcome = sendingOutcome(now);
  return (
    <Alert color={outcome.color} title={outcome.title} role="status">
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
