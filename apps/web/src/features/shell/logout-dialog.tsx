import { MESSAGES } from '@goodhours/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before logging out and reminds to log time first (document 2 §2). */
export function openLogoutDialog(onConfirm: () => void): void {
  modals.openConfirmModal({
    title: MESSAGES.logoutQuestion,
    children: <Text size="sm">{MESSAGES.logoutReminder}</Text>,
    labels: { confirm: 'Logout', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
