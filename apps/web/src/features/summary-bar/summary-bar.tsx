import { formatHours, meetsCommitment, personProgress, requiredHours } from '@goodhours/domain';
import { ActionIcon, Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconAward, IconBug, IconBulb, IconCheck, IconChecklist, IconSquareFilled } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useSummaryBar } from '../../api/summary-bar';
import { ErrorView } from '../../components/error-view';
import { SummaryStatus } from './summary-status';

const SuggestionDialog = lazy(() => import('../suggestions/suggestion-dialog'));
const BugReportDialog = lazy(() => import('../suggestions/bug-report-dialog'));

/** 'Activity for {first last}' (document 2 §2 'Summary bar'): hours, summary status and counts. */
export function SummaryBar({ personId }: { personId: string }) {
  const bar = useSummaryBar(personId);
  const [dialog, setDialog] = useState<'suggestion' | 'bug' | null>(null);
  if (bar.isPending) return null;
  if (bar.isError) return <ErrorView error={bar.error} onRetry={() => void bar.refetch()} />;
  const b = bar.data;
  const target = requiredHours(b);
  const met = meetsCommitment(b, b.tangibleHours);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="summary-bar-title">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} miw={260} style={{ flex: 1 }}>
          <Title order={2} size="h4" id="summary-bar-title">
            Activity for {b.firstName} {b.lastName}
          </Title>
          <Group gap="xs">
            <ThemeIcon
              color={met ? 'green' : 'red'}
              size="sm"
              radius="xl"
              role="img"
              aria-label={met ? 'Weekly hours reached' : 'Weekly hours not reached yet'}
            >
              {met ? <IconCheck size={14} /> : <IconAlertTriangle size={14} />}
            </ThemeIcon>
            <Text size="sm">
              Current Week : {formatHours(b.tangibleHours)} / {target}
            </Text>
          </Group>
          <Progress
            value={target > 0 ? Math.min(100, (b.tangibleHours / target) * 100) : personProgress(b.tangibleHours)}
            color={met ? 'green' : 'red'}
            aria-label="Hours this week"
          />
        </Stack>
        <SummaryStatus status={b.summaryStatus} />
        <Group gap="md">
          <Anchor href="#tasks" size="sm" aria-label={`${String(b.taskCount)} tasks`}>
            <Group gap={4}>
              <IconChecklist size={18} /> {String(b.taskCount)}
            </Group>
          </Anchor>
          <Anchor href="#badgesearned" size="sm" aria-label={`${String(b.badgeCount)} badges`}>
            <Group gap={4}>
              <IconAward size={18} /> {String(b.badgeCount)}
            </Group>
          </Anchor>
          <Anchor
            component={Link}
            to={`/userprofile/${b.userId}#bluesquare`}
            size="sm"
            aria-label={`${String(b.blueSquareCount)} blue squares`}
          >
            <Group gap={4}>
              <IconSquareFilled size={18} color="var(--mantine-color-blue-6)" /> {String(b.blueSquareCount)}
            </Group>
          </Anchor>
          <ActionIcon variant="light" aria-label="Bug Report" title="Bug Report" onClick={() => setDialog('bug')}>
            <IconBug size={18} />
          </ActionIcon>
          <ActionIcon variant="light" aria-label="User Suggestion" title="User Suggestion" onClick={() => setDialog('suggestion')}>
            <IconBulb size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Suspense fallback={null}>
        {dialog === 'suggestion' && <SuggestionDialog userId={b.userId} onClose={() => setDialog(null)} />}
        {dialog === 'bug' && <BugReportDialog userId={b.userId} onClose={() => setDialog(null)} />}
      </Suspense>
    </Paper>
  );
}
