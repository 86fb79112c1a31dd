import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** Enter or Search: go to the first person found. */
  onSearch: () => void;
}

/** Search by location (document 3 §2.8): the people shown narrow as the text is typed; Search flies to the first. */
export function LocationSearch({ value, onChange, onSearch }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search by location">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Search by location"
          placeholder="City or country"
          leftSection={<IconSearch size={16} />}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
          style={{ flex: 1, minWidth: 0 }}
          maw={360}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </form>
  );
}
