import { INFO_MESSAGES, type InfoPage } from '@goodhours/domain';
import { ActionIcon, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteInfo } from '../../api/info';
import { Tooltip } from '../../components/tooltip';

/** Deletes an info page after a confirmation. */
export function DeleteInfoButton({ page }: { page: InfoPage }) {
  const remove = useDeleteInfo();

  const confirm = () => {
    modals.openConfirmModal({
      title: 'Delete info page',
      children: <Text size="sm">{INFO_MESSAGES.deleteQuestion(page.infoName)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(page.id, {
          onSuccess: () => notifications.show({ color: 'green', message: INFO_MESSAGES.deleted(page.infoName) }),
          onError: () => notifications.show({ color: 'red', message: INFO_MESSAGES.deleteFailed }),
        });
      },
    });
  };

  return (
    <Tooltip label="Delete">
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${page.infoName}`} onClick={confirm} loading={remove.isPending}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
