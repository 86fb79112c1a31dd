import { TASK_RESOURCE_PICKERS, type TaskResource } from '@goodhours/domain';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTaskPeople } from '../../api/tasks';
import { useCan } from '../../auth/use-session';

interface Props {
  value: string[];
  onChange: (ids: string[]) => void;
  /** The people already on the task, so their names show before any search. */
  current: readonly TaskResource[];
  error?: React.ReactNode;
}

/** Picks the people assigned to a task, searching active people by name. */
export function ResourcePicker({ value, onChange, current, error }: Props) {
  const { can } = useCan();
  const mayPick = TASK_RESOURCE_PICKERS.some(can);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const people = useTaskPeople(debounced, mayPick);
  const [known, setKnown] = useState<Map<string, string>>(() => new Map(current.map((r) => [r.userId, r.name])));

  const data = useMemo(() => {
    const names = new Map(known);
    for (const p of people.data ?? []) names.set(p.id, `${p.firstName} ${p.lastName}`);
    return [...names].map(([id, name]) => ({ value: id, label: name }));
  }, [known, people.data]);

  return (
    <MultiSelect
      label="Resources"
      description={mayPick ? 'People assigned to this task' : undefined}
      placeholder={mayPick ? 'Search people by name' : undefined}
      data={data}
      value={value}
      onChange={(ids) => {
        const names = new Map(known);
        for (const option of data) if (ids.includes(option.value)) names.set(option.value, option.label);
        setKnown(names);
        onChange(ids);
      }}
      searchable={mayPick}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={people.isFetching ? 'Searching…' : 'Nobody found'}
      error={error}
      clearable
    />
  );
}
