import {
  LESSON_FILTER_LABELS,
  LESSON_FILTERS,
  LESSON_SORT_LABELS,
  LESSON_SORTS,
  type LessonFilter,
  type LessonSort,
} from '@goodhours/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

const FILTERS = LESSON_FILTERS.map((value) => ({ value, label: LESSON_FILTER_LABELS[value] }));
const SORTS = LESSON_SORTS.map((value) => ({ value, label: LESSON_SORT_LABELS[value] }));

interface Props {
  search: string;
  onSearch: (text: string) => void;
  filter: LessonFilter;
  onFilter: (filter: LessonFilter) => void;
  sort: LessonSort;
  onSort: (sort: LessonSort) => void;
}

/** The full-text search, the filter (none, This Year, This Month, This Week) and the order (Newest, Date, Likes). */
export function LessonListControls({ search, onSearch, filter, onFilter, sort, onSort }: Props) {
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        type="search"
        label="Search lessons"
        placeholder="Title, content or tag"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        label="Filter"
        data={FILTERS}
        value={filter}

        onChange={(value) => onFilter(value ?? 'none')}
        style={{ flex: '1 1 9rem' }}
      />
      <Select
        label="Sort by"
        data={SORTS}
        value={sort}

        onChange={(value) => onSort(value ?? 'newest')}
        style={{ flex: '1 1 9rem' }}
      />
    </Group>
  );
}
