import {
  createInventoryTypeInput,
  DEFAULT_FUEL,
  FUEL_TYPES,
  hasFuel,
  INVENTORY_CATEGORIES,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_MESSAGES,
  INVENTORY_TYPE_NAME_MAX,
  INVENTORY_UNIT_MAX,
  type FuelType,
  type InventoryCategory,
} from '@goodhours/domain';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreateItemType } from '../../api/item-types';
import { withLengthLimit } from '../../components/length-limit';
import { refusalFields } from './item-types-values';

interface Values {
  name: string;
  category: InventoryCategory;
  unit: string;
  description: string;
  fuel: FuelType;
}

const FIELDS = ['name', 'category', 'unit', 'description', 'fuel'];

/**
 * A new item type of any category: name, category, unit, description and, for equipment, its
 * fuel (Diesel unless chosen). The category starts as the one the browser shows.
 */
export function ItemTypeAddForm({ category, onDone }: { category: InventoryCategory; onDone: () => void }) {
  const create = useCreateItemType();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', category, unit: 'each', description: '', fuel: DEFAULT_FUEL },
    validate: schemaResolver(createInventoryTypeInput, { sync: true }),
  });
  const equipment = hasFuel(form.values.category);

  const submit = form.onSubmit(async ({ fuel, ...values }) => {
    setFailure(null);
    try {
      const type = await create.mutateAsync(equipment ? { ...values, fuel } : values);
      notifications.show({ color: 'green', message: INVENTORY_MESSAGES.typeAdded(type.category) });
      onDone();
    } catch (error) {
      if (!isApiError(error) || error.isServerFailure) return;
      const fields = refusalFields(error.fields, FIELDS);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New item type">
      <Stack>
        <TextInput label="Name" required data-autofocus {...withLengthLimit(form.getInputProps('name'), INVENTORY_TYPE_NAME_MAX)} />
        <Group grow align="flex-start">
          <NativeSelect label="Category" required data={[...INVENTORY_CATEGORIES]} {...form.getInputProps('category')} />
          <TextInput label="Unit" required {...withLengthLimit(form.getInputProps('unit'), INVENTORY_UNIT_MAX, 'bags, m, kg, each')} />
        </Group>
        {equipment && <NativeSelect label="Fuel type" data={[...FUEL_TYPES]} {...form.getInputProps('fuel')} />}
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...withLengthLimit(form.getInputProps('description'), INVENTORY_DESCRIPTION_MAX)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add type
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
