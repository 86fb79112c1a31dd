import {
  createInventoryTypeInput,
  INVENTORY_CATEGORIES,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_MESSAGES as M,
  INVENTORY_TYPE_NAME_MAX,
  INVENTORY_UNIT_MAX,
  type InventoryCategory,
  type InventoryType,
} from '@goodhours/domain';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCreateInventoryType } from '../../api/inventory';
import { issuesByPath, refusalOf } from '../../components/form-errors';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  name: string;
  category: InventoryCategory;
  unit: string;
  description: string;
}

const FIELDS = ['name', 'category', 'unit', 'description'];

/** A new item type: name, category, unit and a short description (document 3 §3, §4, §8). */
export function NewTypeForm({ onCreated, onCancel }: { onCreated: (type: InventoryType) => void; onCancel: () => void }) {
  const create = useCreateInventoryType();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { name: '', category: 'Materials', unit: 'each', description: '' } });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const parsed = createInventoryTypeInput.safeParse(values);
    if (!parsed.success) {
      form.setErrors(issuesByPath(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (type) => {
        notifications.show({ color: 'green', message: M.typeAdded(type.category) });
        onCreated(type);
      },
      onError: (error) => {
        const refusal = refusalOf(error, FIELDS);
        form.setErrors(refusal.fields);
        setFailure(refusal.message);
      },
    });
  });

  const empty = !form.values.name.trim() && !form.values.description.trim();

  return (
    <form onSubmit={submit} noValidate aria-label="New item type">
      <Stack>
        <TextInput label="Name" required data-autofocus {...withLengthLimit(form.getInputProps('name'), INVENTORY_TYPE_NAME_MAX)} />
        <Group grow align="flex-start">
          <NativeSelect label="Category" required data={[...INVENTORY_CATEGORIES]} {...form.getInputProps('category')} />
          <TextInput label="Unit" required {...withLengthLimit(form.getInputProps('unit'), INVENTORY_UNIT_MAX, 'bags, m, kg, each')} />
        </Group>
        <Textarea label="Description" rows={2} {...withLengthLimit(form.getInputProps('description'), INVENTORY_DESCRIPTION_MAX)} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={empty}>
            Add type
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
