import { describeMovement, formatUsd, INVENTORY_MESSAGES as M, type InventoryItem, formatMoment } from '@goodhours/domain';
import { Table, Text } from '@mantine/core';
import { useItemHistory } from '../../api/inventory';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';

/** Every change to an item, newest first, with who made it and when (Pacific time). */
export function ItemHistory({ item }: { item: InventoryItem }) {
  const history = useItemHistory(item.id);
  if (history.isPending) return <PageSkeleton rows={4} />;
  if (history.isError) return <ErrorView error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <Text>{M.noHistory}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th ta="right">Cost (USD)</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Text size="sm">{formatMoment(m.at)}</Text>
              </Table.Td>
              <Table.Td>{describeMovement(m, item.unit)}</Table.Td>
              <Table.Td ta="right">
                {m.kind === 'waste' || m.kind === 'use' || m.kind === 'correction' ? '—' : formatUsd(m.costUsd)}
              </Table.Td>
              <Table.Td>{m.by ? `${m.by.firstName} ${m.by.lastName}` : '—'}</Table.Td>
              <Table.Td>{m.note || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
