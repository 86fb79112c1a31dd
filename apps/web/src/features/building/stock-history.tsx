import {
  describeMovement,
  formatMoment,
  formatQuantity,
  STOCK_MESSAGES as M,
  type InventoryMovement,
  type StockCategory,
} from '@goodhours/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useItemMovements } from '../../api/building-stock';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { StockReverseForm } from './stock-reverse-form';
import { wastedLabel } from './stock-paths';

const REVERSIBLE: readonly string[] = ['purchase', 'use', 'waste'];

/**
 * Whether a movement can still be reversed: a purchase, use or waste that is not itself a
 * reversal and has none. A reversal is always newer than what it reverses, so with the newest
 * movements loaded first, any reversal of a loaded movement is loaded too.
 */
export function reversibleIds(movements: readonly InventoryMovement[]): Set<string> {
  const reversed = new Set(movements.flatMap((m) => (m.reversesId ? [m.reversesId] : [])));
  return new Set(movements.filter((m) => REVERSIBLE.includes(m.kind) && !m.reversesId && !reversed.has(m.id)).map((m) => m.id));
}

/** An item's movements, newest first, 50 at a time; a purchase, use or waste can be reversed with a note. */
export function StockHistory({ category, itemId }: { category: StockCategory; itemId: string }) {
  const history = useItemMovements(itemId);
  const [reversing, setReversing] = useState<InventoryMovement | null>(null);

  if (history.isPending) return <PageSkeleton rows={4} />;
  if (history.isError) return <ErrorView error={history.error} onRetry={() => void history.refetch()} />;

  const item = history.data.pages[0]?.item;
  const movements = history.data.pages.flatMap((p) => p.movements);
  if (!item) return null;
  const unit = item.type.unit;

  if (reversing) {
    return (
      <StockReverseForm
        movement={reversing}
        what={`${describeMovement(reversing, unit)} on ${formatMoment(reversing.at)}`}
        onDone={() => setReversing(null)}
      />
    );
  }

  const canReverse = reversibleIds(movements);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {`Bought ${formatQuantity(item.bought)}, used ${formatQuantity(item.used)}, ${wastedLabel(category).toLowerCase()} ${formatQuantity(item.wasted)}: `}
        <strong>{`${formatQuantity(item.available)} ${unit} available`}</strong>
        {item.minimum !== null && `, minimum ${formatQuantity(item.minimum)} ${unit}`}.
      </Text>
      {movements.length === 0 ? (
        <Text size="sm">{M.noMovements}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Movements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>Reverse</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movements.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    <Text size="sm">{formatMoment(m.at)}</Text>
                  </Table.Td>
                  <Table.Td>{describeMovement(m, unit)}</Table.Td>
                  <Table.Td>{m.by ? `${m.by.firstName} ${m.by.lastName}` : '—'}</Table.Td>
                  <Table.Td>{m.note || '—'}</Table.Td>
                  <Table.Td>
                    {canReverse.has(m.id) ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="orange"
                        aria-label={`Reverse: ${describeMovement(m, unit)} on ${formatMoment(m.at)}`}
                        onClick={() => setReversing(m)}
                      >
                        Reverse
                      </Button>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {history.hasNextPage && (
        <Group>
          <Button variant="default" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
