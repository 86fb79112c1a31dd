import {
  TSA_OTHER,
  TSA_QUESTIONS,
  TSA_RATING_MAX,
  TSA_RATING_MIN,
  TSA_TEXT_MAX,
  type AgreementSection,
  type TsaField,
} from '@goodhours/domain';
import { Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { withLengthLimit } from '../../components/length-limit';
import { tsaFieldId } from './tsa-form-values';
import classes from './tsa-questionnaire.module.css';

const SCALE = Array.from({ length: TSA_RATING_MAX - TSA_RATING_MIN + 1 }, (_, i) => TSA_RATING_MIN + i);

/** A question's card: the view and the focus go to it when its answer is missing, and its border turns red. */
function QuestionBox({ field, error, children }: { field: TsaField; error: string | undefined; children: ReactNode }) {
  return (
    <Paper id={tsaFieldId(field)} className={classes.question} mod={{ error: !!error }} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {children}
    </Paper>
  );
}

interface Answer<V> {
  field: TsaField;
  value: V;
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** A rating of 1 to 10, as ten radio buttons that wrap on a narrow screen (arrow keys move between them). */
export function RatingQuestion({ field, value, onChange, error }: Answer<number | null>) {
  return (
    <QuestionBox field={field} error={error}>
      <Radio.Group
        label={TSA_QUESTIONS[field]}
        required
        value={value === null ? '' : String(value)}
        onChange={(v) => onChange(Number(v))}
        error={error}
      >
        <Group gap="md" mt="xs">
          {SCALE.map((n) => (
            <Radio key={n} value={String(n)} label={String(n)} size="md" />
          ))}
        </Group>
      </Radio.Group>
    </QuestionBox>
  );
}

/** The free text beside a question, shown once its Other is chosen (never checked, document 3 §5). */
function OtherText({ field, value, onChange }: Answer<string>) {
  return (
    <TextInput
      mt="sm"
      label={TSA_QUESTIONS[field]}
      {...withLengthLimit({ value, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.value) }, TSA_TEXT_MAX.other)}
    />
  );
}

/** A question of one choice; with `other`, its Other opens a free-text answer. */
export function ChoiceQuestion({
  options,
  other,
  ...answer
}: Answer<string> & { options: readonly string[]; other?: Answer<string> | undefined }) {
  return (
    <QuestionBox field={answer.field} error={answer.error}>
      <Radio.Group label={TSA_QUESTIONS[answer.field]} required value={answer.value} onChange={answer.onChange} error={answer.error}>
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Radio key={option} value={option} label={option} size="md" />
          ))}
        </Stack>
      </Radio.Group>
      {other && answer.value === TSA_OTHER && <OtherText {...other} />}
    </QuestionBox>
  );
}

/** A question of several boxes (at least one); with `other`, its Other opens a free-text answer. */
export function BoxesQuestion({
  options,
  other,
  ...answer
}: Answer<string[]> & { options: readonly string[]; other?: Answer<string> | undefined }) {
  return (
    <QuestionBox field={answer.field} error={answer.error}>
      <Checkbox.Group label={TSA_QUESTIONS[answer.field]} required value={answer.value} onChange={answer.onChange} error={answer.error}>
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Checkbox key={option} value={option} label={option} size="md" />
          ))}
        </Stack>
      </Checkbox.Group>
      {other && answer.value.includes(TSA_OTHER) && <OtherText {...other} />}
    </QuestionBox>
  );
}

/** A typed answer, its limit (`max`) said under it; `long` gives room for a paragraph. */
export function TextQuestion({
  long = false,
  required = false,
  max,
  autoComplete,
  ...answer
}: Answer<string> & { long?: boolean; required?: boolean; max: number | null; autoComplete?: string; description?: string }) {
  const props = {
    id: tsaFieldId(answer.field),
    label: TSA_QUESTIONS[answer.field],
    required,
    error: answer.error,
    ...withLengthLimit({ value: answer.value }, max, answer.description),
  };
  return long ? (
    <Textarea {...props} autosize minRows={3} onChange={(e) => answer.onChange(e.currentTarget.value)} />
  ) : (
    <TextInput {...props} autoComplete={autoComplete} onChange={(e) => answer.onChange(e.currentTarget.value)} />
  );
}

/** One section of the agreement and its box ('agree' when ticked). */
export function AgreementQuestion({ section, ...answer }: Answer<string> & { section: AgreementSection }) {
  return (
    <QuestionBox field={answer.field} error={answer.error}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {section.number} {section.title}
        </Title>
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
        <Checkbox
          mt="xs"
          size="md"
          label={TSA_QUESTIONS[answer.field]}
          checked={answer.value === 'agree'}
          onChange={(e) => answer.onChange(e.currentTarget.checked ? 'agree' : '')}
          error={answer.error}
        />
      </Stack>
    </QuestionBox>
  );
}
