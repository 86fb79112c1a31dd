import { formatQuantity, formatUsd, type InventoryItem } from '@goodhours/domain';
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconHistory, IconPencil, IconRecycle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Tooltip } from '../../components/tooltip';

export type ItemAction = 'waste' | 'transfer' | 'edit' | 'history';

interface Props {
  items: readonly InventoryItem[];
  canEdit: boolean;
  onAction: (action: ItemAction, item: InventoryItem) => void;
}

function Action(props: { label: string; icon: ReactNode; color?: string; loading?: boolean; onClick: () => void }) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon variant="subtle" color={props.color} aria-label={props.label} loading={props.loading ?? false} onClick={props.onClick}>
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Items with their type, category, available quantity, waste and cost; actions by permission. */
export function InventoryTable({ items, canEdit, onAction }: Props) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th ta="right">Wasted</Table.Th>
            <Table.Th ta="right">Cost (USD)</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text fw={500}>{item.name}</Text>
                {item.description && (
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.category}</Table.Td>
              <Table.Td ta="right">{`${formatQuantity(item.quantity)} ${item.unit}`}</Table.Td>
              <Table.Td ta="right">{`${formatQuantity(item.wasted)} ${item.unit}`}</Table.Td>
              <Table.Td ta="right">{formatUsd(item.costUsd)}</Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <Action
                    label={`History of ${item.name}`}
                    icon={<IconHistory size={16} />}
                    onClick={() => {
                      onAction('history', item);
                    }}
                  />
                  {canEdit && (
                    <>
                      <Action
                        label={`Waste ${item.name}`}
                        icon={<IconRecycle size={16} />}
                        onClick={() => {
                          onAction('waste', item);
                        }}
                      />
                      <Action
                        label={`Transfer ${item.name}`}
                        icon={<IconArrowsExchange size={16} />}
                        onClick={() => {
                          onAction('transfer', item);
                        }}
                      />
                      <Action
                        label={`Edit ${item.name}`}
                        icon={<IconPencil size={16} />}
                        onClick={() => {
                          onAction('edit', item);
                        }}
                      />
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
