import type { UnitRow } from '@goodhours/domain';
import { Table, Text } from '@mantine/core';
import { useUnit } from '../../api/tool-units';
import { Dialog } from '../../components/dialog';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PurchaseHistory } from './purchase-history';
import type { UnitRowAction } from './unit-table';
import { dayOrDash, personName } from './unit-values';

export interface UnitDialog {
  kind: UnitRowAction;
  row: UnitRow;
}

/** The update history of one unit (document 3 §2.9 'update history (Date, Creator)'), newest first, with the condition it left. */
function UpdateHistory({ unitId }: { unitId: string }) {
  const detail = useUnit(unitId);
  if (detail.isPending) return <PageSkeleton rows={3} />;
  if (detail.isError) return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  const { updates } = detail.data;
  if (updates.length === 0) return <Text>No updates yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="xs" aria-label="Update history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th>Creator</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {updates.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{dayOrDash(u.updateDate)}</Table.Td>
              <Table.Td>{u.condition}</Table.Td>
              <Table.Td>{personName(u.by)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const TITLES: Record<UnitRowAction, string> = { updates: 'Updates', purchases: 'Purchases' };

/** The lists' one window: a unit's condition updates, or the purchases of its type for its project. */
export function UnitDialogs({ dialog, onClose }: { dialog: UnitDialog | null; onClose: () => void }) {
  return (
    <Dialog
      opened={dialog !== null}
      onClose={onClose}
      title={dialog ? `${TITLES[dialog.kind]}: ${dialog.row.type.name} ${dialog.row.code}` : ''}
      size="lg"
    >
      {dialog?.kind === 'updates' && <UpdateHistory key={dialog.row.id} unitId={dialog.row.id} />}
      {dialog?.kind === 'purchases' && <PurchaseHistory projectId={dialog.row.project.id} typeId={dialog.row.type.id} />}
    </Dialog>
  );
}
