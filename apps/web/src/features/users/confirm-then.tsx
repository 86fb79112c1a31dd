import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** A confirmation before a change that takes effect at once. */
export function confirmThen(title: string, text: string, confirm: string, onConfirm: () => void, color?: string) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm, cancel: 'Cancel' },
    ...(color ? { confirmProps: { color } } : {}),
    onConfirm,
  });
}
