import { INFRINGEMENT_MESSAGES, type Infringement } from '@goodhours/domain';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { isApiError } from '../../api/client';
import { useDeleteInfringement } from '../../api/infringements';

interface Props {
  userId: string;
  infringement: Infringement;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (infringement: Infringement) => void;
}

/** One blue square: date and summary, with edit and delete (after a confirmation) when allowed. */
export function BlueSquareItem({ userId, infringement, canEdit, canDelete, onEdit }: Props) {
  const remove = useDeleteInfringement(userId);

  const confirmDelete = () => {
    modals.openConfirmModal({
      title: 'Delete blue square',
      children: <Text size="sm">{INFRINGEMENT_MESSAGES.deleteQuestion(infringement.date)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(infringement.id, {
          onSuccess: () => notifications.show({ color: 'green', message: INFRINGEMENT_MESSAGES.deleted }),
          onError: (error) => {
            if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
          },
        });
      },
    });
  };

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" role="listitem" aria-label={infringement.date}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {infringement.date}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {infringement.description}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {canEdit && (
          <Tooltip label="Edit blue square">
            <ActionIcon variant="subtle" aria-label={`Edit blue square ${infringement.date}`} onClick={() => { onEdit(infringement); }}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {canDelete && (
          <Tooltip label="Delete blue square">
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label={`Delete blue square ${infringement.date}`}
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
