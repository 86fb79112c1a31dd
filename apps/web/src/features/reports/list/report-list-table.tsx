import { Center, Group, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFirstPage } from '../../../components/show-more';
import type { ListState } from './report-list-state';

/** Rows drawn at first, and added by each 'Show more': a large organisation has thousands of people. */
export const REPORT_PAGE_ROWS = 50;

/** A column of a report list: its header, the sort it offers, and its cell. */
export interface ListColumn<T> {
  header: string;
  /** The sort key (ListSpec.sorts) a click on the header chooses. */
  sort?: string;
  /** Numbers are aligned right. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

interface Props<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T>[];
  state: Pick<ListState, 'sort' | 'dir'>;
  onSort: (column: string) => void;
  /** The table's name: 'People', 'Projects', 'Teams'. */
  label: string;
  /** Below this width the table scrolls sideways inside its box. */
  minWidth: number;
}

function SortHeader<T>({ column, state, onSort }: { column: ListColumn<T> } & Pick<Props<T>, 'state' | 'onSort'>) {
  const { sort } = column;
  if (!sort)
    return (
      <Table.Th scope="col" ta={column.numeric ? 'right' : undefined}>
        {column.header}
      </Table.Th>
    );
  const active = state.sort === sort;
  const Icon = active ? (state.dir === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th
      scope="col"
      ta={column.numeric ? 'right' : undefined}
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
          {column.header}
          <Center>
            <Icon size={14} aria-hidden />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A list of /reports: headers that sort on a click (aria-sort says how), and the rows in that
 * order, the first REPORT_PAGE_ROWS of them and a page more on each 'Show more'.
 */
export function ReportListTable<T>({ rows, rowKey, columns, state, onSort, label, minWidth }: Props<T>) {
  const { shown, more } = useFirstPage(rows, REPORT_PAGE_ROWS);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <VisuallyHidden component="caption">{`${label}: select a column's header to sort by it`}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortHeader key={column.header} column={column} state={state} onSort={onSort} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more}
    </Stack>
  );
}
