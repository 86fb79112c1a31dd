import { formatHours } from '@goodhours/domain';
import type { UserTask } from '@goodhours/domain';
import { Anchor, Badge, Group, Paper, Progress, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUserTasks } from '../../../api/profile-work';
import { ErrorView } from '../../../components/error-view';

export type TaskFilter = 'All' | 'Active' | 'Complete';

/** Active while the person's completedTask is false, complete when true (document 1 §4). */
export function filterTasks(tasks: UserTask[], filter: TaskFilter): UserTask[] {
  if (filter === 'All') return tasks;
  return tasks.filter((t) => t.completedTask === (filter === 'Complete'));
}

const EMPTY: Record<TaskFilter, string> = {
  All: 'No tasks assigned yet.',
  Active: 'No active tasks.',
  Complete: 'No completed tasks.',
};

function TaskRow({ task }: { task: UserTask }) {
  const pct = task.estimatedHours > 0 ? Math.min(100, (task.hoursLogged / task.estimatedHours) * 100) : 0;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/wbs/tasks/${encodeURIComponent(task.taskId)}`} size="sm">
          {task.num} {task.taskName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{task.projectName}</Text>
        <Text size="xs" c="dimmed">
          {task.wbsName}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge size="sm" variant="light" color={task.completedTask ? 'gray' : 'blue'}>
          {task.completedTask ? 'Complete' : task.status}
        </Badge>
      </Table.Td>
      <Table.Td miw={140}>
        <Text size="xs">
          {formatHours(task.hoursLogged)} of {formatHours(task.estimatedHours)} h
        </Text>
        <Progress value={pct} size="sm" aria-label={`${task.taskName}: ${Math.round(pct)}% of the estimate logged`} />
      </Table.Td>
      <Table.Td>{task.dueDatetime ? task.dueDatetime.slice(0, 10) : '—'}</Table.Td>
    </Table.Tr>
  );
}

/** The person's tasks with the All / Active / Complete filter (document 1 §2). */
export function ProfileTasksTable({ userId }: { userId: string }) {
  const tasks = useUserTasks(userId);
  const [filter, setFilter] = useState<TaskFilter>('Active');
  const shown = tasks.data ? filterTasks(tasks.data, filter) : [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-tasks" id="tasks">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="profile-tasks">
            Tasks
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Which tasks"
            value={filter}
            onChange={(v) => setFilter(v)}
            data={['All', 'Active', 'Complete']}
          />
        </Group>
        {tasks.isPending && <Skeleton height={60} />}
        {tasks.isError && <ErrorView error={tasks.error} onRetry={() => void tasks.refetch()} />}
        {tasks.data && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            {EMPTY[filter]}
          </Text>
        )}
        {shown.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-labelledby="profile-tasks">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Task</Table.Th>
                  <Table.Th>Project / WBS</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Hours</Table.Th>
                  <Table.Th>Due</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((task) => (
                  <TaskRow key={task.taskId} task={task} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
