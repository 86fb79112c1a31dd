import { NAME_MAX, ROLES, USER_JOB_TITLE_MAX, USER_PHONE_MAX, WEEKLY_SUMMARY_OPTIONS, type ProfileField } from '@goodhours/domain';
import { NumberInput, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useRoleNames } from '../../../api/profile';
import { useSessionUser } from '../../../auth/use-session';
import { withLengthLimit } from '../../../components/length-limit';
import { assignableRoles } from '../editable-fields';
import type { ProfileFormValues } from './profile-form-values';
import { bioLabel, BIO_OPTIONS, FIELD_LABELS, privacyLabel, shown, timeZoneLabel } from './profile-labels';
import { TimeZoneSelect } from '../time-zone-select';

interface Props {
  form: UseFormReturnType<ProfileFormValues>;
  editable: ReadonlySet<ProfileField>;
  /** The caller's own profile: the privacy switches say "my". */
  own: boolean;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'teamCode' | 'jobTitle' | 'phoneNumber' | 'startDate' | 'endDate';

const INPUT_TYPES: Partial<Record<TextField, string>> = { email: 'email', startDate: 'date', endDate: 'date', phoneNumber: 'tel' };

/** The fields whose schema limits their length (users/schemas). */
const LIMITS: Partial<Record<TextField, number>> = {
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  jobTitle: USER_JOB_TITLE_MAX,
  phoneNumber: USER_PHONE_MAX,
};

/**
 * The profile's fields: an input where the caller may change the field, read-only otherwise. Under
 * the e-mail and the phone number, a switch for whether teammates see it, for those who may change
 * the person's privacySettings.
 */
export function ProfileEditFields({ form, editable, own }: Props) {
  const values = form.getValues();

  const readOnly = (field: keyof typeof FIELD_LABELS, value: string) => (
    <TextInput key={field} label={FIELD_LABELS[field]} value={value} readOnly variant="filled" />
  );
  const text = (field: TextField, required = false) =>
    editable.has(field) ? (
      <TextInput
        key={form.key(field)}
        label={FIELD_LABELS[field]}
        type={INPUT_TYPES[field] ?? 'text'}
        required={required}
        {...withLengthLimit(form.getInputProps(field), LIMITS[field] ?? null)}
      />
    ) : (
      readOnly(field, shown(values[field]))
    );
  const withPrivacy = (field: 'email' | 'phoneNumber', input: ReactNode) =>
    editable.has('privacySettings') ? (
      <Stack key={field} gap="xs">
        {input}
        <Switch
          key={form.key(`privacySettings.${field}`)}
          label={privacyLabel(field, own)}
          {...form.getInputProps(`privacySettings.${field}`, { type: 'checkbox' })}
        />
      </Stack>
    ) : (
      input
    );

  return (
    <Paper withBorder p="md" component="section" aria-label="Profile details">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {text('firstName', true)}
        {text('lastName', true)}
        {withPrivacy('email', text('email', true))}
        <RoleField form={form} editable={editable.has('role')} />
        {text('jobTitle')}
        {withPrivacy('phoneNumber', text('phoneNumber'))}
        {text('teamCode')}
        {editable.has('timeZone') ? (
          <TimeZoneField
            value={values.timeZone}
            error={form.errors.timeZone}
            onChange={(zone) => {
              form.setFieldValue('timeZone', zone);
            }}
          />
        ) : (
          readOnly('timeZone', timeZoneLabel(values.timeZone))
        )}
        {editable.has('weeklyCommittedHours') ? (
          <NumberInput
            key={form.key('weeklyCommittedHours')}
            label={FIELD_LABELS.weeklyCommittedHours}
            min={0}
            max={168}
            allowDecimal={false}
            {...form.getInputProps('weeklyCommittedHours')}
          />
        ) : (
          readOnly('weeklyCommittedHours', String(values.weeklyCommittedHours))
        )}
        {text('startDate')}
        {text('endDate')}
        {editable.has('bioPosted') ? (
          <Select
            key={form.key('bioPosted')}
            label={FIELD_LABELS.bioPosted}
            data={BIO_OPTIONS}

            {...form.getInputProps('bioPosted')}
          />
        ) : (
          readOnly('bioPosted', bioLabel(values.bioPosted))
        )}
        {/* Only for holders of updateSummaryRequirements (decision 054). */}
        {editable.has('weeklySummaryOption') && (
          <Select
            key={form.key('weeklySummaryOption')}
            label={FIELD_LABELS.weeklySummaryOption}
            data={WEEKLY_SUMMARY_OPTIONS}

            {...form.getInputProps('weeklySummaryOption')}
          />
        )}
      </SimpleGrid>
    </Paper>
  );
}

/** The role picker lists the roles the caller may give; the Owner role needs addDeleteEditOwners. */
function RoleField({ form, editable }: { form: UseFormReturnType<ProfileFormValues>; editable: boolean }) {
  const me = useSessionUser();
  const names = useRoleNames(editable);
  const current = form.getValues().role;
  if (!editable || !me) return <TextInput label={FIELD_LABELS.role} value={current} readOnly variant="filled" />;
  const options = assignableRoles(me, names.data ?? ROLES);
  return (
    <Select
      key={form.key('role')}
      label={FIELD_LABELS.role}
      data={options.includes(current) ? options : [current, ...options]}

      searchable
      {...form.getInputProps('role')}
    />
  );
}

interface TimeZoneFieldProps {
  value: string;
  error: ReactNode;
  onChange: (zone: string) => void;
}

/**
 * The ~420 options re-render only when the zone or its error changes, not on every keystroke
 * elsewhere in the form (`onChange` only calls the form's setter, which reads current state).
 */
const TimeZoneField = memo(
  function TimeZoneField({ value, error, onChange }: TimeZoneFieldProps) {
    return (
      <TimeZoneSelect
        label={FIELD_LABELS.timeZone}
        value={value}
        error={error}

        onChange={(zone) => {
          if (zone) onChange(zone);
        }}
      />
    );
  },
  (a, b) => a.value === b.value && a.error === b.error,
);
