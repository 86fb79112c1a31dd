import { invitationInput, ONBOARDING_MESSAGES as M, USER_MESSAGES } from '@goodhours/domain';
import { Button, Divider, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useSendInvitation } from '../../api/onboarding';
import { Dialog } from '../../components/dialog';
import { FormActions } from '../../components/form-actions';
import { InvitationList } from './invitation-list';

export interface SetupLinkValues {
  email: string;
  role: string | null;
  weeklyCommittedHours: number | string;
}

const FIELDS = ['email', 'role', 'weeklyCommittedHours'] as const;
const initialValues: SetupLinkValues = { email: '', role: 'Volunteer', weeklyCommittedHours: 10 };

/** The first message of each field, from the schema or the server. */
export function setupLinkErrors(entries: [string, string][]): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of entries) {
    if (!(FIELDS as readonly string[]).includes(key)) continue;
    out[key] ??= key === 'weeklyCommittedHours' ? USER_MESSAGES.hoursRange : message;
  }
  return out;
}

/** What the form holds, in the shape `invitationInput` reads. */
export function setupLinkInput(values: SetupLinkValues) {
  return {
    email: values.email,
    role: values.role ?? '',
    weeklyCommittedHours: typeof values.weeklyCommittedHours === 'number' ? values.weeklyCommittedHours : Number.NaN,
  };
}

function SetupLinkForm({ roles }: { roles: string[] }) {
  const send = useSendInvitation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SetupLinkValues>({ mode: 'uncontrolled', initialValues });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const parsed = invitationInput.safeParse(setupLinkInput(values));
    if (!parsed.success) {
      form.setErrors(setupLinkErrors(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), i.message])));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (row) => {
        notifications.show({ color: 'green', message: M.invitationSent(row.email) });
        form.reset();
      },
      onError: (error) => {
        if (!isApiError(error) || error.isServerFailure) return;
        const errors = setupLinkErrors(Object.entries(error.fields ?? {}));
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else setAlert(error.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          data-autofocus
          description="The new person receives a link to set up their own profile and password. It works for 7 days, once."
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select label="Role" required data={roles} key={form.key('role')} {...form.getInputProps('role')} />
          <NumberInput
            label="Weekly committed hours"
            required
            min={0}
            max={168}
            allowDecimal={false}
            key={form.key('weeklyCommittedHours')}
            {...form.getInputProps('weeklyCommittedHours')}
          />
        </Group>
        <FormActions
          submitLabel={
            <Group gap={6}>
              <IconSend size={16} />
              Send link
            </Group>
          }
          loading={send.isPending}
          failure={alert}
        />
      </Stack>
    </form>
  );
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The roles the caller may give. */
  roles: string[];
}

/** 'Send Setup Link' (postUserProfile): invite a new person by email, and follow the links sent. */
export function SetupLinkDialog({ opened, onClose, roles }: Props) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Send Setup Link" size="lg">
      <Stack>
        <SetupLinkForm roles={roles} />
        <Divider />
        <Title order={3} size="h5">
          Setup links sent
        </Title>
        <InvitationList />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
