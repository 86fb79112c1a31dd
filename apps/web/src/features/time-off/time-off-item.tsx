import { formatDay, TIME_OFF_MESSAGES, type TimeOffRequest } from '@goodhours/domain';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { useDeleteTimeOffRequest } from '../../api/time-off';

interface Props {
  request: TimeOffRequest;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (request: TimeOffRequest) => void;
}

/** One request: its weeks and reason, with edit and delete (after a confirmation) when allowed. */
export function TimeOffItem({ request, canEdit, canDelete, onEdit }: Props) {
  const remove = useDeleteTimeOffRequest();
  const range = `${formatDay(request.startingDate)} to ${formatDay(request.endingDate)}`;

  const askDelete = () => {
    confirmDelete({
      title: 'Delete time off',
      question: TIME_OFF_MESSAGES.deleteQuestion(request.startingDate, request.endingDate),
      onConfirm: () => {
        remove.mutate(request.id, {
          onSuccess: () => notifications.show({ color: 'green', message: TIME_OFF_MESSAGES.deleted }),
          onError: toastRefusal,
        });
      },
    });
  };

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" role="listitem" aria-label={range}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {range} · {TIME_OFF_MESSAGES.weeks(request.duration)}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {request.reason}
        </Text>
      </Stack>
      <EditDeleteActions
        noun="time off"
        subject={range}
        canEdit={canEdit}
        canDelete={canDelete}
        deleting={remove.isPending}
        onEdit={() => {
          onEdit(request);
        }}
        onDelete={askDelete}
      />
    </Group>
  );
}
