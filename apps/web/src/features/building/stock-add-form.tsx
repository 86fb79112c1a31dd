import {
  addStockInput,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_NOTE_MAX,
  INVENTORY_TYPE_NAME_MAX,
  INVENTORY_UNIT_MAX,
  STOCK_MESSAGES as M,
  type BuildingProject,
  type InventoryType,
  type StockCategory,
  type StockRow,
} from '@goodhours/domain';
import { NativeSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAddStock } from '../../api/building-stock';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';
import { issuesByPath, numberOf, refusalOf } from '../../components/form-errors';

interface Values {
  projectId: string;
  typeMode: 'existing' | 'new';
  typeId: string;
  newType: { name: string; unit: string; description: string };
  quantity: number | string;
  costUsd: number | string;
  note: string;
}

const FIELDS = ['projectId', 'typeId', 'newType.name', 'newType.unit', 'newType.description', 'quantity', 'costUsd', 'note'];

interface Props {
  category: StockCategory;
  projects: readonly BuildingProject[];
  types: readonly InventoryType[];
  initialProjectId: string;
  onAdded: (row: StockRow) => void;
  onCancel: () => void;
}

/**
 * Stock added to a project directly: of a type of the page's category, or a new one made here
 * (name, unit, description), with its quantity, cost in US dollars and a note. Everything the
 * schema refuses is said under its field before sending; the server's refusals likewise.
 */
export function StockAddForm({ category, projects, types, initialProjectId, onAdded, onCancel }: Props) {
  const add = useAddStock();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      projectId: projects.some((p) => p.id === initialProjectId) ? initialProjectId : '',
      typeMode: types.length ? 'existing' : 'new',
      typeId: '',
      newType: { name: '', unit: '', description: '' },
      quantity: '',
      costUsd: '',
      note: '',
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = addStockInput.safeParse({
      projectId: values.projectId,
      category,
      ...(values.typeMode === 'existing' ? { typeId: values.typeId } : { newType: values.newType }),
      quantity: numberOf(values.quantity),
      costUsd: numberOf(values.costUsd) ?? 0,
      note: values.note,
    });
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (row) => {
        notifications.show({ color: 'green', message: M.stockAdded });
        onAdded(row);
      },
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS);
        form.setErrors(refusal.fields);
        setFailure(refusal.message);
      },
    });
  });

  const unit = form.values.typeMode === 'existing' ? types.find((t) => t.id === form.values.typeId)?.unit : form.values.newType.unit.trim();

  return (
    <form onSubmit={submit} noValidate aria-label="Add stock">
      <Stack>
        <NativeSelect
          label="Project"
          required
          data={[{ value: '', label: M.selectProject }, ...projects.map((p) => ({ value: p.id, label: p.projectName }))]}
          {...form.getInputProps('projectId')}
        />
        <SegmentedControl
          aria-label="Item type"
          value={form.values.typeMode}
          onChange={(mode) => form.setFieldValue('typeMode', mode)}
          data={[
            { value: 'existing', label: 'Existing type' },
            { value: 'new', label: 'New type' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {form.values.typeMode === 'existing' ? (
          <NativeSelect
            label="Type"
            required
            data={[{ value: '', label: 'Choose a type' }, ...types.map((t) => ({ value: t.id, label: `${t.name} (${t.unit})` }))]}
            {...form.getInputProps('typeId')}
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="Name" required {...withLengthLimit(form.getInputProps('newType.name'), INVENTORY_TYPE_NAME_MAX)} />
              <TextInput
                label="Unit"
                required
                {...withLengthLimit(form.getInputProps('newType.unit'), INVENTORY_UNIT_MAX, 'bags, m, kg, each')}
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              rows={2}
              {...withLengthLimit(form.getInputProps('newType.description'), INVENTORY_DESCRIPTION_MAX)}
            />
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={unit ? `Quantity (${unit})` : 'Quantity'}
            required
            min={0}
            decimalScale={3}
            inputMode="decimal"
            {...form.getInputProps('quantity')}
          />
          <NumberInput
            label="Cost (USD)"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            inputMode="decimal"
            {...form.getInputProps('costUsd')}
          />
        </SimpleGrid>
        <TextInput label="Note" {...withLengthLimit(form.getInputProps('note'), INVENTORY_NOTE_MAX, 'Supplier, invoice number')} />
        <FormActions submitLabel="Add stock" onCancel={onCancel} loading={add.isPending} failure={failure} />
      </Stack>
    </form>
  );
}
