import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UnitOrder, UnitSort } from './unit-values';

interface Props {
  column: UnitSort;
  order: UnitOrder;
  onSort: (order: UnitOrder) => void;
  children: ReactNode;
}

/**
 * A sortable header of the tools and equipment lists: a click sorts by it A to Z (earliest first),
 * the next click the other way (document 3 §4); aria-sort says which way it is sorted.
 */
export function UnitSortHeader({ column, order, onSort, children }: Props) {
  const active = order.sort === column;
  const Icon = !active ? IconSelector : order.dir === 'desc' ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (order.dir === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort({ sort: column, dir: active && order.dir === 'asc' ? 'desc' : 'asc' })}>
        <Group gap={4} wrap="nowrap" fw={700} fz="sm">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
