import {
  HGN_GENERAL_FIELDS,
  HGN_HOURS_CHOICES,
  HGN_LOCATION_MAX,
  HGN_MANAGER_CHOICES,
  HGN_PERIOD_CHOICES,
  HGN_PREFERENCE_CHOICES,
  HGN_STANDUP_CHOICES,
  HGN_WEEKDAYS,
  type HgnWeekday,
} from '@goodhours/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { withLengthLimit } from '../../components/length-limit';
import { HgnAvailabilityGrid } from './hgn-availability-grid';
import { hgnFieldId } from './hgn-form-values';
import { HgnChoiceQuestion, HgnRatingQuestion, type HgnForm } from './hgn-inputs';
import { HgnQuestionCard } from './hgn-question';

const PAGE = 2;
/** A question's number on page 2 is its field's place in the section (document 3 §3 order). */
const qno = (field: (typeof HGN_GENERAL_FIELDS)[number]) => HGN_GENERAL_FIELDS.indexOf(field) + 1;
const CHOICES = {
  hours: HGN_HOURS_CHOICES,
  period: HGN_PERIOD_CHOICES,
  standup: HGN_STANDUP_CHOICES,
  manager: HGN_MANAGER_CHOICES,
} as const;

/** Page 2: hours, period, stand-up, location, leading a team, four ratings, preferred work and the availability grid. */
export function HgnGeneralFields({ form }: { form: HgnForm }) {
  const choice = (field: keyof typeof CHOICES) => (
    <HgnChoiceQuestion form={form} page={PAGE} qno={qno(field)} field={`general.${field}`} options={CHOICES[field]} />
  );
  const rating = (field: 'combined_frontend_backend' | 'mern_skills' | 'leadership_skills' | 'leadership_experience') => (
    <HgnRatingQuestion form={form} page={PAGE} qno={qno(field)} field={`general.${field}`} />
  );
  const location = form.getInputProps('general.location');
  const preferences = form.getInputProps('general.preferences');
  const availabilityErrors = Object.fromEntries(
    HGN_WEEKDAYS.map((day) => [day, form.errors[`general.availability.${day}`] as string | undefined]),
  ) as Partial<Record<HgnWeekday, string>>;
  const availabilityError = Object.values(availabilityErrors).find(Boolean);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('hours')}
        {choice('period')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choice('standup')}
        {choice('manager')}
      </SimpleGrid>
      <HgnQuestionCard page={PAGE} qno={qno('location')} field="general.location" error={location.error as string | undefined}>
        {({ label, description }) => <TextInput label={label} required {...withLengthLimit(location, HGN_LOCATION_MAX, description)} />}
      </HgnQuestionCard>
      {rating('combined_frontend_backend')}
      {rating('mern_skills')}
      {rating('leadership_skills')}
      {rating('leadership_experience')}
      <HgnQuestionCard page={PAGE} qno={qno('preferences')} field="general.preferences" error={preferences.error as string | undefined}>
        {({ label, description }) => (
          <Checkbox.Group label={label} description={description} required {...preferences}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
              {HGN_PREFERENCE_CHOICES.map((option) => (
                <Checkbox key={option} value={option} label={option} size="md" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      </HgnQuestionCard>
      <HgnQuestionCard page={PAGE} qno={qno('availability')} field="general.availability" error={availabilityError}>
        {({ label, description }) => (
          <HgnAvailabilityGrid
            idPrefix={hgnFieldId('general.availability.grid')}
            label={label}
            description={description}
            value={form.values.general.availability}
            onChange={(value) => {
              form.setFieldValue('general.availability', value);
              for (const day of HGN_WEEKDAYS) {
                const slots = value[day];
                if (slots === 'N/A' || slots.length > 0) form.clearFieldError(`general.availability.${day}`);
              }
            }}
            errors={availabilityErrors}
          />
        )}
      </HgnQuestionCard>
    </Stack>
  );
}
