import { PROJECT_MESSAGES } from '@goodhours/domain';
import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useUserProjects, type UserProject } from '../../../api/profile';
import { useChangeProjectMembers } from '../../../api/projects';
import { useCan } from '../../../auth/use-session';
import { ErrorView } from '../../../components/error-view';
import { Tooltip } from '../../../components/tooltip';
import { AddProjectDialog } from './add-project-dialog';

/**
 * The person's projects (document 1 §2 'User projects and tasks tables'). With
 * assignProjectToUsers: the Assign Project button (document 1 §6) and a remove control per row.
 */
export function ProfileProjectsTable({ userId }: { userId: string }) {
  const { can } = useCan();
  const canAssign = can('assignProjectToUsers');
  const projects = useUserProjects(userId);
  const unassign = useChangeProjectMembers();
  const [adding, addDialog] = useDisclosure(false);

  const remove = (project: UserProject) => {
    modals.openConfirmModal({
      title: 'Remove project',
      children: PROJECT_MESSAGES.unassignQuestion(project.projectName),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        unassign.mutate(
          { projectId: project.projectId, users: [{ userId, operation: 'UnAssign' }] },
          {
            onSuccess: () => notifications.show({ color: 'green', message: PROJECT_MESSAGES.projectUnassigned(project.projectName) }),
            onError: () => notifications.show({ color: 'red', message: PROJECT_MESSAGES.projectUnassignFailed }),
          },
        );
      },
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-projects">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="profile-projects">
            Projects
          </Title>
          {canAssign && (
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={addDialog.open}>
              Assign Project
            </Button>
          )}
        </Group>
        {projects.isPending && <Skeleton height={60} />}
        {projects.isError && <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />}
        {projects.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Not a member of any project yet.
          </Text>
        )}
        {projects.data && projects.data.length > 0 && (
          <Table.ScrollContainer minWidth={400}>
            <Table striped aria-labelledby="profile-projects">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Project</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {canAssign && <Table.Th>Remove</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {projects.data.map((p) => (
                  <Table.Tr key={p.projectId}>
                    <Table.Td>{p.projectName}</Table.Td>
                    <Table.Td>{p.category}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={p.isActive ? 'green' : 'gray'}>
                        {p.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    {canAssign && (
                      <Table.Td>
                        <Tooltip label="Remove project">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${p.projectName}`}
                            onClick={() => {
                              remove(p);
                            }}
                          >
                            <IconX size={16} />
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
      {canAssign && <AddProjectDialog userId={userId} opened={adding} onClose={addDialog.close} theirs={projects.data ?? []} />}
    </Paper>
  );
}
