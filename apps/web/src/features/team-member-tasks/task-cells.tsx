import {
  followUpDue,
  followUpTooltip,
  formatHours,
  mayFollowUp,
  mayRemoveFromTask,
  mayReviewTasks,
  type SessionUser,
  taskProgress,
  TEAM_TASKS_MESSAGES as M,
  type TeamTask,
} from '@goodhours/domain';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconCalendarTime, IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMarkTaskDone, useRemoveFromTask, useSetFollowUp } from '../../api/team-member-tasks';
import { taskPagePath } from '../tasks';

export type TaskDialog = { kind: 'submit' | 'review'; task: TeamTask } | { kind: 'done' | 'remove'; task: TeamTask };

interface Props {
  task: TeamTask;
  personId: string;
  viewer: SessionUser;
  onDialog: (dialog: TaskDialog) => void;
}

function ReviewButton({ task, personId, viewer, onDialog }: Props) {
  const own = viewer.userid === personId;
  if (task.reviewStatus === 'Submitted') {
    if (mayReviewTasks(viewer)) {
      return (
        <Button size="compact-xs" color="orange" onClick={() => onDialog({ kind: 'review', task })}>
          Ready for Review
        </Button>
      );
    }
    return (
      <Button size="compact-xs" variant="light" disabled>
        {own ? M.awaitingReview : 'Ready for Review'}
      </Button>
    );
  }
  if (own && task.reviewStatus !== 'Reviewed') {
    return (
      <Button size="compact-xs" variant="light" onClick={() => onDialog({ kind: 'submit', task })}>
        Submit for Review
      </Button>
    );
  }
  return null;
}

/** A task's link, its actions and its review state. */
export function TaskSummary({ task, personId, viewer, onDialog }: Props) {
  const mayMarkDone = viewer.userid === personId || viewer.permissions.includes('resolveTask');
  const copy = () => {
    void navigator.clipboard?.writeText(task.taskName);
    notifications.show({ color: 'green', message: M.copied });
  };
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <Anchor component={Link} to={taskPagePath(task.id, task.projectId)} size="sm">
          {task.num} {task.taskName}
        </Anchor>
        <ActionIcon variant="subtle" size="xs" aria-label={`Copy ${task.taskName}`} title="Copy task name" onClick={copy}>
          <IconCopy size={12} />
        </ActionIcon>
        {task.hasChanges && (
          <ActionIcon
            component={Link}
            to="/taskeditsuggestions"
            variant="subtle"
            size="xs"
            color="orange"
            aria-label="Task Info Changes"
            title="Task Info Changes"
          >
            <IconBell size={12} />
          </ActionIcon>
        )}
        {mayMarkDone && (
          <ActionIcon
            variant="subtle"
            size="xs"
            color="green"
            aria-label={`Mark as Done: ${task.taskName}`}
            title="Mark as Done"
            onClick={() => onDialog({ kind: 'done', task })}
          >
            <IconCheck size={12} />
          </ActionIcon>
        )}
        {mayRemoveFromTask(viewer) && (
          <ActionIcon
            variant="subtle"
            size="xs"
            color="red"
            aria-label={`Remove User from Task: ${task.taskName}`}
            title="Remove User from Task"
            onClick={() => onDialog({ kind: 'remove', task })}
          >
            <IconX size={12} />
          </ActionIcon>
        )}
      </Group>
      <Group gap={4}>
        <ReviewButton task={task} personId={personId} viewer={viewer} onDialog={onDialog} />
      </Group>
    </Stack>
  );
}

/** A task's hours logged of estimated, its deadline count, progress bar and check-in box. */
export function TaskProgress({ task, personId, viewer }: Omit<Props, 'onDialog'>) {
  const setFollowUp = useSetFollowUp();
  const progress = taskProgress(task.hoursLogged, task.estimatedHours);
  const due = followUpDue(progress, task.followUpCheck ? task.followUpPercentageDeadline : null);
  const checked = task.followUpCheck && !due;
  return (
    <Group gap={6} wrap="nowrap">
      <Stack gap={2} style={{ flex: 1 }}>
        <Group gap={4} wrap="nowrap">
          <Text size="xs">
            {formatHours(task.hoursLogged)} of {formatHours(task.estimatedHours)}
          </Text>
          {task.deadlineCount > 0 && (
            <Badge
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconCalendarTime size={10} />}
              title={`Deadline moved later ${String(task.deadlineCount)} time${task.deadlineCount === 1 ? '' : 's'}`}
              aria-label={`Deadline of ${task.taskName} moved later ${String(task.deadlineCount)} time${task.deadlineCount === 1 ? '' : 's'}`}
            >
              {task.deadlineCount}
            </Badge>
          )}
        </Group>
        <Progress
          value={progress}
          size="sm"
          color={progress >= 90 ? 'red' : progress >= 50 ? 'orange' : 'green'}
          aria-label={`Progress of ${task.taskName}`}
        />
      </Stack>
      {mayFollowUp(viewer.role) && (
        <Checkbox
          size="xs"
          color={due ? 'red' : 'blue'}
          checked={checked}
          title={followUpTooltip(progress)}
          aria-label={`Checked in on ${task.taskName}`}
          onChange={(e) =>
            setFollowUp.mutate(
              { taskId: task.id, userId: personId, check: e.currentTarget.checked, percent: progress },
              { onError: () => notifications.show({ color: 'red', message: M.followUpFailed }) },
            )
          }
        />
      )}
    </Group>
  );
}

/** One open task of a member as two table cells: what it is, then its progress. */
export function TaskCells(props: Props) {
  return (
    <>
      <Table.Td>
        <TaskSummary {...props} />
      </Table.Td>
      <Table.Td miw={150}>
        <TaskProgress task={props.task} personId={props.personId} viewer={props.viewer} />
      </Table.Td>
    </>
  );
}

/** Marking done or removing a person asks first; each has its toast. */
export function useTaskConfirm() {
  const done = useMarkTaskDone();
  const remove = useRemoveFromTask();
  return (dialog: TaskDialog, personId: string, onDone: () => void) => {
    const action = dialog.kind === 'done' ? done : remove;
    action.mutate(
      { taskId: dialog.task.id, userId: personId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: dialog.kind === 'done' ? M.markedDone : M.removed });
          onDone();
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message || M.updateFailed }),
      },
    );
  };
}
