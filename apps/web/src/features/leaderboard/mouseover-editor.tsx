import { LEADERBOARD_MESSAGES as M, mouseoverInput } from '@goodhours/domain';
import { Button, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useSaveMouseoverText } from '../../api/leaderboard';
import { Dialog } from '../../components/dialog';
import { withLengthLimit } from '../../components/length-limit';
import { FormActions } from '../../components/form-actions';

/** The Owner's editor of the Total Time hover text (document 2 §6 'Leaderboard'). */
export function MouseoverEditor({ current }: { current: string }) {
  const [opened, dialog] = useDisclosure(false);
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMouseoverText();
  const open = () => {
    setText(current);
    setError(null);
    dialog.open();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = mouseoverInput.safeParse({ newMouseoverText: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.mouseoverRequired);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.mouseoverSaved });
        dialog.close();
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        Edit hover text
      </Button>
      <Dialog opened={opened} onClose={dialog.close} title="Total Time hover text">
        <form onSubmit={submit}>
          <Stack>
            <Textarea
              label="Hover text"
              {...withLengthLimit({ value: text }, mouseoverInput.shape.newMouseoverText.maxLength)}
              onChange={(e) => setText(e.currentTarget.value)}
              error={error}
              autosize
              minRows={2}
            />
            <FormActions submitLabel="Save" onCancel={dialog.close} loading={save.isPending} />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
