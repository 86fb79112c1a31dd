import { Group, NumberInput, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NAME_MAX, USER_JOB_TITLE_MAX, USER_MANAGEMENT_TEXT, USER_PHONE_MAX } from '@goodhours/domain';
import { withLengthLimit } from '../../../components/length-limit';
import { TimeZoneSelect } from '../time-zone-select';

export interface CreateUserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: string | null;
  password: string;
  teamCode: string;
  jobTitle: string;
  phoneNumber: string;
  weeklyCommittedHours: number | string;
  timeZone: string | null;
  startDate: string;
}

export const CREATE_USER_FIELDS: readonly (keyof CreateUserValues)[] = [
  'firstName',
  'lastName',
  'email',
  'role',
  'password',
  'teamCode',
  'jobTitle',
  'phoneNumber',
  'weeklyCommittedHours',
  'timeZone',
  'startDate',
];

interface Props {
  form: UseFormReturnType<CreateUserValues>;
  roles: string[];
}

/** The inputs of 'Create New User' (an uncontrolled form: typing does not re-render the dialog). */
export function CreateUserFields({ form, roles }: Props) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="First name"
          required
          data-autofocus
          key={form.key('firstName')}
          {...withLengthLimit(form.getInputProps('firstName'), NAME_MAX)}
        />
        <TextInput label="Last name" required key={form.key('lastName')} {...withLengthLimit(form.getInputProps('lastName'), NAME_MAX)} />
      </SimpleGrid>
      <TextInput label="Email" type="email" required autoComplete="off" key={form.key('email')} {...form.getInputProps('email')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Role" required data={roles} key={form.key('role')} {...form.getInputProps('role')} />
        <TextInput label="Job title" key={form.key('jobTitle')} {...withLengthLimit(form.getInputProps('jobTitle'), USER_JOB_TITLE_MAX)} />
      </SimpleGrid>
      <PasswordInput
        label="Password"
        required
        autoComplete="new-password"
        // While the rule is the field's error, it is not also its description.
        description={form.errors.password ? USER_MANAGEMENT_TEXT.firstSignInHint : USER_MANAGEMENT_TEXT.passwordHint}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Team code"
          description="Optional, 5 to 7 characters"
          key={form.key('teamCode')}
          {...form.getInputProps('teamCode')}
        />
        <TextInput
          label="Phone"
          type="tel"
          key={form.key('phoneNumber')}
          {...withLengthLimit(form.getInputProps('phoneNumber'), USER_PHONE_MAX)}
        />
      </SimpleGrid>
      <Group grow align="flex-start">
        <NumberInput
          label="Weekly committed hours"
          min={0}
          max={168}
          allowDecimal={false}
          key={form.key('weeklyCommittedHours')}
          {...form.getInputProps('weeklyCommittedHours')}
        />
        <TextInput label="Start date" type="date" key={form.key('startDate')} {...form.getInputProps('startDate')} />
      </Group>
      <TimeZoneSelect key={form.key('timeZone')} {...form.getInputProps('timeZone')} />
    </>
  );
}
