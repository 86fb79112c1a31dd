import { HGN_RATING_MAX, HGN_RATING_MIN } from '@goodhours/domain';
import { Group, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { HgnFormValues } from './hgn-form-values';
import { HgnQuestionCard } from './hgn-question';

export type HgnForm = UseFormReturnType<HgnFormValues>;

const SCALE = Array.from({ length: HGN_RATING_MAX - HGN_RATING_MIN + 1 }, (_, i) => String(HGN_RATING_MIN + i));

interface QuestionProps {
  form: HgnForm;
  page: number;
  qno: number;
  /** The form's key of the answer: `frontend.React`. */
  field: string;
}

/** A rating of 1 to 10 (document 3 §9): ten radio buttons that wrap on a phone; the arrow keys move between them. */
export function HgnRatingQuestion({ form, page, qno, field }: QuestionProps) {
  const input = form.getInputProps(field);
  return (
    <HgnQuestionCard page={page} qno={qno} field={field} error={input.error as string | undefined}>
      {({ label, description }) => (
        <Radio.Group label={label} description={description} required {...input}>
          <Group gap="md" mt="xs">
            {SCALE.map((n) => (
              <Radio key={n} value={n} label={n} size="md" />
            ))}
          </Group>
        </Radio.Group>
      )}
    </HgnQuestionCard>
  );
}

/** A question of one choice among a few. */
export function HgnChoiceQuestion({ form, page, qno, field, options }: QuestionProps & { options: readonly string[] }) {
  const input = form.getInputProps(field);
  return (
    <HgnQuestionCard page={page} qno={qno} field={field} error={input.error as string | undefined}>
      {({ label, description }) => (
        <Radio.Group label={label} description={description} required {...input} value={(input.value as string | null) ?? ''}>
          <Stack gap="sm" mt="xs">
            {options.map((option) => (
              <Radio key={option} value={option} label={option} size="md" />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </HgnQuestionCard>
  );
}
