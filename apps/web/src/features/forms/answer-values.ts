import { askedQuestions, answersSchema, emptyAnswers, type AnswerValues, type FormDefinition } from '@goodhours/domain';
import { schemaResolver, type FormErrors } from '@mantine/form';

export { emptyAnswers };

/**
 * The check the filler runs before sending: the rule of the version shown, the very code the
 * server runs on the submission, so both give the same message under the same question.
 */
export function answersValidator(definition: FormDefinition): (values: AnswerValues) => FormErrors {
  return schemaResolver(answersSchema(definition), { sync: true });
}

/**
 * A refusal's field errors, split into those under a question of the form and the rest (said
 * above the button): the server keys each answer's first problem by the question's id.
 */
export function splitServerErrors(
  definition: FormDefinition,
  fields: Record<string, string> | undefined,
): { onFields: FormErrors; other: string | null } {
  const asked = new Set(askedQuestions(definition).map((q) => q.id));
  const onFields: FormErrors = {};
  let other: string | null = null;
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (asked.has(key)) onFields[key] = message;
    else other ??= message;
  }
  return { onFields, other };
}
