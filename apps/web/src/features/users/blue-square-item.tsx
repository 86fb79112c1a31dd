import { INFRINGEMENT_MESSAGES, type Infringement } from '@goodhours/domain';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
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

  const askDelete = () => {
    confirmDelete({
      title: 'Delete blue square',
      question: INFRINGEMENT_MESSAGES.deleteQuestion(infringement.date),
      onConfirm: () => {
        remove.mutate(infringement.id, {
          onSuccess: () => notifications.show({ color: 'green', message: INFRINGEMENT_MESSAGES.deleted }),
          onError: toastRefusal,
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
              onClick={askDelete}
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
