import type { TaskEditSuggestion } from '@goodhours/domain';
import { Button, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { authorName, formatSuggestedDate, type SuggestionSort } from './suggestion-format';

function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: SuggestionSort['by'];
  sort: SuggestionSort;
  onSort: (sort: SuggestionSort) => void;
  children: ReactNode;
}) {
  const active = sort.by === column;
  const Icon = !active ? IconSelector : sort.descending ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton
        onClick={() => {
          onSort({ by: column, descending: active ? !sort.descending : column === 'date' });
        }}
      >
        <Group gap={4} wrap="nowrap" fw={700} fz="sm">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Open suggestions: task, suggested by, date; the last two sort. */
export function SuggestionTable({
  suggestions,
  sort,
  onSort,
  onReview,
}: {
  suggestions: readonly TaskEditSuggestion[];
  sort: SuggestionSort;
  onSort: (sort: SuggestionSort) => void;
  onReview: (s: TaskEditSuggestion) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover withTableBorder aria-label="Task edit suggestions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Task</Table.Th>
            <SortHeader column="user" sort={sort} onSort={onSort}>
              Suggested by
            </SortHeader>
            <SortHeader column="date" sort={sort} onSort={onSort}>
              Date
            </SortHeader>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suggestions.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                {s.taskNum} {s.taskName}
              </Table.Td>
              <Table.Td>{authorName(s)}</Table.Td>
              <Table.Td>{formatSuggestedDate(s.dateSuggested)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    onReview(s);
                  }}
                  aria-label={`Review the changes to ${s.taskNum} ${s.taskName} by ${authorName(s)}`}
                >
                  Review
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
