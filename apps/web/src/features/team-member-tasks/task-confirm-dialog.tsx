import type { TeamMemberRow } from '@goodhours/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTaskConfirm, type TaskDialog } from './task-cells';

/** 'Mark as Done' and 'Remove User from Task' ask before they act. */
export function TaskConfirmDialog({ dialog, member, onClose }: { dialog: TaskDialog; member: TeamMemberRow; onClose: () => void }) {
  const confirm = useTaskConfirm();
  const name = `${member.firstName} ${member.lastName}`;
  const done = dialog.kind === 'done';
  return (
    <Modal opened onClose={onClose} title={done ? 'Mark as Done' : 'Remove User from Task'}>
      <Stack>
        <Text>
          {done
            ? `Are you sure you want to mark “${dialog.task.taskName}” as done for ${name}?`
            : `Are you sure you want to remove ${name} from “${dialog.task.taskName}”?`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={done ? 'green' : 'red'} onClick={() => confirm(dialog, member.personId, onClose)}>
            {done ? 'Mark as Done' : 'Remove'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
