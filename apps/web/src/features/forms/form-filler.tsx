import { askedQuestions, type AnswerValues, type FormDefinition } from '@goodhours/domain';
import { Alert, Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { isApiError } from '../../api/client';
import { AnswerField } from './answer-field';
import { answersValidator, emptyAnswers, splitServerErrors } from './answer-values';

interface Props {
  definition: FormDefinition;
  /** Sends the answers; a refusal's field errors are shown under their questions. Absent in a preview. */
  onSubmit?: (answers: AnswerValues) => Promise<{ message: string }>;
  submitLabel?: string;
  titleOrder?: TitleOrder;
}

/**
 * A form of the engine, filled in: its asked questions in order, checked by the rule of the
 * version shown (the server checks the submission with the same code). Without `onSubmit` it is
 * a preview: the answers can be tried and checked, nothing is sent.
 */
export function FormFiller({ definition, onSubmit, submitLabel = 'Submit', titleOrder = 2 }: Props) {
  const validate = useMemo(() => answersValidator(definition), [definition]);
  const form = useForm<AnswerValues>({ initialValues: emptyAnswers(definition), validate });
  const [sent, setSent] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = form.onSubmit(
    async (values) => {
      setSent(null);
      setRefused(null);
      if (!onSubmit) {
        setSent('Every answer passes the form’s rules. This is a preview: nothing was sent.');
        return;
      }
      setSending(true);
      try {
        const answer = await onSubmit(values);
        form.reset();
        setSent(answer.message);
      } catch (error) {
        if (!isApiError(error) || error.isServerFailure) return;
        const { onFields, other } = splitServerErrors(definition, error.fields);
        form.setErrors(onFields);
        if (other !== null) setRefused(other);
        else if (Object.keys(onFields).length === 0) setRefused(error.message);
      } finally {
        setSending(false);
      }
    },
    (errors) => {
      setSent(null);
      // A rule of the whole response (nothing answered) is said above the button.
      const whole = errors[''];
      setRefused(typeof whole === 'string' ? whole : null);
      const first = askedQuestions(definition).find((q) => errors[q.id] !== undefined);
      if (first) document.getElementById(`answer-${first.id}`)?.querySelector<HTMLElement>('input, textarea')?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={definition.title}>
      <Stack gap="md">
        <div>
          <Title order={titleOrder} size="h3">
            {definition.title}
          </Title>
          {definition.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {definition.description}
            </Text>
          )}
        </div>
        {askedQuestions(definition).map((q) => (
          <div key={q.id} id={`answer-${q.id}`}>
            <AnswerField
              question={q}
              value={form.values[q.id]}
              onChange={(v) => form.setFieldValue(q.id, v)}
              error={typeof form.errors[q.id] === 'string' ? (form.errors[q.id] as string) : undefined}
            />
          </div>
        ))}
        {sent && (
          <Alert color="green" role="status">
            {sent}
          </Alert>
        )}
        {refused && (
          <Alert color="red" role="alert">
            {refused}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
