import {
  BADGE_HOURS_MAX,
  BADGE_MONTHS_MAX,
  BADGE_MULTIPLE_MAX,
  BADGE_PEOPLE_MAX,
  BADGE_WEEKS_MAX,
  PROJECT_CATEGORIES,
} from '@goodhours/domain';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { criteriaFieldsOf, type CriteriaField } from './badge-criteria';
import type { BadgeFormValues } from './badge-form-model';

type NumberField = Exclude<CriteriaField, 'category'>;

const NUMBER_FIELDS: Record<NumberField, { label: string; description: string; decimals: boolean; max: number }> = {
  multiple: {
    label: 'Multiple of the weekly commitment',
    description: 'For example 2 for twice the committed hours',
    decimals: true,
    max: BADGE_MULTIPLE_MAX,
  },
  totalHrs: { label: 'Hours', description: 'Tangible hours to reach', decimals: true, max: BADGE_HOURS_MAX },
  weeks: { label: 'Weeks in a row', description: 'Weeks running at those hours', decimals: false, max: BADGE_WEEKS_MAX },
  people: { label: 'People led', description: 'Team members who do not lead a team themselves', decimals: false, max: BADGE_PEOPLE_MAX },
  months: {
    label: 'Months without a blue square',
    description: 'Since the start date and the last blue square',
    decimals: false,
    max: BADGE_MONTHS_MAX,
  },
};

/** The criteria the chosen type reads (document 4 §7), and only those. */
export function BadgeCriteriaFields({ form }: { form: UseFormReturnType<BadgeFormValues> }) {
  const fields = criteriaFieldsOf(form.values.type);
  if (fields.length === 0) return null;
  // A category no longer in the list stays on offer until it is changed.
  const stored = form.getInitialValues().category;
  const categories: string[] = [...PROJECT_CATEGORIES];
  if (stored && !categories.includes(stored)) categories.push(stored);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      {fields.map((field) =>
        field === 'category' ? (
          <Select
            key={field}
            label="Project category"
            required
            data={categories}

            placeholder="Choose a category"
            {...form.getInputProps('category')}
          />
        ) : (
          <NumberInput
            key={field}
            label={NUMBER_FIELDS[field].label}
            description={NUMBER_FIELDS[field].description}
            required
            min={NUMBER_FIELDS[field].decimals ? 0 : 1}
            max={NUMBER_FIELDS[field].max}
            allowDecimal={NUMBER_FIELDS[field].decimals}
            {...form.getInputProps(field)}
          />
        ),
      )}
    </SimpleGrid>
  );
}
