import { PLACE_TEXT_MAX } from '@goodhours/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { lengthLimitText } from '../../components/length-limit';
import { LocationLookupField } from './location-lookup-field';
import { setupFieldId, type SetupFormValues } from './setup-form-values';

/**
 * Where the person lives, and its time zone: set only by Get Time Zone (document 3 §5). Changing
 * the text forgets the place found, so the zone always belongs to the text sent.
 */
export function SetupLocationField({ form, token }: { form: UseFormReturnType<SetupFormValues>; token: string }) {
  const { place } = form.values;
  return (
    <Stack gap="xs">
      <LocationLookupField
        id={setupFieldId('location')}
        label="Location"
        description={`Your town or city, and its country; then Get Time Zone. ${lengthLimitText(form.values.location.length, PLACE_TEXT_MAX)}`}
        buttonLabel="Get Time Zone"
        required
        token={token}
        value={form.values.location}
        onChange={(text) => {
          form.setFieldValue('location', text);
          form.setFieldValue('place', null);
        }}
        error={form.errors.location}
        onError={(message) => {
          form.setFieldError('location', message);
        }}
        onFound={(found) => {
          form.setFieldValue('place', found);
          form.clearFieldError('location');
        }}
      />
      {place && (
        <Text size="sm" role="status">
          Found: {place.label}
        </Text>
      )}
      <TextInput label="Time zone" readOnly variant="filled" value={place?.timezone ?? ''} placeholder="Set by Get Time Zone" />
    </Stack>
  );
}
