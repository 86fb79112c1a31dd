import { SUMMARY_MESSAGES as M, type SummaryBar } from '@goodhours/domain';
import { Alert, Text } from '@mantine/core';

type Status = SummaryBar['summaryStatus'];

/**
 * The status box's look (document 2 §4 'Weekly summary'): green with a tick, red with '!', or
 * neutral. Mantine's light variant of a theme colour, which reads at AA in both themes.
 */
export const SUMMARY_STATUS_LOOK: Record<Status, { color: 'green' | 'red' | 'gray'; mark: string; message: string }> = {
  submitted: { color: 'green', mark: '✓', message: M.submitted },
  missing: { color: 'red', mark: '!', message: M.missing },
  notRequired: { color: 'gray', mark: '–', message: M.notRequired },
};

/** The summary bar's weekly summary status box: the one place the dashboard says it. */
export function SummaryStatus({ status }: { status: Status }) {
  const look = SUMMARY_STATUS_LOOK[status];
  return (
    <Alert
      color={look.color}
      variant="light"
      role="status"
      aria-label="Weekly summary status"
      p="xs"
      maw={320}
      icon={
        <Text span fw={700} aria-hidden>
          {look.mark}
        </Text>
      }
    >
      {look.message}
    </Alert>
  );
}
