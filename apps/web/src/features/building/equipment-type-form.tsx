import {
  DEFAULT_FUEL,
  equipmentTypeResult,
  FUEL_TYPES,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_TYPE_NAME_MAX,
  newEquipmentTypeInput,
  type FuelType,
} from '@goodhours/domain';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useCreateEquipmentType } from '../../api/item-types';
import { withLengthLimit } from '../../components/length-limit';

interface Values {
  name: string;
  desc: string;
  fuel: FuelType;
}

type Result = ReturnType<typeof equipmentTypeResult>;
const TONE_COLOURS: Record<Result['tone'], string> = { success: 'green', error: 'red', warning: 'yellow' };
const FIELDS = ['name', 'desc', 'fuel'];

interface Props {
  /** After a 201: the form has said so; the page moves on. */
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * The New equipment type form (document 3 §2.9, §3 'New equipment type: name, desc, fuel', §4,
 * §5, §8): a name, a description of at most 150 characters and a fuel (Diesel unless chosen).
 * Submit stays disabled while both the name and the description are empty; the result line is
 * the spec's, by the answer's status.
 */
export function EquipmentTypeForm({ onAdded, onCancel }: Props) {
  const create = useCreateEquipmentType();
  const [result, setResult] = useState<Result | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', desc: '', fuel: DEFAULT_FUEL },
    validate: schemaResolver(newEquipmentTypeInput, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setResult(null);
    try {
      await create.mutateAsync(values);
      // The route answers only 201 on success (its contract); any other status is refused below.
      notifications.show({ color: 'green', message: equipmentTypeResult(201).message });
      onAdded();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = Object.fromEntries(Object.entries(error.fields ?? {}).filter(([key]) => FIELDS.includes(key)));
      form.setErrors(fields);
      // No answer at all has no status to show: the client's own words say the server is offline.
      setResult(error.status === 0 ? { tone: 'error', message: error.message } : equipmentTypeResult(error.status, error.message));
    }
  });

  const empty = form.values.name.trim() === '' && form.values.desc.trim() === '';

  return (
    <form onSubmit={submit} noValidate aria-label="New equipment type">
      <Stack>
        <TextInput label="Name" required {...withLengthLimit(form.getInputProps('name'), INVENTORY_TYPE_NAME_MAX)} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          {...withLengthLimit(form.getInputProps('desc'), INVENTORY_DESCRIPTION_MAX)}
        />
        <NativeSelect label="Fuel type" data={[...FUEL_TYPES]} {...form.getInputProps('fuel')} />
        {result && (
          <Alert color={TONE_COLOURS[result.tone]} role={result.tone === 'success' ? 'status' : 'alert'}>
            {result.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} disabled={empty}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
