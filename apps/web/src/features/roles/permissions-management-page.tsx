import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconUserCog } from '@tabler/icons-react';
import { useRoles } from '../../api/roles';
import { useCan } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { ChangeLogTable } from './change-log-table';
import { CreateRoleForm } from './create-role-form';
import { RoleList } from './role-list';
import { UserPermissionsPanel } from './user-permissions-panel';
import { PageTitle } from '../../components/page-title';

/** /permissionsmanagement (document 1 §6, document 4 §2): roles, people's permissions, change log. */
export function PermissionsManagementPage() {
  const { can } = useCan();
  const roles = useRoles();
  const [creating, createDialog] = useDisclosure(false);
  const [managing, manageDialog] = useDisclosure(false);

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between">
          <PageTitle infoName="permissionsManagement">Permissions Management</PageTitle>
          <Group>
            {can('postRole') && (
              <Button leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
                Create New Role
              </Button>
            )}
            {can('putUserProfilePermissions') && (
              <Button variant="light" leftSection={<IconUserCog size={16} />} onClick={manageDialog.open}>
                Manage User Permissions
              </Button>
            )}
          </Group>
        </Group>

        {roles.isPending && <PageSkeleton rows={7} />}
        {roles.isError && <ErrorView error={roles.error} onRetry={() => void roles.refetch()} />}
        {roles.data && <RoleList roles={roles.data} />}

        <Title order={2} size="h3">
          Change log
        </Title>
        <ChangeLogTable />
      </Stack>

      <Dialog opened={creating} onClose={createDialog.close} title="Create New Role" size="xl">
        <CreateRoleForm onDone={createDialog.close} />
      </Dialog>
      <Dialog opened={managing} onClose={manageDialog.close} title="Manage User Permissions" size="xl">
        <UserPermissionsPanel />
      </Dialog>
    </Container>
  );
}
