import { formatQuantity, STOCK_MESSAGES as M, type StockCategory, type StockRow } from '@goodhours/domain';
import { ActionIcon, Badge, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconHistory, IconReceipt, IconSelector, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StockSort } from '../../api/building-stock';
import { Tooltip } from '../../components/tooltip';
import { wastedLabel } from './stock-paths';

export type StockRowAction = 'history' | 'purchases' | 'minimum';

export interface StockOrder {
  sort: StockSort;
  dir: 'asc' | 'desc';
}

interface Props {
  category: StockCategory;
  rows: readonly StockRow[];
  order: StockOrder;
  onSort: (order: StockOrder) => void;
  onAction: (action: StockRowAction, row: StockRow) => void;
}

function SortHeader({
  column,
  order,
  onSort,
  numeric = false,
  children,
}: {
  column: StockSort;
  order: StockOrder;
  onSort: (order: StockOrder) => void;
  numeric?: boolean;
  children: ReactNode;
}) {
  const active = order.sort === column;
  const Icon = !active ? IconSelector : order.dir === 'desc' ? IconChevronDown : IconChevronUp;
  return (
    <Table.Th aria-sort={active ? (order.dir === 'desc' ? 'descending' : 'ascending') : 'none'} ta={numeric ? 'right' : undefined}>
      <UnstyledButton
        // Figures sort largest first on the first click; names A to Z.
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

function Action({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

const amount = (value: number) => formatQuantity(value);

/**
 * Stock per project and type (document 3 §2.9): Bought, Used, Wasted (Destroyed for reusables),
 * Available and the unit; each sortable but the unit. A row below its minimum says Low stock.
 * On a phone the table scrolls inside its own box.
 */
export function StockTable({ category, rows, order, onSort, onAction }: Props) {
  const sortProps = { order, onSort };
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={`${category} stock`}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="project" {...sortProps}>
              Project
            </SortHeader>
            <SortHeader column="type" {...sortProps}>
              Type
            </SortHeader>
            <SortHeader column="bought" numeric {...sortProps}>
              Bought
            </SortHeader>
            <SortHeader column="used" numeric {...sortProps}>
              Used
            </SortHeader>
            <SortHeader column="wasted" numeric {...sortProps}>
              {wastedLabel(category)}
            </SortHeader>
            <SortHeader column="available" numeric {...sortProps}>
              Available
            </SortHeader>
            <Table.Th>Unit</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.type.name} on ${row.project.projectName}${row.wbs ? `, ${row.wbs.wbsName}` : ''}`;
            return (
              <Table.Tr key={row.itemId}>
                <Table.Td>
                  <Text size="sm">{row.project.projectName}</Text>
                  {row.wbs && (
                    <Text size="xs" c="dimmed">
                      {row.wbs.wbsName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {row.type.name}
                    </Text>
                    {row.belowMinimum && (
                      <Badge color="orange" variant="light" title={`Below the minimum of ${amount(row.minimum ?? 0)} ${row.type.unit}`}>
                        {M.lowStock}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{amount(row.bought)}</Table.Td>
                <Table.Td ta="right">{amount(row.used)}</Table.Td>
                <Table.Td ta="right">{amount(row.wasted)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {amount(row.available)}
                </Table.Td>
                <Table.Td>{row.type.unit}</Table.Td>
                <Table.Td>
                  <Group gap={2} wrap="nowrap">
                    <Action label={`History of ${name}`} icon={<IconHistory size={16} />} onClick={() => onAction('history', row)} />
                    <Action label={`Purchases of ${name}`} icon={<IconReceipt size={16} />} onClick={() => onAction('purchases', row)} />
                    <Action label={`Minimum of ${name}`} icon={<IconTarget size={16} />} onClick={() => onAction('minimum', row)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
