import { SUGGESTION_MESSAGES as M, SUGGESTION_TEXT_MAX, type SuggestionOptions } from '@goodhours/domain';
import { ActionIcon, Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useChangeSuggestionOptions } from '../../api/suggestions';
import { lengthLimitText } from '../../components/length-limit';

/** The Owner's list editor of suggestion categories and extra fields. */
export function SuggestionOptionsEditor({ userId, options }: { userId: string; options: SuggestionOptions }) {
  const change = useChangeSuggestionOptions(userId);
  const [category, setCategory] = useState('');
  const [field, setField] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (input: Parameters<typeof change.mutate>[0], reset?: () => void) => {
    change.mutate(input, {
      onSuccess: () => {
        setError(null);
        reset?.();
      },
      onError: (e) => setError(e.message || M.fillAll),
    });
  };
  const add = (value: string, suggestion: boolean, reset: () => void) => {
    if (!value.trim()) {
      setError(M.fillAll);
      return;
    }
    run({ action: 'add', suggestion, newField: value.trim() }, reset);
  };
  const list = (items: string[], suggestion: boolean, label: string) => (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {items.map((item) => (
        <Group key={item} justify="space-between">
          <Text size="sm">{item}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${item}`}
            disabled={suggestion && items.length <= 1}
            onClick={() => run({ action: 'delete', suggestion, newField: item })}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      {items.length === 0 && (
        <Text size="xs" c="dimmed">
          None yet.
        </Text>
      )}
    </Stack>
  );
  return (
    <Stack gap="sm">
      {error && <Alert color="red">{error}</Alert>}
      {list(options.suggestion, true, 'Categories')}
      <Group align="flex-end">
        <TextInput
          label="New category"
          description={lengthLimitText(category.length, SUGGESTION_TEXT_MAX)}
          value={category}
          onChange={(e) => setCategory(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => add(category, true, () => setCategory(''))}>
          Add category
        </Button>
      </Group>
      {list(options.field, false, 'Extra fields')}
      <Group align="flex-end">
        <TextInput
          label="New field"
          description={lengthLimitText(field.length, SUGGESTION_TEXT_MAX)}
          value={field}
          onChange={(e) => setField(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => add(field, false, () => setField(''))}>
          Add field
        </Button>
      </Group>
    </Stack>
  );
}
