import { TASK_SUGGESTION_MESSAGES as M, type UpdateTaskInput } from '@goodhours/domain';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBulb } from '@tabler/icons-react';
import { isApiError } from '../../api/client';
import { useSuggestTaskEdit } from '../../api/task-suggestions';

/** Shown above a task form for people who may suggest changes but not make them. */
export function SuggestTaskChangesNote() {
  return (
    <Alert color="blue" icon={<IconBulb size={18} />} mb="md">
      {M.suggestNote}
    </Alert>
  );
}

/**
 * Sends a task form's values as a suggestion for review and says how it went: what a task edit
 * form's `onSuggest` calls. `onSent` runs after the server accepted it.
 */
export function useSuggestTaskChanges(options: { onSent?: () => void } = {}) {
  const mutation = useSuggestTaskEdit();
  const suggest = (taskId: string, newTask: UpdateTaskInput) => {
    mutation.mutate(
      { taskId, newTask },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.suggestionSent });
          options.onSent?.();
        },
        onError: (error) => {
          const reason = isApiError(error) && !error.isServerFailure ? error.message : M.suggestionFailed;
          notifications.show({ color: 'red', message: reason });
        },
      },
    );
  };
  return { suggest, isPending: mutation.isPending };
}
