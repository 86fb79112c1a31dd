import { TASK_MESSAGES, type Wbs } from '@goodhours/domain';
import { ActionIcon, Anchor, Badge, Container, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useDeleteWbs, useProjectWbs } from '../../api/tasks';
import { useCan } from '../../auth/use-session';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { Tooltip } from '../../components/tooltip';
import { CreateWbsForm } from './create-wbs-form';

export const tasksPath = (w: Pick<Wbs, 'id' | 'projectId' | 'wbsName'>) =>
  `/wbs/tasks/${w.id}/${w.projectId}/${encodeURIComponent(w.wbsName)}`;

/** /project/wbs/{projectId} (document 1 §2): the WBS of a project, with add and delete by permission. */
export function WbsPage() {
  const { projectId = '' } = useParams();
  const { can } = useCan();
  const list = useProjectWbs(projectId);
  const remove = useDeleteWbs(projectId);
  const mayDelete = can('deleteWbs');

  const askDelete = (w: Wbs) => {
    confirmDelete({
      title: 'Delete WBS',
      question: TASK_MESSAGES.wbsDeleteQuestion(w.wbsName, w.taskCount),
      onConfirm: () => {
        remove.mutate(w.id, {
          onSuccess: () => notifications.show({ color: 'green', message: TASK_MESSAGES.wbsDeleted }),
          onError: toastRefusal,
        });
      },
    });
  };

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {list.data ? `WBS of ${list.data.projectName}` : 'WBS'}
        </Title>
        {can('postWbs') && <CreateWbsForm projectId={projectId} />}
        {list.isPending && <PageSkeleton rows={5} />}
        {list.isError && <ErrorView error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.wbs.length === 0 && <Text>{TASK_MESSAGES.noWbs}</Text>}
        {list.data && list.data.wbs.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Work breakdown structures">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>WBS</Table.Th>
                  <Table.Th>Tasks</Table.Th>
                  <Table.Th>Active</Table.Th>
                  <Table.Th>Inventory</Table.Th>
                  {mayDelete && <Table.Th>Delete</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.wbs.map((w) => (
                  <Table.Tr key={w.id}>
                    <Table.Td>
                      <Anchor component={Link} to={tasksPath(w)}>
                        {w.wbsName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{w.taskCount}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={w.isActive ? 'teal' : 'gray'}>
                        {w.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/inventory/${encodeURIComponent(projectId)}/wbs/${encodeURIComponent(w.id)}`}
                        size="sm"
                        aria-label={`Inventory of ${w.wbsName}`}
                      >
                        Inventory
                      </Anchor>
                    </Table.Td>
                    {mayDelete && (
                      <Table.Td>
                        <Tooltip label="Delete WBS">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${w.wbsName}`}
                            onClick={() => {
                              askDelete(w);
                            }}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Container>
  );
}
