import { formatMoment, formatQuantity, PURCHASE_MESSAGES as M } from '@goodhours/domain';
import { Table, Text } from '@mantine/core';
import { usePurchaseHistory } from '../../api/purchases';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PurchaseStatusBadge } from './purchase-request-card';

/**
 * The purchase history of one type for one project (document 3 §2.9 the equipment list's
 * 'purchase history (Date, Status, Quantity, Creator)' modal), newest first: for other pages to
 * show in a window.
 */
export function PurchaseHistory({ projectId, typeId }: { projectId: string; typeId: string }) {
  const history = usePurchaseHistory(projectId, typeId);
  if (history.isPending) return <PageSkeleton rows={3} />;
  if (history.isError) return <ErrorView error={history.error} onRetry={() => void history.refetch()} />;
  const { requests } = history.data;
  if (requests.length === 0) return <Text>{M.noHistory}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label="Purchase history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th>Creator</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Text size="sm">{formatMoment(r.requestedAt)}</Text>
              </Table.Td>
              <Table.Td>
                <PurchaseStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td ta="right">
                {formatQuantity(r.quantity)} {r.type.unit}
              </Table.Td>
              <Table.Td>{r.requestedBy ? `${r.requestedBy.firstName} ${r.requestedBy.lastName}` : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
