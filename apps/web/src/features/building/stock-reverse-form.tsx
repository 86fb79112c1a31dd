import { INVENTORY_NOTE_MAX, reverseMovementInput, STOCK_MESSAGES as M, type InventoryMovement } from '@goodhours/domain';
import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useReverseMovement } from '../../api/building-stock';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';
import { issuesByPath, refusalOf } from '../../components/form-errors';

/**
 * Reverses one movement with a note saying why (decision 070): a new movement undoes it, nothing
 * is changed or deleted. A refusal (already reversed, not enough left) is said above the buttons.
 */
export function StockReverseForm({ movement, what, onDone }: { movement: InventoryMovement; what: string; onDone: () => void }) {
  const reverse = useReverseMovement();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { note: '' } });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = reverseMovementInput.safeParse(values);
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    reverse.mutate(
      { movementId: movement.id, note: parsed.data.note },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.reversed });
          onDone();
        },
        onError: (error) => {
          const refusal = refusalOf(error, ['note']);
          form.setErrors(refusal.fields);
          setFailure(refusal.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reverse a movement">
      <Stack>
        <Text size="sm">
          Reverse <strong>{what}</strong>. A new movement undoes it; the history keeps both.
        </Text>
        <Textarea
          label="Why"
          required
          rows={2}
          data-autofocus
          {...withLengthLimit(form.getInputProps('note'), INVENTORY_NOTE_MAX, 'For example: logged twice')}
        />
        <FormActions submitLabel="Reverse" onCancel={onDone} loading={reverse.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
