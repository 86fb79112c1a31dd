import { AI_PROMPT_MAX, aiPromptInput, DEFAULT_AI_PROMPT, promptChangedSinceCopy, SUMMARY_MESSAGES as M } from '@goodhours/domain';
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useAiPrompt, usePromptCopied, useRecordPromptCopy, useSaveAiPrompt } from '../../api/weekly-summaries';
import { useSessionUser } from '../../auth/use-session';
import { Dialog } from '../../components/dialog';
import { lengthLimitText } from '../../components/length-limit';

/** The 'Current AI Prompt' dialog and the button that opens it (document 2 §4 'AI prompt dialog'). */
export function AiPromptButton({ userId }: { userId: string }) {
  const user = useSessionUser();
  const [opened, dialog] = useDisclosure(false);
  const prompt = useAiPrompt();
  const copied = usePromptCopied(userId);
  const record = useRecordPromptCopy(userId);
  const save = useSaveAiPrompt();
  const [editing, setEditing] = useState<string | null>(null);
  const changed = promptChangedSinceCopy(prompt.data?.modifiedDatetime ?? null, copied.data?.message ?? null);
  // When the prompt cannot be loaded the built-in one is shown (document 2 §4 'AI prompt dialog').
  const text = prompt.data?.aIPromptText ?? (prompt.isError ? DEFAULT_AI_PROMPT : '');
  const copiedFailed = copied.isError;
  useEffect(() => {
    if (copiedFailed) notifications.show({ id: 'ai-prompt-copied', color: 'red', message: M.promptError });
  }, [copiedFailed]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // The clipboard may be refused (no permission); the copy is still recorded and the text is selectable.
    }
    record.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', message: M.promptCopied }),
      onError: () => notifications.show({ color: 'red', message: M.promptError }),
    });
  };
  const saveEdit = () => {
    if (editing === null) return;
    save.mutate(editing, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.promptUpdated });
        setEditing(null);
      },
      onError: () => notifications.show({ color: 'red', message: M.promptFailed }),
    });
  };

  // Cancel leaves the dialog (or, while editing, the edit) without saving anything.
  const close = () => {
    setEditing(null);
    dialog.close();
  };

  return (
    <>
      <Button
        variant="light"
        onClick={dialog.open}
        rightSection={
          changed ? (
            <Badge size="xs" color="red">
              new
            </Badge>
          ) : null
        }
      >
        {changed ? 'View and Copy AI Prompt' : 'View and Copy Current AI Prompt'}
      </Button>
      <Dialog opened={opened} onClose={close} title="Current AI Prompt" size="lg">
        <Stack>
          {editing === null ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {text}
            </Text>
          ) : (
            <Textarea
              aria-label="AI prompt"
              description={lengthLimitText(editing.length, AI_PROMPT_MAX)}
              value={editing}
              onChange={(e) => setEditing(e.currentTarget.value)}
              rows={8}
            />
          )}
          <Group justify="flex-end">
            {editing === null && (
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
            )}
            {user?.role === 'Owner' && editing === null && (
              <Button variant="default" onClick={() => setEditing(text)}>
                Edit
              </Button>
            )}
            {editing !== null && (
              <>
                <Button variant="default" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
                <Button onClick={saveEdit} loading={save.isPending} disabled={!aiPromptInput.safeParse({ aIPromptText: editing }).success}>
                  Save
                </Button>
              </>
            )}
            {editing === null && (
              <Button onClick={() => void copy()} disabled={!text}>
                Copy Prompt
              </Button>
            )}
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
