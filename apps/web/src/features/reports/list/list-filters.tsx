import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ListState, StatusFilter } from './report-list-state';

/** A search reaches the address (and the list) after a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 250;

const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

interface Props {
  state: ListState;
  update: (change: Partial<ListState>, options?: { replace?: boolean }) => void;
  /** What the search looks in, for its placeholder: 'Name, email, role or team'. */
  searchHint: string;
  /** The list's own filters (role, team, category). */
  children?: ReactNode;
}

/** A list's search and status filter, and its own filters beside them. */
export function ListFilters({ state, update, searchHint, children }: Props) {
  const [text, setText] = useState(state.q);
  // A search changed from outside (Back, a link) replaces what the box shows.
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (text.trim() !== state.q) setText(state.q);
  }
  const commit = useDebouncedCallback((q: string) => update({ q: q.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={searchHint}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        w={{ base: '100%', xs: 280 }}
      />
      <SegmentedControl aria-label="Status" data={STATUSES} value={state.status} onChange={(status) => update({ status })} />
      {children}
    </Group>
  );
}

/** A filter offering the values found in the list ('All' when none is chosen). */
export function ValueFilter({
  label,
  all,
  values,
  value,
  onChange,
}: {
  label: string;
  /** The placeholder when none is chosen: 'All roles'. */
  all: string;
  values: string[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label={label}
      placeholder={all}
      data={values}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={{ base: '100%', xs: 200 }}
    />
  );
}
