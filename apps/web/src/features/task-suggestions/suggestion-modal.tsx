import { compareTaskSnapshots, TASK_SUGGESTION_MESSAGES as M, type TaskEditSuggestion } from '@goodhours/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useApproveSuggestion, useRejectSuggestion } from '../../api/task-suggestions';
import { Dialog } from '../../components/dialog';
import { TaskChangesTable } from './task-changes-table';
import { authorName, formatSuggestedDate } from './suggestion-format';

/**
 * The 'Changes suggested by {user}' modal (document 2 §2, §4): the task field by field, old
 * against new, with Approve and Reject. When resolving fails (someone else resolved it first),
 * the spec's toast is shown and the list is read again.
 */
export function SuggestionModal({
  suggestion,
  onClose,
  onResolveFailed,
}: {
  suggestion: TaskEditSuggestion | null;
  onClose: () => void;
  onResolveFailed: () => void;
}) {
  const approve = useApproveSuggestion();
  const reject = useRejectSuggestion();
  const busy = approve.isPending || reject.isPending;

  const failed = () => {
    notifications.show({ color: 'red', message: M.resolveFailed });
    onClose();
    onResolveFailed();
  };

  const resolve = (action: typeof approve | typeof reject, done: string) => {
    if (!suggestion) return;
    action.mutate(suggestion.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: done });
        onClose();
      },
      onError: failed,
    });
  };

  return (
    <Dialog opened={suggestion !== null} onClose={onClose} title={suggestion ? M.suggestedBy(authorName(suggestion)) : ''} size="xl">
      {suggestion && (
        <Stack gap="md">
          <Text size="sm">
            Task {suggestion.taskNum} {suggestion.taskName} · suggested {formatSuggestedDate(suggestion.dateSuggested)}
          </Text>
          <TaskChangesTable label="Suggested changes" changes={compareTaskSnapshots(suggestion.oldTask, suggestion.newTask)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button
              color="red"
              variant="light"
              loading={reject.isPending}
              disabled={busy}
              onClick={() => {
                resolve(reject, M.rejected);
              }}
            >
              Reject
            </Button>
            <Button
              color="green"
              loading={approve.isPending}
              disabled={busy}
              onClick={() => {
                resolve(approve, M.approved);
              }}
            >
              Approve
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
