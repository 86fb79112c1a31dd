import { FORM_LIMITS, needsOptions } from '@goodhours/domain';
import { ActionIcon, Fieldset, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { isQuestionType, QUESTION_TYPE_CHOICES, withType, type BuilderValues } from './builder-values';
import type { ReactNode } from 'react';
import { OptionsEditor } from './options-editor';
import { lengthLimitText } from '../../components/length-limit';

interface Props {
  form: UseFormReturnType<BuilderValues>;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
  /** The drag handle, drawn first in the question's tool row. */
  handle?: ReactNode;
}

/** One question of the builder: its label, type, options, whether it is required and shown, and its place. */
export function QuestionEditor({ form, index, count, onMove, onDelete, handle }: Props) {
  const question = form.values.questions[index];
  if (!question) return null;
  const n = index + 1;
  const at = `questions.${String(index)}` as const;
  return (
    <Fieldset legend={`Question ${String(n)}`} id={`question-${question.id}`}>
      <Stack gap="sm">
        <Group justify="flex-end" gap={4}>
          {handle}
          <ActionIcon
            id={`${question.id}-up`}
            variant="default"
            size="lg"
            aria-label={`Move question ${String(n)} up`}
            disabled={index === 0}
            onClick={() => onMove(index, -1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            id={`${question.id}-down`}
            variant="default"
            size="lg"
            aria-label={`Move question ${String(n)} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon variant="light" color="red" size="lg" aria-label={`Delete question ${String(n)}`} onClick={() => onDelete(index)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <TextInput
          id={`question-${question.id}-label`}
          label="Field label"
          required
          description={lengthLimitText(question.text.length, FORM_LIMITS.label)}
          {...form.getInputProps(`${at}.text`)}
        />
        <Select
          label="Question type"
          data={QUESTION_TYPE_CHOICES}
          value={question.type}
          onChange={(type) => {
            if (isQuestionType(type)) form.setFieldValue(at, withType(question, type));
          }}
        />
        {needsOptions(question.type) && <OptionsEditor form={form} index={index} number={n} />}
        <Group gap="xl">
          <Switch label="Required" {...form.getInputProps(`${at}.required`, { type: 'checkbox' })} />
          <Switch label="Visible" {...form.getInputProps(`${at}.visible`, { type: 'checkbox' })} />
        </Group>
      </Stack>
    </Fieldset>
  );
}
