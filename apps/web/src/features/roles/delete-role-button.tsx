import { MESSAGES } from '@goodhours/domain';
import type { Role } from '@goodhours/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useDeleteRole } from '../../api/roles';

/** Deletes a custom role after a confirmation; a role still held by people is refused (409). */
export function DeleteRoleButton({ role }: { role: Role }) {
  const navigate = useNavigate();
  const remove = useDeleteRole();

  const deleteRole = () => {
    remove.mutate(role.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: MESSAGES.roleDeleted(role.roleName) });
        void navigate('/permissionsmanagement');
      },
    });
  };

  const confirm = () => {
    modals.openConfirmModal({
      title: 'Delete role',
      children: <Text size="sm">{MESSAGES.roleDeleteQuestion(role.roleName)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: deleteRole,
    });
  };

  const refusal = isApiError(remove.error) && !remove.error.isServerFailure ? remove.error.message : null;

  return (
    <Group>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirm} loading={remove.isPending}>
        Delete role
      </Button>
    </Group>
  );
}
