import { TIME_ENTRY_MESSAGES as M, type TimeEntry } from '@goodhours/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeleteTimeEntry } from '../../api/time-entries';
import { Dialog } from '../../components/dialog';

/**
 * 'Are you sure you want to delete this entry?' with Cancel and Delete; Delete reads
 * 'Processing...' until the server answers (document 2 §2, §8).
 */
export function DeleteEntryDialog({ entry, opened, onClose }: { entry: TimeEntry; opened: boolean; onClose: () => void }) {
  const remove = useDeleteTimeEntry();
  const confirm = () => {
    remove.mutate(entry, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.deleted });
        onClose();
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: M.deleteFailed(error.message) });
      },
    });
  };
  return (
    <Dialog opened={opened} onClose={onClose} title="Delete time entry" closeOnClickOutside={!remove.isPending}>
      <Text size="sm">{M.deleteQuestion}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? M.deleteProcessing : 'Delete'}
        </Button>
      </Group>
    </Dialog>
  );
}
