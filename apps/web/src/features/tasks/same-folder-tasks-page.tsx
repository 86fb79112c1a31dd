import { TASK_MESSAGES } from '@goodhours/domain';
import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useSameFolderTasks } from '../../api/tasks';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { TaskBreadcrumbs } from './task-breadcrumbs';
import { dayOrDash, HoursProgress, PriorityBadge, resourceNames, StatusBadge } from './task-display';

/** /wbs/samefoldertasks/{taskId} (document 1 §2): the tasks that share the task's parent. */
export function SameFolderTasksPage() {
  const { taskId = '' } = useParams();
  const folder = useSameFolderTasks(taskId);
  if (folder.isPending) return <PageSkeleton rows={8} />;
  if (folder.isError) return <ErrorView error={folder.error} onRetry={() => void folder.refetch()} />;
  const { task, tasks } = folder.data;
  const parent = task.ancestors.at(-1);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <TaskBreadcrumbs task={task} current="Same folder" />
        <Title order={1} size="h2">
          {parent ? `Tasks under ${parent.num} ${parent.taskName}` : `Top-level tasks of ${task.wbsName}`}
        </Title>
        {tasks.length <= 1 && <Text>{TASK_MESSAGES.noSiblings}</Text>}
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="xs" aria-label="Tasks in the same folder">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Task</Table.Th>
                <Table.Th>Priority</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Resources</Table.Th>
                <Table.Th>Hours</Table.Th>
                <Table.Th>Due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.map((t) => (
                <Table.Tr key={t.id} aria-current={t.id === task.id ? 'true' : undefined} fw={t.id === task.id ? 700 : undefined}>
                  <Table.Td>{t.num}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/wbs/tasks/${t.id}`} size="sm">
                      {t.taskName}
                    </Anchor>
                    {t.hasChildren && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t.childCount} subtask{t.childCount === 1 ? '' : 's'})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <PriorityBadge priority={t.priority} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={t.status} />
                  </Table.Td>
                  <Table.Td>{resourceNames(t)}</Table.Td>
                  <Table.Td>
                    <HoursProgress task={t} />
                  </Table.Td>
                  <Table.Td>{dayOrDash(t.dueDatetime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Container>
  );
}
