import { createWbsInput, TASK_MESSAGES, WBS_NAME_MAX } from '@goodhours/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreateWbs } from '../../api/tasks';
import { withLengthLimit } from '../../components/length-limit';

/** Adds a WBS to the project; the name stays in the field when the server refuses it. */
export function CreateWbsForm({ projectId }: { projectId: string }) {
  const create = useCreateWbs(projectId);
  const [wbsName, setWbsName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createWbsInput.safeParse({ wbsName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TASK_MESSAGES.wbsNameRequired);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: TASK_MESSAGES.wbsCreated });
        setWbsName('');
      },
      onError: (failure) => {
        if (isApiError(failure) && !failure.isServerFailure) setError(failure.fields?.wbsName ?? failure.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          label="New WBS name"
          style={{ flex: 1 }}
          maw={420}
          // The limit is said under the field, so the field stays level with the button.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...withLengthLimit({ value: wbsName }, WBS_NAME_MAX)}
          error={error}
          onChange={(event) => {
            setWbsName(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" mt={25} leftSection={<IconPlus size={16} />} loading={create.isPending}>
          Add WBS
        </Button>
      </Group>
    </form>
  );
}
