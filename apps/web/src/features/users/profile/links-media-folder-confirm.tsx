import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Asks before the Media Folder admin link may be changed or removed (document 1 §5). */
export function MediaFolderConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle />}
      title="Edit the Media Folder link?"
      role="alertdialog"
      aria-label="Edit the Media Folder link?"
    >
      <Text size="sm">
        The Media Folder is where this person&apos;s photos and videos are kept. Change it only if the folder has moved.
      </Text>
      <Group mt="xs">
        <Button size="xs" color="orange" onClick={onConfirm}>
          Yes, edit it
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Keep it
        </Button>
      </Group>
    </Alert>
  );
}
