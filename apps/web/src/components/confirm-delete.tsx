import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/client';

/** Asks before deleting; Cancel leaves everything as it was. */
export function confirmDelete(args: { title: string; question: string; onConfirm: () => void }): void {
  modals.openConfirmModal({
    title: args.title,
    children: <Text size="sm">{args.question}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: args.onConfirm,
  });
}

/** Toasts the server's reason for a refusal; server failures already toast 'Unexpected error'. */
export function toastRefusal(error: unknown): void {
  if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
}
