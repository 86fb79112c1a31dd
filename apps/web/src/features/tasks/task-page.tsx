import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolder, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTask } from '../../api/tasks';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { SuggestTaskChangesNote, useSuggestTaskChanges } from '../task-suggestions';
import { TaskBreadcrumbs } from './task-breadcrumbs';
import { TaskDetails } from './task-details';
import { PriorityBadge, StatusBadge } from './task-display';
import { TaskForm } from './task-form';
import { TaskResourcesTable } from './task-resources-table';

/**
 * /wbs/tasks/{taskId} (document 1 §2): one task, read-only, with Edit for people who may
 * update tasks, and Suggest changes for those who may only suggest.
 */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const { can } = useCan();
  const task = useTask(taskId);
  const [editing, editDialog] = useDisclosure(false);
  const mayEdit = can('updateTask');
  const maySuggest = !mayEdit && can('suggestTask');
  const { suggest } = useSuggestTaskChanges({ onSent: editDialog.close });

  if (task.isPending) return <PageSkeleton rows={10} />;
  if (task.isError) return <ErrorView error={task.error} onRetry={() => void task.refetch()} />;
  const t = task.data;

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <TaskBreadcrumbs task={t} />
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t.num} {t.taskName}
            </Title>
            <Group gap="xs">
              <PriorityBadge priority={t.priority} />
              <StatusBadge status={t.status} />
            </Group>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={`/wbs/samefoldertasks/${t.id}`} variant="default" leftSection={<IconFolder size={16} />}>
              Tasks in the same folder
            </Button>
            {(mayEdit || maySuggest) && (
              <Button leftSection={<IconPencil size={16} />} onClick={editDialog.open}>
                {mayEdit ? 'Edit' : 'Suggest changes'}
              </Button>
            )}
          </Group>
        </Group>
        <TaskDetails task={t} />
        <Title order={2} size="h4">
          Resources
        </Title>
        <TaskResourcesTable task={t} />
      </Stack>
      <Dialog opened={editing} onClose={editDialog.close} size="xl" title={`Task ${t.num}`}>
        {maySuggest && <SuggestTaskChangesNote />}
        <TaskForm
          key={t.id}
          wbsId={t.wbsId}
          task={t}
          onDone={editDialog.close}
          onSuggest={(newTask) => {
            suggest(t.id, newTask);
          }}
        />
      </Dialog>
    </Container>
  );
}
