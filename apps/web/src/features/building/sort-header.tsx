import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SortOrder<S extends string> {
  sort: S;
  dir: 'asc' | 'desc';
}

interface Props<S extends string> {
  column: S;
  order: SortOrder<S>;
  onSort: (order: SortOrder<S>) => void;
  /** A figure: right-aligned, and sorted largest first on the first click. */
  numeric?: boolean;
  children: ReactNode;
}

/**
 * A sortable header of the building portal's lists: a click sorts by it (names A to Z, figures
 * largest first), the next click the other way (document 3 §4); aria-sort says which way it is sorted.
 */
export function SortHeader<S extends string>({ column, order, onSort, numeric = false, children }: Props<S>) {
  const active = order.sort === column;
  const Icon = !active ? IconSelector : order.dir === 'desc' ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (order.dir === 'desc' ? 'descending' : 'ascending') : 'none'} ta={numeric ? 'right' : undefined}>
      <UnstyledButton
        onClick={() => onSort({ sort: column, dir: active ? (order.dir === 'asc' ? 'desc' : 'asc') : numeric ? 'desc' : 'asc' })}
      >
        <Group gap={4} wrap="nowrap" fw={700} fz="sm" justify={numeric ? 'flex-end' : undefined}>
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
