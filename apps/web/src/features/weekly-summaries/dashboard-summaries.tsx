import { countdown, formatMoment, SUMMARY_MESSAGES as M } from '@goodhours/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { refreshAfter } from '../../api/changes';
import { summaryKeys } from '../../api/query-keys';
import { useWeeklySummaries } from '../../api/weekly-summaries';

// The window holds the rich text editor: it loads when first opened, not with the dashboard.
const SummariesWindow = lazy(() => import('./summaries-window'));

function Countdown({ dueDate }: { dueDate: string }) {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => new Date());
  const left = countdown(dueDate, now);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  // At zero the page's data is fetched again (decision 015): the new week's slots replace the old
  // ones. Until the server's clock has passed the due date too, the summaries are asked for again.
  useEffect(() => {
    if (left !== null) return;
    notifications.show({ color: 'orange', message: M.timeUp, autoClose: 4000 });
    void refreshAfter(queryClient, { kind: 'weekEnded' });
    const retry = setInterval(() => void queryClient.invalidateQueries({ queryKey: summaryKeys.all }), 3000);
    return () => clearInterval(retry);
  }, [left, queryClient]);
  return (
    <Text size="sm" ff="monospace" aria-label="Time left to submit">
      {left ?? M.timeUp}
    </Text>
  );
}

/**
 * The dashboard's weekly summary block (document 2 §3: a due-date block with a countdown) and the
 * window. Whether this week's summary is in is said once, by the summary bar's status box above.
 */
export function DashboardWeeklySummaries({ personId }: { personId: string }) {
  const summaries = useWeeklySummaries(personId);
  const [opened, window] = useDisclosure(false);
  const data = summaries.data;
  if (!data) return null;
  const due = data.slots[0]?.dueDate ?? '';
  return (
    <Paper withBorder p="sm" component="section" aria-label="Weekly summary">
      <Group justify="space-between">
        <Group gap="lg">
          <Text size="sm" title={formatMoment(due)}>
            Due Saturday midnight Pacific ({formatMoment(due)})
          </Text>
          <Countdown dueDate={due} />
        </Group>
        <Button onClick={window.open}>Weekly Summaries</Button>
      </Group>
      {opened && (
        <Suspense fallback={null}>
          <SummariesWindow userId={personId} onClose={window.close} />
        </Suspense>
      )}
    </Paper>
  );
}
