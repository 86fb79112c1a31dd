import { MAP_MESSAGES as M, MAP_NAME_MAX } from '@goodhours/domain';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useAddMapPerson, useEditMapPerson } from '../../api/map';
import { FormActions } from '../../components/form-actions';
import { withLengthLimit } from '../../components/length-limit';
import { MapLocationField } from './map-location-field';
import type { MapOnlyPerson } from './map-people';
import {
  checkEdit,
  checkNewPerson,
  EMPTY_MAP_PERSON,
  serverFieldErrors,
  valuesOf,
  type FoundPlace,
  type MapPersonValues,
} from './map-person-values';

interface Props {
  /** The person edited; none to add one. */
  person?: MapOnlyPerson;
  onDone: () => void;
  onCancel: () => void;
}

/** Document 3 §9: success toasts close after 3 seconds. */
const SUCCESS_TOAST_MS = 3000;

/**
 * The map person form (document 3 §5): first name, last name, job title and a looked-up place, all
 * required. A refused save keeps what was typed and says why under the field.
 */
export function MapPersonForm({ person, onDone, onCancel }: Props) {
  const add = useAddMapPerson();
  const edit = useEditMapPerson();
  const [found, setFound] = useState<FoundPlace | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MapPersonValues>({ initialValues: person ? valuesOf(person) : EMPTY_MAP_PERSON });

  const saved = (message: string) => {
    notifications.show({ color: 'green', message, autoClose: SUCCESS_TOAST_MS });
    onDone();
  };
  const refused = (error: unknown) => {
    if (!isApiError(error) || error.isServerFailure) {
      setFailure(M.failed);
      return;
    }
    const errors = serverFieldErrors(error.fields);
    if (Object.keys(errors).length > 0) form.setErrors(errors);
    else setFailure(M.errorOccurred(error.message));
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    if (person) {
      const checked = checkEdit(values, found, person.location.userProvided);
      if (checked.errors) form.setErrors(checked.errors);
      else edit.mutate({ id: person.id, body: checked.body }, { onSuccess: () => saved(M.edited), onError: refused });
    } else {
      const checked = checkNewPerson(values, found);
      if (checked.errors) form.setErrors(checked.errors);
      else add.mutate(checked.body, { onSuccess: () => saved(M.added), onError: refused });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="First name"
          required
          autoComplete="off"
          data-autofocus
          {...withLengthLimit(form.getInputProps('firstName'), MAP_NAME_MAX)}
        />
        <TextInput label="Last name" required autoComplete="off" {...withLengthLimit(form.getInputProps('lastName'), MAP_NAME_MAX)} />
        <TextInput label="Job title" required autoComplete="off" {...withLengthLimit(form.getInputProps('jobTitle'), MAP_NAME_MAX)} />
        <MapLocationField
          value={form.values.location}
          error={form.errors.location}
          found={found}
          onChange={(text) => {
            setFound(null);
            form.setFieldValue('location', text);
            form.clearFieldError('location');
          }}
          onFound={(place) => {
            setFound(place);
            form.clearFieldError('location');
          }}
          onError={(message) => {
            if (message) form.setFieldError('location', message);
            else form.clearFieldError('location');
          }}
        />
        <FormActions
          submitLabel={person ? 'Save changes' : 'Add person'}
          onCancel={onCancel}
          loading={add.isPending || edit.isPending}
          failure={failure}
        />
      </Stack>
    </form>
  );
}
