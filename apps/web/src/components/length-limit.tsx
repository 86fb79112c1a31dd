import { MESSAGES } from '@goodhours/domain';
import type { ReactNode } from 'react';

/** From this share of the limit on, the field counts the characters used instead. */
const NEAR = 0.8;

/** What a text field with a length limit says under its label: the limit, then a count near it. */
export function lengthLimitText(length: number, max: number): string {
  return length >= max * NEAR ? MESSAGES.lengthUsed(length, max) : MESSAGES.lengthLimit(max);
}

/**
 * A text field's props with its limit shown before it is reached (issue 42): spread over Mantine
 * form's input props, `<TextInput {...withLengthLimit(form.getInputProps('teamName'), TEAM_NAME_MAX)} />`.
 * The limit is the domain's constant, or the field's schema's own (`teamInput.shape.teamName.maxLength`,
 * null when it has none). A description the field already has comes first, ended by a full stop
 * unless it ends with one already.
 */
export function withLengthLimit<P extends { value?: unknown }>(
  props: P,
  max: number | null,
  description?: ReactNode,
): P & { description: ReactNode } {
  if (max === null) return { ...props, description };
  const length = typeof props.value === 'string' ? props.value.length : 0;
  const limit = lengthLimitText(length, max);
  const ended = typeof description === 'string' && /[.!?]$/.test(description);
  return {
    ...props,
    description: description ? (
      <>
        {description}
        {ended ? ' ' : '. '}
        {limit}
      </>
    ) : (
      limit
    ),
  };
}
