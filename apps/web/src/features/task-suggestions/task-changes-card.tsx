import { taskSnapshotChanges, TASK_SUGGESTION_MESSAGES as M, type TaskNotification } from '@goodhours/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMarkTaskNotificationRead, useTaskNotifications } from '../../api/task-suggestions';
import { useSessionUser } from '../../auth/use-session';
import { toastRefusal } from '../../components/confirm-delete';
import { Dialog } from '../../components/dialog';
import { describeLoadError } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { TaskChangesTable } from './task-changes-table';

/** One changed task; only the person it was shown to may mark it read (document 2 §6). */
function TaskChange({ change, canMarkRead }: { change: TaskNotification; canMarkRead: boolean }) {
  const markRead = useMarkTaskNotificationRead(change.userId);
  return (
    <Paper withBorder p="sm" component="article" aria-label={`Changes to task ${change.taskNum} ${change.taskName}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Anchor component={Link} to={`/wbs/tasks/${change.taskId}`} fw={600}>
          {change.taskNum} {change.taskName}
        </Anchor>
        {canMarkRead && (
          <Button
            size="xs"
            variant="light"
            loading={markRead.isPending}
            onClick={() => {
              markRead.mutate(change.id, { onError: toastRefusal });
            }}
          >
            {M.markAsRead}
          </Button>
        )}
      </Group>
      <TaskChangesTable
        label={`What changed on task ${change.taskNum}`}
        changes={taskSnapshotChanges(change.oldTask, change.newTask)}
        onlyChanged
      />
    </Paper>
  );
}

function TaskChangeList({ changes }: { changes: readonly TaskNotification[] }) {
  const me = useSessionUser();
  return (
    <Stack gap="sm">
      {changes.map((change) => (
        <TaskChange key={change.id} change={change} canMarkRead={me?.userid === change.userId} />
      ))}
    </Stack>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {M.changesTitle}: {describeLoadError(error)}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onRetry}>
        Reload
      </Button>
    </Group>
  );
}

/**
 * 'Task Info Changes' (document 2 §2, §6) on the dashboard: what changed on the tasks the person
 * works on, old against new, each until they mark it read. Shows nothing when nothing changed;
 * a failed load is a quiet line with Reload, so the rest of the dashboard stays usable.
 */
export function TaskChangesCard({ userId }: { userId: string }) {
  const changes = useTaskNotifications(userId);
  if (changes.isError) return <LoadFailed error={changes.error} onRetry={() => void changes.refetch()} />;
  if (!changes.data?.length) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="task-info-changes">
      <Group gap="xs" mb="sm">
        <IconBell size={18} aria-hidden />
        <Title order={2} size="h4" id="task-info-changes">
          {M.changesTitle}
        </Title>
      </Group>
      <TaskChangeList changes={changes.data} />
      <Text size="xs" c="dimmed" mt="xs">
        Each change stays here until you mark it as read.
      </Text>
    </Paper>
  );
}

/**
 * The 'Task Info Changes' modal, for a bell icon next to a person's task (document 2 §2 Team
 * Member Tasks): that person's changes, of one task when `taskId` is given. Owners and
 * Administrators may open anyone's; only the person themself sees 'Mark as Read'.
 */
export function TaskInfoChangesModal({
  userId,
  taskId,
  opened,
  onClose,
}: {
  userId: string;
  taskId?: string;
  opened: boolean;
  onClose: () => void;
}) {
  const changes = useTaskNotifications(userId, opened);
  const shown = (changes.data ?? []).filter((c) => taskId === undefined || c.taskId === taskId);
  return (
    <Dialog opened={opened} onClose={onClose} title={M.changesTitle} size="xl">
      {changes.isPending && <PageSkeleton rows={3} />}
      {changes.isError && <LoadFailed error={changes.error} onRetry={() => void changes.refetch()} />}
      {changes.data && shown.length === 0 && <Text size="sm">{M.noChanges}</Text>}
      {shown.length > 0 && <TaskChangeList changes={shown} />}
    </Dialog>
  );
}
