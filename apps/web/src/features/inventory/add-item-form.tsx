import {
  addInventoryItemInput,
  INVENTORY_CATEGORIES,
  INVENTORY_MESSAGES as M,
  INVENTORY_NOTE_MAX,
  type InventoryType,
} from '@goodhours/domain';
import { Anchor, Group, NativeSelect, NumberInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddInventoryItem, useInventoryTypes } from '../../api/inventory';
import { ErrorView } from '../../components/error-view';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';
import { NewTypeForm } from './new-type-form';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  typeId: string;
  quantity: number | string;
  costUsd: number | string;
  note: string;
}

const FIELDS = ['typeId', 'quantity', 'costUsd', 'note'];

/** The type choices grouped by category, as the select shows them. */
function typeOptions(types: readonly InventoryType[]) {
  return INVENTORY_CATEGORIES.map((category) => ({
    group: category,
    items: types.filter((t) => t.category === category).map((t) => ({ value: t.id, label: `${t.name} (${t.unit})` })),
  })).filter((g) => g.items.length > 0);
}

interface Props {
  projectId: string;
  /** Stock is added where the page is: the project level (null) or this WBS. */
  wbsId: string | null;
  onDone: () => void;
}

/** Buys stock of a type, picked from the list or created here, for the project or this WBS. */
export function AddItemForm({ projectId, wbsId, onDone }: Props) {
  const types = useInventoryTypes('All');
  const add = useAddInventoryItem(projectId);
  const [creatingType, setCreatingType] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { typeId: '', quantity: '', costUsd: '', note: '' } });

  if (creatingType) {
    return (
      <NewTypeForm
        onCancel={() => {
          setCreatingType(false);
        }}
        onCreated={(type) => {
          form.setFieldValue('typeId', type.id);
          setCreatingType(false);
        }}
      />
    );
  }
  if (types.isError) return <ErrorView error={types.error} onRetry={() => void types.refetch()} />;
  if (types.isPending) return <Skeleton height={260} role="status" aria-label="Loading item types" />;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = addInventoryItemInput.safeParse({
      typeId: values.typeId,
      wbsId,
      quantity: numberOf(values.quantity),
      costUsd: numberOf(values.costUsd) ?? 0,
      note: values.note,
    });
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.itemAdded });
        onDone();
      },
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS);
        form.setErrors(refusal.fields);
        setFailure(refusal.message);
      },
    });
  });

  const unit = types.data.find((t) => t.id === form.values.typeId)?.unit;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {types.data.length === 0 && <Text size="sm">{M.noTypes}</Text>}
        <NativeSelect
          label="Item type"
          required
          data={[{ value: '', label: 'Choose a type' }, ...typeOptions(types.data)]}
          {...form.getInputProps('typeId')}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setCreatingType(true);
          }}
        >
          Create a new type
        </Anchor>
        <Group grow align="flex-start">
          <NumberInput
            label={unit ? `Quantity (${unit})` : 'Quantity'}
            required
            min={0}
            decimalScale={3}
            {...form.getInputProps('quantity')}
          />
          <NumberInput label="Cost (USD)" prefix="$" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('costUsd')} />
        </Group>
        <TextInput
          label="Note"
          placeholder="Supplier, invoice number"
          {...withLengthLimit(form.getInputProps('note'), INVENTORY_NOTE_MAX)}
        />
        <FormActions submitLabel="Add item" onCancel={onDone} loading={add.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
