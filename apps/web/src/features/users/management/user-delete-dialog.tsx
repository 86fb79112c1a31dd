import type { UserListItem } from '@goodhours/domain';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { useDeleteUser, type DeleteUserOption } from '../../../api/users';
import { Dialog } from '../../../components/dialog';
import { fullName, showSuccess } from '../user-status-actions';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';

const CONFIRM: Record<DeleteUserOption, string> = {
  delete: 'Delete permanently',
  archive: 'Archive',
  inactive: 'Make Inactive',
};

function DeleteForm({ user, onDone }: { user: UserListItem; onDone: () => void }) {
  const remove = useDeleteUser();
  const [option, setOption] = useState<DeleteUserOption | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const name = fullName(user);

  const confirm = () => {
    if (!option) return;
    setAlert(null);
    remove.mutate(
      { id: user.id, option },
      {
        onSuccess: () => {
          showSuccess(USER_MANAGEMENT_TEXT.removed[option](name));
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure) setAlert(error.message);
        },
      },
    );
  };

  return (
    <Stack>
      <Radio.Group<DeleteUserOption> label="What should happen to this account?" value={option} onChange={setOption}>
        <Stack gap="sm" mt="xs">
          <Radio value="delete" label="Delete" description="Hard delete: the profile and personal data are removed." />
          <Radio value="archive" label="Archive" description={USER_MANAGEMENT_TEXT.archiveExplained} />
          <Radio value="inactive" label="Make Inactive" description={USER_MANAGEMENT_TEXT.inactiveExplained} />
        </Stack>
      </Radio.Group>
      {option === 'delete' && (
        <Alert color="red" variant="filled" icon={<IconAlertTriangle />} title="This cannot be undone">
          <Text size="sm">{USER_MANAGEMENT_TEXT.deleteWarning(name)}</Text>
        </Alert>
      )}
      {alert && (
        <Alert color="red" role="alert">
          {alert}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button color="red" disabled={!option} loading={remove.isPending} onClick={confirm}>
          {option ? CONFIRM[option] : 'Choose an option'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Delete (hard), Archive (soft) or Make Inactive (document 1 §4). */
export function UserDeleteDialog({ user, opened, onClose }: { user: UserListItem; opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Delete ${fullName(user)}`}>
      {opened && <DeleteForm user={user} onDone={onClose} />}
    </Dialog>
  );
}
