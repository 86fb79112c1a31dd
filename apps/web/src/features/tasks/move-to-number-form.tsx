import { moveTasksInput, TASK_MESSAGES, type Task } from '@goodhours/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useMoveTask } from '../../api/tasks';
import { FormActions } from '../../components/form-actions';

/** Moves a task (with its subtasks) to a number typed by hand, e.g. 2.3 puts it third under task 2. */
export function MoveToNumberForm({ task, wbsId, onDone }: { task: Task; wbsId: string; onDone: () => void }) {
  const move = useMoveTask(wbsId);
  const [toNum, setToNum] = useState(task.num);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = moveTasksInput.safeParse({ fromNum: task.num, toNum });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TASK_MESSAGES.numInvalid);
      return;
    }
    move.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: TASK_MESSAGES.taskMoved });
        onDone();
      },
      onError: (failure) => {
        setError(isApiError(failure) && !failure.isServerFailure ? failure.message : TASK_MESSAGES.taskUpdateFailed);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Move {task.num} {task.taskName} and its subtasks. Numbers are read as they are now: 2.3 makes it the third subtask of task 2.
        </Text>
        <TextInput
          label="New number"
          data-autofocus
          value={toNum}
          error={error}
          onChange={(event) => {
            setToNum(event.currentTarget.value);
            setError(null);
          }}
        />
        <FormActions submitLabel="Move" onCancel={onDone} loading={move.isPending} />
      </Stack>
    </form>
  );
}
