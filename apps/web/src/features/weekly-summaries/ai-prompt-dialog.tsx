import { SUMMARY_MESSAGES as M } from '@goodhours/domain';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAiPrompt, usePromptCopied, useRecordPromptCopy, useSaveAiPrompt } from '../../api/weekly-summaries';
import { useSessionUser } from '../../auth/use-session';

/** The 'Current AI Prompt' dialog and the button that opens it (document 2 §4 'AI prompt dialog'). */
export function AiPromptButton({ userId }: { userId: string }) {
  const user = useSessionUser();
  const [opened, dialog] = useDisclosure(false);
  const prompt = useAiPrompt();
  const copied = usePromptCopied(userId);
  const record = useRecordPromptCopy(userId);
  const save = useSaveAiPrompt();
  const [editing, setEditing] = useState<string | null>(null);
  const modified = prompt.data?.modifiedDatetime ?? null;
  const copiedAt = copied.data?.message ?? null;
  const changed = modified !== null && (copiedAt === null || Date.parse(modified) > Date.parse(copiedAt));
  const text = prompt.data?.aIPromptText ?? '';

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

  return (
    <>
      <Button variant="light" onClick={dialog.open} rightSection={changed ? <Badge size="xs" color="red">new</Badge> : null}>
        {changed ? 'View and Copy AI Prompt' : 'View and Copy Current AI Prompt'}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Current AI Prompt" size="lg">
        <Stack>
          {editing === null ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {text}
            </Text>
          ) : (
            <Textarea aria-label="AI prompt" value={editing} onChange={(e) => setEditing(e.currentTarget.value)} autosize minRows={6} />
          )}
          <Group justify="flex-end">
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
                <Button onClick={saveEdit} loading={save.isPending}>
                  Save
                </Button>
              </>
            )}
            {editing === null && <Button onClick={() => void copy()}>Copy Prompt</Button>}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
