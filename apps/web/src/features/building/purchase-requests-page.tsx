import {
  INVENTORY_CATEGORIES,
  PURCHASE_MESSAGES as M,
  PURCHASE_STATUSES,
  type InventoryCategory,
  type PurchaseStatus,
} from '@goodhours/domain';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCan, useSessionUser } from '../../auth/use-session';
import { isApiError } from '../../api/client';
import { useMovePurchase, usePurchases, type PurchaseFilter } from '../../api/purchases';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { PurchaseDialogs, type PurchaseDialog } from './purchase-move-forms';
import { PurchaseRequestCard, type PurchaseCardAction } from './purchase-request-card';

const DONE_MESSAGES = { approve: M.approved, cancel: M.cancelled } as const;

/** The filters: a status and a category, or all of them. */
function Filters({ filter, onChange }: { filter: PurchaseFilter; onChange: (filter: PurchaseFilter) => void }) {
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Status"
        data={['All', ...PURCHASE_STATUSES]}
        value={filter.status ?? 'All'}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onChange({ ...filter, status: value === 'All' ? undefined : (value as PurchaseStatus) });
        }}
      />
      <NativeSelect
        label="Category"
        data={['All', ...INVENTORY_CATEGORIES]}
        value={filter.category ?? 'All'}
        onChange={(e) => {
          const value = e.currentTarget.value;
          onChange({ ...filter, category: value === 'All' ? undefined : (value as InventoryCategory) });
        }}
      />
    </Group>
  );
}

/**
 * /bmdashboard/purchases: the purchase requests, newest first, filtered by status and category,
 * a page at a time. Each shows the moves its viewer may make: an approver approves, rejects (with
 * a reason) or receives (quantity, unit price, currency); a requester cancels their own pending
 * one. When someone else moved a request first, the server's message says so and the list shows
 * the request as it now is.
 */
export function PurchaseRequestsPage() {
  const [filter, setFilter] = useState<PurchaseFilter>({});
  const [dialog, setDialog] = useState<PurchaseDialog | null>(null);
  const requests = usePurchases(filter);
  const move = useMovePurchase();
  const { can } = useCan();
  const me = useSessionUser()?.userid;
  const approver = can('approvePurchases');

  const act = (request: PurchaseDialog['request'], action: PurchaseCardAction) => {
    if (action === 'reject' || action === 'receive') {
      setDialog({ kind: action, request });
      return;
    }
    move.mutate(
      { action, id: request.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: DONE_MESSAGES[action] }),
        // Server failures already toast; a refusal says the server's words (a 409 names the state).
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  };

  let body;
  if (requests.isPending) body = <PageSkeleton rows={4} />;
  else if (requests.isError) body = <ErrorView error={requests.error} onRetry={() => void requests.refetch()} />;
  else {
    const shown = requests.data.pages.flatMap((p) => p.requests);
    const filtered = filter.status !== undefined || filter.category !== undefined;
    body =
      shown.length === 0 ? (
        <Text c="dimmed">{filtered ? M.noMatches : M.noRequests}</Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Purchase requests">
            {shown.map((r) => (
              <PurchaseRequestCard
                key={r.id}
                request={r}
                approver={approver}
                own={r.requestedBy?.id === me}
                busy={move.isPending && move.variables.id === r.id}
                onAction={(action) => {
                  act(r, action);
                }}
              />
            ))}
          </Stack>
          {requests.hasNextPage && (
            <Button
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              loading={requests.isFetchingNextPage}
              onClick={() => void requests.fetchNextPage()}
            >
              Show more
            </Button>
          )}
        </Stack>
      );
  }

  return (
    <Stack gap="lg">
      <PageTitle infoName="purchaseRequests">Purchase requests</PageTitle>
      <Filters filter={filter} onChange={setFilter} />
      {body}
      <PurchaseDialogs
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
    </Stack>
  );
}
