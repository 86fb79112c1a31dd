import { INVENTORY_MESSAGES as M, INVENTORY_NOTE_MAX, type InventoryItem, updateInventoryItemInput } from '@goodhours/domain';
import { Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUpdateInventoryItem } from '../../api/inventory';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  quantity: number | string;
  costUsd: number | string;
  note: string;
}

/** Corrects an item's available quantity or cost; the reason is kept in its history. */
export function EditItemForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const update = useUpdateInventoryItem();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { quantity: item.quantity, costUsd: item.costUsd, note: '' } });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const quantity = numberOf(values.quantity);
    const costUsd = numberOf(values.costUsd);
    const parsed = updateInventoryItemInput.safeParse({
      note: values.note,
      ...(quantity !== item.quantity ? { quantity: quantity ?? Number.NaN } : {}),
      ...(costUsd !== item.costUsd ? { costUsd: costUsd ?? Number.NaN } : {}),
    });
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    update.mutate(
      { itemId: item.id, ...parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.itemUpdated });
          onDone();
        },
        onError: (error) => {
          const refusal = refusalOf(error, ['quantity', 'costUsd', 'note']);
          form.setErrors(refusal.fields);
          setFailure(refusal.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow align="flex-start">
          <NumberInput label={`Available (${item.unit})`} min={0} decimalScale={3} data-autofocus {...form.getInputProps('quantity')} />
          <NumberInput label="Cost (USD)" prefix="$" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('costUsd')} />
        </Group>
        <TextInput
          label="Reason"
          required
          placeholder="For example: recounted on site"
          {...withLengthLimit(form.getInputProps('note'), INVENTORY_NOTE_MAX)}
        />
        <FormActions submitLabel="Save" onCancel={onDone} loading={update.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
