import { INVENTORY_FILTERS, ITEM_TYPE_MESSAGES as M, type BmItemType, type InventoryFilter } from '@goodhours/domain';
import { Button, Container, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useArchiveItemType, useItemTypes } from '../../api/item-types';
import { toastRefusal } from '../../components/confirm-delete';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ScrollRow } from '../../components/scroll-row';
import { ItemTypeDialogs, type ItemTypeDialog } from './item-types-dialogs';
import { ItemTypesTable, type ItemTypeAction } from './item-types-table';

/**
 * /bmdashboard/inventory/types and /bmdashboard/inventorytypes (document 3 §2.9 Inventory type
 * browser): the item types of a category (All, Materials, Consumables, Equipments, Tools,
 * Reusables), to add, edit with their change history, and archive. A type is archived, never
 * deleted: what uses it keeps it, and the pickers stop offering it.
 */
export function ItemTypesPage() {
  const [category, setCategory] = useState<InventoryFilter>('All');
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<ItemTypeDialog | null>(null);
  const types = useItemTypes(category, showArchived ? 'include' : 'exclude');
  const archive = useArchiveItemType();

  const confirmArchive = (type: BmItemType, archived: boolean) => {
    modals.openConfirmModal({
      title: archived ? 'Archive item type' : 'Restore item type',
      children: <Text size="sm">{archived ? M.archiveQuestion(type.name, type.inUse) : M.restoreQuestion(type.name)}</Text>,
      labels: { confirm: archived ? 'Archive' : 'Restore', cancel: 'Cancel' },
      confirmProps: archived ? { color: 'orange' } : {},
      onConfirm: () => {
        archive.mutate(
          { id: type.id, archived },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: archived ? M.typeArchived(type.name) : M.typeRestored(type.name) }),
            onError: toastRefusal,
          },
        );
      },
    });
  };

  const onAction = (action: ItemTypeAction, type: BmItemType) => {
    if (action === 'edit') setDialog({ kind: 'edit', type });
    else confirmArchive(type, action === 'archive');
  };

  let list;
  if (types.isPending) list = <PageSkeleton rows={6} />;
  else if (types.isError) list = <ErrorView error={types.error} onRetry={() => void types.refetch()} />;
  else if (types.data.length === 0) list = <Text>{M.noTypes}</Text>;
  else list = <ItemTypesTable types={types.data} busyId={archive.isPending ? (archive.variables?.id ?? null) : null} onAction={onAction} />;

  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <PageTitle infoName="inventoryTypes">Inventory types</PageTitle>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'add', category: category === 'All' ? 'Materials' : category })}
          >
            Add type
          </Button>
        </Group>
        <Group justify="space-between" align="center" gap="sm">
          <ScrollRow>
            <SegmentedControl aria-label="Category" value={category} onChange={setCategory} data={[...INVENTORY_FILTERS]} />
          </ScrollRow>
          <Switch label="Show archived" checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
        </Group>
        {list}
      </Stack>
      <ItemTypeDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Container>
  );
}
