import { formatQuantity, INVENTORY_MESSAGES as M, INVENTORY_NOTE_MAX, type InventoryItem, wasteInventoryInput } from '@goodhours/domain';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useWasteInventoryItem } from '../../api/inventory';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  quantity: number | string;
  note: string;
}

/** Records waste of an item: the quantity leaves what is available. */
export function WasteForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const waste = useWasteInventoryItem();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { quantity: '', note: '' } });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = wasteInventoryInput.safeParse({ quantity: numberOf(values.quantity), note: values.note });
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    if (parsed.data.quantity > item.quantity) {
      form.setErrors({ quantity: M.moreThanAvailable(formatQuantity(item.quantity), item.unit) });
      return;
    }
    waste.mutate(
      { itemId: item.id, ...parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.wasteRecorded });
          onDone();
        },
        onError: (error) => {
          const refusal = refusalOf(error, ['quantity', 'note']);
          form.setErrors(refusal.fields);
          setFailure(refusal.message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{`${formatQuantity(item.quantity)} ${item.unit} available.`}</Text>
        <NumberInput
          label={`Quantity wasted (${item.unit})`}
          required
          min={0}
          decimalScale={3}
          data-autofocus
          {...form.getInputProps('quantity')}
        />
        <TextInput label="Note" placeholder="What happened" {...withLengthLimit(form.getInputProps('note'), INVENTORY_NOTE_MAX)} />
        <FormActions submitLabel="Record waste" onCancel={onDone} loading={waste.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
