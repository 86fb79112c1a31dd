import { choiceLabel, EXTERNAL_CHOICE_MAX, EXTERNAL_CHOICES_MAX } from '@goodhours/domain';
import { ActionIcon, Button, Fieldset, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { withLengthLimit } from '../../components/length-limit';

export interface ChoicesValues {
  roles: string[];
  teams: string[];
}

/**
 * One list of choices (the roles or the teams): a field per entry, each removable, and a button
 * that adds an empty one and puts the cursor in it. A problem with an entry shows under it, a
 * problem with the whole list under the list.
 */
export function ChoiceListEditor({
  form,
  path,
  legend,
  noun,
}: {
  form: UseFormReturnType<ChoicesValues>;
  path: keyof ChoicesValues;
  legend: string;
  /** 'role' or 'team', for the fields' and buttons' names. */
  noun: string;
}) {
  const prefix = useId();
  const entries = form.values[path];
  const listError = form.errors[path];
  const inputId = (index: number) => `${prefix}-${String(index)}`;
  const addId = `${prefix}-add`;
  // Where the keyboard goes once the list has been drawn again after an add or a remove.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    focusNext.current = inputId(entries.length);
    form.insertListItem(path, '');
  };
  const remove = (index: number) => {
    const left = entries.length - 1;
    focusNext.current = left === 0 ? addId : inputId(Math.min(index, left - 1));
    form.removeListItem(path, index);
  };
  const name = (index: number) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${String(index + 1)}`;

  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {entries.map((value, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              id={inputId(index)}
              aria-label={name(index)}
              style={{ flex: 1, minWidth: 0 }}
              // The input first, so the remove button beside it lines up with it.
              inputWrapperOrder={['input', 'description', 'error']}
              {...withLengthLimit(form.getInputProps(`${path}.${String(index)}`), EXTERNAL_CHOICE_MAX)}
            />
            <ActionIcon
              size={36}
              variant="subtle"
              color="red"
              aria-label={`Remove ${value.trim() ? choiceLabel(value) : name(index).toLowerCase()}`}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {typeof listError === 'string' && <Input.Error role="alert">{listError}</Input.Error>}
        <Group justify="space-between" gap="xs">
          <Button
            id={addId}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={entries.length >= EXTERNAL_CHOICES_MAX}
            onClick={add}
          >
            Add {noun}
          </Button>
          <Text size="xs" c="dimmed">
            {entries.length} of at most {EXTERNAL_CHOICES_MAX}
          </Text>
        </Group>
      </Stack>
    </Fieldset>
  );
}
