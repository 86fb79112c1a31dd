import {
  FUEL_TYPES,
  hasFuel,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_TYPE_NAME_MAX,
  INVENTORY_UNIT_MAX,
  ITEM_TYPE_MESSAGES as M,
  updateItemTypeInput,
  type InventoryType,
} from '@goodhours/domain';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useUpdateItemType } from '../../api/item-types';
import { withLengthLimit } from '../../components/length-limit';
import { changedFields, itemTypeValues, refusalFields, type ItemTypeValues } from './item-types-values';

const FIELDS = ['name', 'description', 'unit', 'fuel'];

/**
 * Edits a type's name, unit, description and, for equipment, its fuel. Only the changed fields
 * are sent; the server records each of them in the type's history shown below the form.
 */
export function ItemTypeEditForm({ type, onClose }: { type: InventoryType; onClose: () => void }) {
  const update = useUpdateItemType();
  // The type as last saved: the next save compares against it.
  const [saved, setSaved] = useState(type);
  const [notice, setNotice] = useState<{ color: string; message: string } | null>(null);
  const form = useForm<ItemTypeValues>({
    initialValues: itemTypeValues(type),
    validate: schemaResolver(updateItemTypeInput, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setNotice(null);
    const body = changedFields(saved, values);
    if (Object.keys(body).length === 0) {
      setNotice({ color: 'blue', message: M.nothingChanged });
      return;
    }
    try {
      const answer = await update.mutateAsync({ id: type.id, ...body });
      setSaved(answer);
      form.setValues(itemTypeValues(answer));
      form.resetDirty(itemTypeValues(answer));
      notifications.show({ color: 'green', message: M.typeSaved });
    } catch (error) {
      if (!isApiError(error) || error.isServerFailure) return;
      const fields = refusalFields(error.fields, FIELDS);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) setNotice({ color: 'red', message: error.message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit item type">
      <Stack>
        <TextInput label="Name" required data-autofocus {...withLengthLimit(form.getInputProps('name'), INVENTORY_TYPE_NAME_MAX)} />
        <Group grow align="flex-start">
          <TextInput label="Unit" required {...withLengthLimit(form.getInputProps('unit'), INVENTORY_UNIT_MAX, 'bags, m, kg, each')} />
          {hasFuel(type.category) && <NativeSelect label="Fuel type" data={[...FUEL_TYPES]} {...form.getInputProps('fuel')} />}
        </Group>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...withLengthLimit(form.getInputProps('description'), INVENTORY_DESCRIPTION_MAX)}
        />
        {notice && (
          <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
            {notice.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
