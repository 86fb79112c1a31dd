import {
  choiceLabel,
  EXTERNAL_COUNTRY_CODES,
  EXTERNAL_EMAIL_MAX,
  EXTERNAL_NAME_MAX,
  EXTERNAL_SPECIFY_MAX,
  EXTERNAL_TEAM_MESSAGES as M,
  externalTeamMemberInput,
  formatPhone,
  OTHER_CHOICE,
  phoneDigits,
  type ExternalCountryCode,
  type ExternalTeamChoices,
} from '@goodhours/domain';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, type ChangeEvent } from 'react';
import { useCreateExternalMember } from '../../api/external-team';
import { withLengthLimit } from '../../components/length-limit';
import { isApiError } from '../../api/client';
import { knownFieldErrors } from '../auth';

interface Values {
  firstName: string;
  lastName: string;
  role: string;
  roleSpecify: string;
  team: string;
  teamSpecify: string;
  email: string;
  countryCode: ExternalCountryCode;
  /** As shown: 123-456-7890. */
  phone: string;
}

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  role: '',
  roleSpecify: '',
  team: '',
  teamSpecify: '',
  email: '',
  countryCode: '+1',
  phone: '',
};
const FIELDS = Object.keys(EMPTY);

/**
 * The phone field's next value: the digits typed so far, formatted as 123-456-7890. Deleting a
 * hyphen deletes the digit before it, or the formatting would put the hyphen straight back.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const deletedHyphen = typed.length < previous.length && phoneDigits(typed) === phoneDigits(previous);
  if (!deletedHyphen) return formatPhone(typed);
  const at = [...typed].findIndex((c, i) => c !== previous[i]);
  const cut = at < 0 ? typed.length : at;
  return formatPhone(typed.slice(0, Math.max(cut - 1, 0)) + typed.slice(cut));
}

/** Each field's first problem, under the field. */
function firstProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const out: FormErrors = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const options = (choices: readonly string[], placeholder: string) => [
  { value: '', label: placeholder, disabled: true },
  ...choices.map((value) => ({ value, label: choiceLabel(value) })),
];

/**
 * The team member form (document 3 §3, §5, §8): every problem shows under its field at submit;
 * 'other' asks for the role or the team; the phone formats itself as it is typed. After a save
 * the form is empty again; a refused save keeps everything typed.
 */
export function TeamMemberForm({ choices }: { choices: ExternalTeamChoices }) {
  const create = useCreateExternalMember();
  const form = useForm<Values>({ initialValues: EMPTY });
  const { values } = form;
  // The choices can change while the form is filled in (Edit choices): a role or a team no longer
  // offered is chosen again rather than sent and refused; everything else typed stays.
  const { setFieldValue } = form;
  useEffect(() => {
    if (values.role && !choices.roles.includes(values.role)) setFieldValue('role', '');
    if (values.team && !choices.teams.includes(values.team)) setFieldValue('team', '');
  }, [choices, values.role, values.team, setFieldValue]);

  const submit = form.onSubmit((typed) => {
    const parsed = externalTeamMemberInput.safeParse(typed);
    if (!parsed.success) {
      form.setErrors(firstProblems(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: M.created });
        form.reset();
      },
      onError: (error) => {
        if (isApiError(error)) form.setErrors(knownFieldErrors(error, FIELDS));
        notifications.show({ color: 'red', message: M.createFailed });
      },
    });
  });

  const phone = form.getInputProps('phone');
  return (
    <form onSubmit={submit} noValidate aria-label="New team member">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            required
            autoComplete="off"
            {...withLengthLimit(form.getInputProps('firstName'), EXTERNAL_NAME_MAX)}
          />
          <TextInput
            label="Last name"
            required
            autoComplete="off"
            {...withLengthLimit(form.getInputProps('lastName'), EXTERNAL_NAME_MAX)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="sm">
            <NativeSelect label="Role" required data={options(choices.roles, 'Select a role')} {...form.getInputProps('role')} />
            {values.role === OTHER_CHOICE && (
              <TextInput label="Specify role" required {...withLengthLimit(form.getInputProps('roleSpecify'), EXTERNAL_SPECIFY_MAX)} />
            )}
          </Stack>
          <Stack gap="sm">
            <NativeSelect label="Team" required data={options(choices.teams, 'Select a team')} {...form.getInputProps('team')} />
            {values.team === OTHER_CHOICE && (
              <TextInput label="Specify team" required {...withLengthLimit(form.getInputProps('teamSpecify'), EXTERNAL_SPECIFY_MAX)} />
            )}
          </Stack>
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          {...withLengthLimit(form.getInputProps('email'), EXTERNAL_EMAIL_MAX)}
        />
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <NativeSelect label="Country code" w={120} data={[...EXTERNAL_COUNTRY_CODES]} {...form.getInputProps('countryCode')} />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="123-456-7890"
            maxLength={12}
            style={{ flex: 1, minWidth: 0 }}
            {...phone}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              form.setFieldValue('phone', nextPhoneValue(values.phone, event.currentTarget.value));
              form.clearFieldError('phone');
            }}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add team member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
