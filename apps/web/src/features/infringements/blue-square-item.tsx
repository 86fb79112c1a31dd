import { INFRINGEMENT_MESSAGES, type Infringement } from '@goodhours/domain';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
import { EditDeleteActions } from '../../components/edit-delete-actions';
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
      <EditDeleteActions
        noun="blue square"
        subject={infringement.date}
        canEdit={canEdit}
        canDelete={canDelete}
        deleting={remove.isPending}
        onEdit={() => {
          onEdit(infringement);
        }}
        onDelete={askDelete}
      />
    </Group>
  );
}
