import {
  filterByCategory,
  INVENTORY_EDIT_PERMISSION,
  INVENTORY_FILTERS,
  INVENTORY_MESSAGES as M,
  type InventoryFilter,
  type InventoryItem,
} from '@goodhours/domain';
import { Container, SegmentedControl, Stack, Text } from '@mantine/core';
import { ScrollRow } from '../../components/scroll-row';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useProjectInventory } from '../../api/inventory';
import { useCan } from '../../auth/use-session';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { InventoryDialogs, type InventoryDialog } from './inventory-dialogs';
import { InventoryHeading } from './inventory-heading';
import { InventorySummaryCards, InventorySummarySkeleton } from './inventory-summary';
import { InventoryTable, type ItemAction } from './inventory-table';

/**
 * /inventory/{projectId} and /inventory/{projectId}/wbs/{wbsId} (document 1 §2): the stock a
 * project, or one of its WBS, holds, with the project's totals. Everyone signed in reads it;
 * people with putProject add, waste, transfer and correct (stock is a ledger: nothing is deleted, decision 070).
 */
export function InventoryPage() {
  const { projectId = '', wbsId } = useParams();
  const { can } = useCan();
  const canEdit = can(INVENTORY_EDIT_PERMISSION);
  const inventory = useProjectInventory(projectId, wbsId ?? null);
  const [filter, setFilter] = useState<InventoryFilter>('All');
  const [dialog, setDialog] = useState<InventoryDialog | null>(null);

  if (inventory.isPending) {
    return (
      <Container fluid px={0}>
        <Stack gap="lg">
          <PageSkeleton rows={1} />
          <InventorySummarySkeleton />
          <PageSkeleton rows={6} />
        </Stack>
      </Container>
    );
  }
  if (inventory.isError) return <ErrorView error={inventory.error} onRetry={() => void inventory.refetch()} />;

  const data = inventory.data;
  const shown = filterByCategory(data.items, filter);

  const onAction = (action: ItemAction, item: InventoryItem) => {
    setDialog({ kind: action, item });
  };

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <InventoryHeading
          inventory={data}
          canAdd={canEdit && !data.project.isArchived}
          onAdd={() => {
            setDialog({ kind: 'add' });
          }}
        />
        <InventorySummaryCards summary={data.summary} scope="Totals for the whole project, WBS included" />
        <ScrollRow>
          <SegmentedControl aria-label="Category" value={filter} onChange={setFilter} data={[...INVENTORY_FILTERS]} />
        </ScrollRow>
        {data.items.length === 0 ? (
          <Text>{data.wbs ? M.emptyWbs : M.emptyProject}</Text>
        ) : shown.length === 0 ? (
          <Text>{M.emptyCategory}</Text>
        ) : (
          <InventoryTable items={shown} canEdit={canEdit} onAction={onAction} />
        )}
      </Stack>
      <InventoryDialogs
        dialog={dialog}
        projectId={projectId}
        wbsId={wbsId ?? null}
        onClose={() => {
          setDialog(null);
        }}
      />
    </Container>
  );
}
