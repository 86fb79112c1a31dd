import { formatQuantity, INVENTORY_MESSAGES as M, INVENTORY_NOTE_MAX, type InventoryItem, transferInventoryInput } from '@goodhours/domain';
import { NativeSelect, NumberInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useInventoryPlaces, useTransferInventoryItem } from '../../api/inventory';
import { ErrorView } from '../../components/error-view';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  toProjectId: string;
  toWbsId: string;
  quantity: number | string;
  note: string;
}

const FIELDS = ['toProjectId', 'toWbsId', 'quantity', 'note'];

/** Moves some of an item to another project, or to another level of this one. */
export function TransferForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const places = useInventoryPlaces();
  const transfer = useTransferInventoryItem();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { toProjectId: '', toWbsId: '', quantity: '', note: '' } });
  const chosen = places.data?.find((p) => p.id === form.values.toProjectId);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = transferInventoryInput.safeParse({
      toProjectId: values.toProjectId,
      toWbsId: values.toWbsId || null,
      quantity: numberOf(values.quantity),
      note: values.note,
    });
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    const input = parsed.data;
    if (input.toProjectId === item.projectId && (input.toWbsId ?? null) === item.wbsId) {
      form.setErrors({ toProjectId: M.samePlace });
      return;
    }
    if (input.quantity > item.quantity) {
      form.setErrors({ quantity: M.moreThanAvailable(formatQuantity(item.quantity), item.unit) });
      return;
    }
    transfer.mutate(
      { itemId: item.id, ...input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: M.transferred });
          onDone();
        },
        onError: (error) => {
          const refusal = refusalOf(error, FIELDS);
          form.setErrors(refusal.fields);
          setFailure(refusal.message);
        },
      },
    );
  });

  if (places.isError) return <ErrorView error={places.error} onRetry={() => void places.refetch()} />;
  if (places.isPending) return <Skeleton height={220} role="status" aria-label="Loading projects" />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{`${formatQuantity(item.quantity)} ${item.unit} available.`}</Text>
        <NativeSelect
          label="To project"
          required
          data={[{ value: '', label: 'Choose a project' }, ...places.data.map((p) => ({ value: p.id, label: p.projectName }))]}
          {...form.getInputProps('toProjectId')}
          onChange={(event) => {
            form.setFieldValue('toProjectId', event.currentTarget.value);
            form.setFieldValue('toWbsId', '');
          }}
        />
        <NativeSelect
          label="To WBS"
          description="Optional"
          disabled={!chosen || chosen.wbs.length === 0}
          data={[{ value: '', label: M.projectLevel }, ...(chosen?.wbs ?? []).map((w) => ({ value: w.id, label: w.wbsName }))]}
          {...form.getInputProps('toWbsId')}
        />
        <NumberInput label={`Quantity (${item.unit})`} required min={0} decimalScale={3} {...form.getInputProps('quantity')} />
        <TextInput label="Note" placeholder="Why it moves" {...withLengthLimit(form.getInputProps('note'), INVENTORY_NOTE_MAX)} />
        <FormActions submitLabel="Transfer" onCancel={onDone} loading={transfer.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
