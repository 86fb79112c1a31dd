import { SUGGESTION_MESSAGES as M } from '@goodhours/domain';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

type Parsed<T> = { success: true; data: T } | { success: false };

/**
 * The send step of the suggestion and bug report dialogs: a form that does not parse asks for
 * every field; a sent one says so and closes; a refusal is shown in the dialog.
 */
export function useSendToOwners<T>(send: UseMutationResult<unknown, Error, T>, onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const deliver = (parsed: Parsed<T>) => {
    if (!parsed.success) {
      setError(M.fillAll);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.sent });
        onClose();
      },
      onError: () => setError(M.failed),
    });
  };
  return { error, deliver };
}
