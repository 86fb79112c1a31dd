import { SUMMARY_MESSAGES as M, SUMMARY_SLOTS } from '@goodhours/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useMoveSummary } from '../../api/weekly-summaries';
import { Dialog } from '../../components/dialog';

/** 'Move This Summary': pick the week, confirm, and the saved text moves there. */
export function MoveSummary({
  userId,
  from,
  disabled,
  onMoved,
}: {
  userId: string;
  from: number;
  disabled: boolean;
  onMoved: (to: number) => void;
}) {
  const [target, setTarget] = useState<number | null>(null);
  const move = useMoveSummary(userId);
  const options = SUMMARY_SLOTS.map((label, slot) => ({ value: String(slot), label })).filter((o) => o.value !== String(from));
  const confirm = () => {
    if (target === null) return;
    move.mutate(
      { from, to: target },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.saved, autoClose: 3000 });
          setTarget(null);
          onMoved(target);
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message || M.failed, autoClose: 3000 }),
      },
    );
  };
  return (
    <>
      <Select
        aria-label="Move This Summary"
        placeholder="Move This Summary"
        data={options}
        value={null}
        onChange={(v) => v !== null && setTarget(Number(v))}
        disabled={disabled}
        size="xs"
        w={200}
      />
      <Dialog opened={target !== null} onClose={() => setTarget(null)} title="Move This Summary">
        <Stack>
          <Text>{M.moveConfirm}</Text>
          <Text size="sm" c="dimmed">
            It goes to {target !== null ? SUMMARY_SLOTS[target] : ''} and leaves {SUMMARY_SLOTS[from]} empty.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={move.isPending}>
              Confirm and Save
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
