import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** The Weekly Summaries tab (#weeklySummaries): its content arrives with the dashboard work (issue 6). */
export function WeeklySummariesTab(_props: { userId: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconTools />} title="Not built yet">
      Weekly summaries arrive with the dashboard work.
    </Alert>
  );
}
