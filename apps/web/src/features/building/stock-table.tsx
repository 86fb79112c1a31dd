import { formatQuantity, STOCK_MESSAGES as M, type StockCategory, type StockRow } from '@goodhours/domain';
import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconHistory, IconReceipt, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StockSort } from '../../api/building-stock';
import { Tooltip } from '../../components/tooltip';
import { SortHeader, type SortOrder } from './sort-header';
import { wastedLabel } from './stock-paths';

export type StockRowAction = 'history' | 'purchases' | 'minimum';

export type StockOrder = SortOrder<StockSort>;

interface Props {
  category: StockCategory;
  rows: readonly StockRow[];
  order: StockOrder;
  onSort: (order: StockOrder) => void;
  onAction: (action: StockRowAction, row: StockRow) => void;
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
