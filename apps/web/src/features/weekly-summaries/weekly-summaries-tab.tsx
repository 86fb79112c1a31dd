import { SUMMARY_MESSAGES as M, SUMMARY_SLOTS, wordCount, SUMMARY_MIN_WORDS } from '@goodhours/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Typography } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useEditSummary, useWeeklySummaries } from '../../api/weekly-summaries';
import { NotesEditor } from '../../components/notes-editor';

function SlotEditor({ userId, slot, initial, onDone }: { userId: string; slot: number; initial: string; onDone: () => void }) {
  const [text, setText] = useState(initial);
  const edit = useEditSummary(userId);
  const save = () => {
    if (wordCount(text) < SUMMARY_MIN_WORDS) {
      notifications.show({ color: 'red', message: M.adminMinWords });
      return;
    }
    edit.mutate(
      { slot, summary: text },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.saved, autoClose: 3000 });
          onDone();
        },
        onError: () => notifications.show({ color: 'red', message: M.failed, autoClose: 3000 }),
      },
    );
  };
  return (
    <Stack gap="xs">
      <NotesEditor label="Summary" initialContent={initial} onChange={setText} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={save} loading={edit.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Weekly Summaries tab of the time log (#weeklySummaries): this week's and the two before,
 * each editable by the person or by holders of putUserProfile allowed to change this account
 * (document 2 §2 'admin view').
 */
export function WeeklySummariesTab({ userId }: { userId: string }) {
  const summaries = useWeeklySummaries(userId);
  const [editing, setEditing] = useState<number | null>(null);
  if (summaries.isPending) return <Skeleton height={200} />;
  if (summaries.isError) return <Alert color="red">{`${M.fetchError} ${summaries.error.message}`}</Alert>;
  const data = summaries.data;
  // The server says whether this caller may edit: an Owner's summaries only for Owner powers.
  const mayEdit = data.mayEdit;
  const name = `${data.firstName} ${data.lastName}`;
  const shown = data.slots.slice(0, 3);
  return (
    <Stack>
      {/* The three weeks are always listed (editors may fill one in); the note says when none holds a summary. */}
      {shown.every((s) => !s.summary) && (
        <Text size="sm" c="dimmed">
          {M.noneAvailable}
        </Text>
      )}
      {shown.map((slot) => (
        <Paper key={slot.slot} withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {SUMMARY_SLOTS[slot.slot]} (week of {slot.weekStart})
            </Text>
            {mayEdit && editing !== slot.slot && (
              <Button size="compact-sm" variant="light" onClick={() => setEditing(slot.slot)}>
                Edit
              </Button>
            )}
          </Group>
          {editing === slot.slot ? (
            <SlotEditor userId={userId} slot={slot.slot} initial={slot.summary} onDone={() => setEditing(null)} />
          ) : slot.summary ? (
            // The server keeps only sanitised formatting and links.
            <Typography fz="sm" dangerouslySetInnerHTML={{ __html: slot.summary }} />
          ) : (
            <Text size="sm" c="dimmed">
              {M.didNotSubmit(name)}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
