import { TIME_OFF_MESSAGES, type TimeOffRequest } from '@goodhours/domain';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmDelete, toastRefusal } from '../../components/confirm-delete';
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
  const range = `${request.startingDate} to ${request.endingDate}`;

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
      <Group gap="xs" wrap="nowrap">
        {canEdit && (
          <Tooltip label="Edit time off">
            <ActionIcon variant="subtle" aria-label={`Edit time off ${range}`} onClick={() => { onEdit(request); }}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {canDelete && (
          <Tooltip label="Delete time off">
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label={`Delete time off ${range}`}
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
