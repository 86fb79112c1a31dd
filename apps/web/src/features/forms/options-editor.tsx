import { FORM_LIMITS, FORM_MESSAGES as M, MAX_OPTIONS } from '@goodhours/domain';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { BuilderValues } from './builder-values';

/** The options of a question answered from options: each one a field, added and removed one by one. */
export function OptionsEditor({ form, index, number }: { form: UseFormReturnType<BuilderValues>; index: number; number: number }) {
  const path = `questions.${String(index)}.options` as const;
  const options = form.values.questions[index]?.options ?? [];
  const listError = form.errors[path];
  return (
    <Stack gap="xs">
      {options.map((_, j) => (
        <Group key={j} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput style={{ flex: 1, minWidth: 0 }} label={`Option ${String(j + 1)}`} {...form.getInputProps(`${path}.${String(j)}`)} />
          <ActionIcon
            mt={26}
            size="lg"
            variant="subtle"
            color="red"
            aria-label={`Remove option ${String(j + 1)} of question ${String(number)}`}
            onClick={() => form.removeListItem(path, j)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {M.optionRule(FORM_LIMITS.option, MAX_OPTIONS)}
      </Text>
      {typeof listError === 'string' && <Input.Error role="alert">{listError}</Input.Error>}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => form.insertListItem(path, '')}
        >
          Add option
        </Button>
      </Group>
    </Stack>
  );
}
