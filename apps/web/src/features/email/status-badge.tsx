import type { MailStatus } from '@goodhours/domain';
import { Badge } from '@mantine/core';

export const STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const COLOURS: Record<MailStatus, string> = { queued: 'blue', sending: 'violet', sent: 'green', failed: 'red', cancelled: 'gray' };

export function StatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={COLOURS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
