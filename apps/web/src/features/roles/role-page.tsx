import { MESSAGES } from '@goodhours/domain';
import { Alert, Anchor, Badge, Container, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useRoles } from '../../api/roles';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { RoleEditor } from './role-editor';

/** /permissionsmanagement/:userRole: one role's permissions. */
export function RolePage() {
  const { userRole = '' } = useParams();
  const roles = useRoles();

  if (roles.isPending) return <PageSkeleton rows={10} />;
  if (roles.isError) return <ErrorView error={roles.error} onRetry={() => void roles.refetch()} />;
  const role = roles.data.find((r) => r.roleName === userRole);

  return (
    <Container fluid px={0}>
      <Stack>
        <Anchor component={Link} to="/permissionsmanagement" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            Permissions Management
          </Group>
        </Anchor>
        {role ? (
          <>
            <Group gap="sm">
              <Title order={1} size="h2">
                {role.roleName}
              </Title>
              {role.builtIn && <Badge variant="light">Built-in</Badge>}
              <Badge variant="outline" color="gray">
                {role.userCount} {role.userCount === 1 ? 'person' : 'people'}
              </Badge>
            </Group>
            <RoleEditor key={role.id} role={role} />
          </>
        ) : (
          <Alert color="yellow" role="alert">
            {MESSAGES.roleNotFound(userRole)}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
