import { WARNING_MESSAGES as M, warningDate, type IssuedWarning } from '@goodhours/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type RowDialog =
  | { kind: 'issue'; trackerId: string; title: string; count: number; advise: boolean }
  | { kind: 'delete'; title: string; warning: IssuedWarning };

interface Props {
  dialog: RowDialog;
  name: string;
  busy: boolean;
  mayYellow: boolean;
  mayRed: boolean;
  onIssue: (color: 'yellow' | 'red') => void;
  onDelete: () => void;
  onClose: () => void;
}

/** The 2- and 3-warning dialogs, and the delete confirmation of an issued dot. */
export function WarningDialog({ dialog, name, busy, mayYellow, mayRed, onIssue, onDelete, onClose }: Props) {
  if (dialog.kind === 'delete') {
    return (
      <Modal opened onClose={onClose} title="Delete warning">
        <Stack>
          <Text>{M.deleteConfirm(dialog.title, warningDate(dialog.warning.date))}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={onDelete}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={M.confirmTitle}>
      <Stack>
        <Text>
          {dialog.advise ? M.blueSquareAdvice(name, dialog.title, dialog.count) : M.confirmText(name, dialog.title, dialog.count)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {mayYellow && (
            <Button color="yellow" variant={dialog.advise ? 'outline' : 'filled'} loading={busy} onClick={() => onIssue('yellow')}>
              Issue Warning
            </Button>
          )}
          {mayRed && (
            <Button color="blue" variant={dialog.advise ? 'filled' : 'outline'} loading={busy} onClick={() => onIssue('red')}>
              Issue Blue Square
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
