import type { Task } from '@goodhours/domain';
import { ActionIcon, Anchor, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTaskLevel } from '../../api/tasks';
import { describeLoadError } from '../../components/error-view';
import { dayOrDash, HoursProgress, PriorityBadge, resourceNames, StatusBadge } from './task-display';
import { TaskRowActions, type TaskRowHandlers } from './task-row-actions';

export const TASK_TREE_COLUMNS = 9;

interface TreeProps extends TaskRowHandlers {
  wbsId: string;
  expanded: ReadonlySet<string>;
  onToggle: (taskId: string) => void;
}

/** Rows of one level, each followed by its subtasks when expanded (loaded on demand). */
export function TaskRows({ tasks, ...props }: TreeProps & { tasks: readonly Task[] }) {
  return (
    <>
      {tasks.map((task, index) => (
        <Fragment key={task.id}>
          <TaskRow task={task} index={index} siblings={tasks} {...props} />
          {task.hasChildren && props.expanded.has(task.id) && <TaskLevel {...props} level={task.level + 1} mother={task.id} />}
        </Fragment>
      ))}
    </>
  );
}

/** One level below a task: a placeholder while loading, the reason when it fails. */
function TaskLevel({ level, mother, ...props }: TreeProps & { level: number; mother: string }) {
  const tasks = useTaskLevel(props.wbsId, level, mother);
  if (tasks.isPending) {
    return (
      <Table.Tr aria-busy="true">
        <Table.Td colSpan={TASK_TREE_COLUMNS}>
          <Skeleton height={16} ml={level * 16} role="status" aria-label="Loading subtasks" />
        </Table.Td>
      </Table.Tr>
    );
  }
  if (tasks.isError) {
    return (
      <Table.Tr>
        <Table.Td colSpan={TASK_TREE_COLUMNS}>
          <Text c="red" size="sm" role="alert" pl={level * 16}>
            {describeLoadError(tasks.error)}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return <TaskRows {...props} tasks={tasks.data} />;
}

function TaskRow({
  task,
  index,
  siblings,
  expanded,
  onToggle,
  ...handlers
}: TreeProps & { task: Task; index: number; siblings: readonly Task[] }) {
  const open = expanded.has(task.id);
  const label = `${task.num} ${task.taskName}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={4} wrap="nowrap" pl={(task.level - 1) * 16}>
          {task.hasChildren ? (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-expanded={open}
              aria-label={`${open ? 'Hide' : 'Show'} subtasks of ${label}`}
              onClick={() => {
                onToggle(task.id);
              }}
            >
              {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <span style={{ width: 22, display: 'inline-block' }} />
          )}
          <Text size="sm" ff="monospace">
            {task.num}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/wbs/tasks/${task.id}`} size="sm">
          {task.taskName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <PriorityBadge priority={task.priority} />
      </Table.Td>
      <Table.Td>
        <StatusBadge status={task.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{resourceNames(task)}</Text>
      </Table.Td>
      <Table.Td>
        <HoursProgress task={task} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{dayOrDash(task.startedDatetime)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{dayOrDash(task.dueDatetime)}</Text>
      </Table.Td>
      <Table.Td>
        <TaskRowActions task={task} index={index} siblings={siblings} {...handlers} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The header of the task tree table. */
export function TaskTreeHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>#</Table.Th>
        <Table.Th>Task</Table.Th>
        <Table.Th>Priority</Table.Th>
        <Table.Th>Status</Table.Th>
        <Table.Th>Resources</Table.Th>
        <Table.Th>Hours</Table.Th>
        <Table.Th>Start</Table.Th>
        <Table.Th>Due</Table.Th>
        <Table.Th>
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
