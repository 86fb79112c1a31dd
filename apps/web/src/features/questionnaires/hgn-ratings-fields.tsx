import { HGN_PAGES } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { HgnRatingQuestion, type HgnForm } from './hgn-inputs';

/** Page 3 (frontend) or page 4 (backend): a rating of 1 to 10 for each skill. */
export function HgnRatingsFields({ form, page }: { form: HgnForm; page: 3 | 4 }) {
  const { section, fields } = HGN_PAGES[page - 1] ?? HGN_PAGES[2];
  return (
    <Stack gap="md">
      {fields.map((field, i) => (
        <HgnRatingQuestion key={field} form={form} page={page} qno={i + 1} field={`${section}.${field}`} />
      ))}
    </Stack>
  );
}
