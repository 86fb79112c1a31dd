import { SETUP_NAME_MAX, SETUP_PREFERENCE_MAX, videoCallSuggestions } from '@goodhours/domain';
import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { withLengthLimit } from '../../components/length-limit';
import { setupFieldId, type SetupFormValues } from './setup-form-values';

type SetupForm = UseFormReturnType<SetupFormValues>;

/** Job title, video-call preference (suggestions narrowed by the typed text) and the hours the manager set. */
export function SetupWorkFields({ form, weeklyCommittedHours }: { form: SetupForm; weeklyCommittedHours: number }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={setupFieldId('jobTitle')}
          label="Job title"
          autoComplete="organization-title"
          required
          {...withLengthLimit(form.getInputProps('jobTitle'), SETUP_NAME_MAX)}
        />
        <Autocomplete
          id={setupFieldId('collaborationPreference')}
          label="Video call preference"
          required
          data={videoCallSuggestions(form.values.collaborationPreference)}
          // The domain's list is already narrowed by the typed text.
          filter={({ options }) => options}
          {...withLengthLimit(form.getInputProps('collaborationPreference'), SETUP_PREFERENCE_MAX)}
        />
      </SimpleGrid>
      <TextInput
        label="Weekly committed hours"
        description="Set by your manager"
        readOnly
        variant="filled"
        value={String(weeklyCommittedHours)}
      />
    </>
  );
}
