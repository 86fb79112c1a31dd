import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useUserProjects } from '../../api/profile';
import { ErrorView } from '../../components/error-view';

/** The person's projects (document 1 §2 'User projects and tasks tables'). */
export function ProfileProjectsTable({ userId }: { userId: string }) {
  const projects = useUserProjects(userId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-projects">
      <Stack gap="sm">
        <Title order={2} size="h4" id="profile-projects">
          Projects
        </Title>
        {projects.isPending && <Skeleton height={60} />}
        {projects.isError && <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />}
        {projects.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Not a member of any project yet.
          </Text>
        )}
        {projects.data && projects.data.length > 0 && (
          <Table striped aria-labelledby="profile-projects">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Status</Table.Th>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
