import { ACCESS_RULES, formatDay, INFRINGEMENT_MESSAGES, type Infringement } from '@goodhours/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { useDeleteInfringement } from '../../api/infringements';
import { useCan } from '../../auth/use-session';

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
  const { canAccess } = useCan();
  // Only readers of the weekly close are sent to the decision that gave the square.
  const decision = infringement.closeWeek && canAccess(ACCESS_RULES.weekClose) ? infringement.closeWeek : null;

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
    <Group justify="space-between" wrap="nowrap" align="flex-start" role="listitem" aria-label={formatDay(infringement.date)}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {formatDay(infringement.date)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {infringement.description}
        </Text>
        {decision && (
          <Anchor component={Link} to={`/weekclose/${decision}#person-${userId}`} size="sm">
            Why: the weekly close of {formatDay(decision)}
          </Anchor>
        )}
      </Stack>
      <EditDeleteActions
        noun="blue square"
        subject={formatDay(infringement.date)}
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
