import { WEEK_CLOSE_MESSAGES as M, waiveBlueSquareInput, type WeekCloseOutcome } from '@goodhours/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useWaiveBlueSquare } from '../../api/week-close';
import { toastRefusal } from '../../components/confirm-delete';
import { Dialog } from '../../components/dialog';
import { withLengthLimit } from '../../components/length-limit';

interface Props {
  weekStart: string;
  outcome: WeekCloseOutcome | null;
  onClose: () => void;
}

/** Waives one blue square of a close: the reason is required, recorded and sent to the person. */
export function WaiveDialog({ weekStart, outcome, onClose }: Props) {
  const waive = useWaiveBlueSquare(weekStart);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!outcome) return;
    const parsed = waiveBlueSquareInput.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.reasonRequired);
      return;
    }
    waive.mutate(
      { userId: outcome.userId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.waived });
          close();
        },
        onError: toastRefusal,
      },
    );
  };
  return (
    <Dialog opened={outcome !== null} onClose={close} title="Waive blue square">
      {outcome && (
        <Stack>
          <Text size="sm">
            {outcome.firstName} {outcome.lastName}: {outcome.blueSquare}
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            {...withLengthLimit(
              { value: reason },
              waiveBlueSquareInput.shape.reason.maxLength,
              'Recorded with the close and sent to the person.',
            )}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={waive.isPending} onClick={submit}>
              Waive
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
