import { createUserInput, pacificDate, USER_MESSAGES } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { useCreateUser } from '../../../api/users';
import { useCan } from '../../../auth/use-session';
import { Dialog } from '../../../components/dialog';
import { DEFAULT_TIME_ZONE } from '../time-zone-select';
import { CREATE_USER_FIELDS, CreateUserFields, type CreateUserValues } from './user-management-create-fields';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { useRoleNames } from './user-management-options';
import { FormActions } from '../../../components/form-actions';

const initialValues = (): CreateUserValues => ({
  firstName: '',
  lastName: '',
  email: '',
  role: 'Volunteer',
  password: '',
  teamCode: '',
  jobTitle: '',
  phoneNumber: '',
  weeklyCommittedHours: 10,
  timeZone: DEFAULT_TIME_ZONE,
  startDate: pacificDate(new Date()),
});

/** What the form holds, in the shape `createUserInput` reads. */
function toInput(values: CreateUserValues) {
  return {
    ...values,
    role: values.role ?? '',
    timeZone: values.timeZone ?? '',
    weeklyCommittedHours: typeof values.weeklyCommittedHours === 'number' ? values.weeklyCommittedHours : Number.NaN,
    startDate: values.startDate === '' ? undefined : values.startDate,
  };
}

function isField(key: string): key is keyof CreateUserValues {
  return (CREATE_USER_FIELDS as readonly string[]).includes(key);
}

/** The first message of each field, from the schema or the server. */
function fieldErrors(entries: [string, string][]): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of entries) {
    if (!isField(key)) continue;
    out[key] ??= key === 'weeklyCommittedHours' ? USER_MESSAGES.hoursRange : message;
  }
  return out;
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { can } = useCan();
  const roles = useRoleNames().filter((r) => r !== 'Owner' || can('addDeleteEditOwners'));
  const create = useCreateUser();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CreateUserValues>({ mode: 'uncontrolled', initialValues: initialValues() });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const parsed = createUserInput.safeParse(toInput(values));
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        notifications.show({ color: 'green', message: USER_MANAGEMENT_TEXT.created(`${user.firstName} ${user.lastName}`) });
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error) || error.isServerFailure) return;
        const errors = fieldErrors(Object.entries(error.fields ?? {}));
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else setAlert(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <CreateUserFields form={form} roles={roles} />
        <FormActions submitLabel="Create User" onCancel={onDone} loading={create.isPending} failure={alert} />
      </Stack>
    </form>
  );
}

/** 'Create New User' (postUserProfile). A refusal keeps what was typed and says why. */
export function UserCreateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Create New User" size="lg">
      <CreateUserForm onDone={onClose} />
    </Dialog>
  );
}
