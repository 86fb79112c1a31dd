import {
  purchaseContracts as purchases,
  type InventoryCategory,
  type PurchasePageAnswer,
  type PurchaseRequestInput,
  type PurchaseStatus,
  type ReceivePurchaseInput,
} from '@goodhours/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { inventoryKeys } from './inventory';

/** Requests asked for at a time on the purchase requests page: a first page, then 'Show more'. */
export const PURCHASE_PAGE_ROWS = 50;
/** The purchases one history window shows: a type's requests for one project. */
export const PURCHASE_HISTORY_ROWS = 100;

export interface PurchaseFilter {
  status?: PurchaseStatus;
  category?: InventoryCategory;
}

export const purchaseKeys = {
  all: ['purchases'] as const,
  list: (filter: PurchaseFilter) => ['purchases', 'list', filter] as const,
  history: (projectId: string, typeId: string) => ['purchases', 'history', projectId, typeId] as const,
};

/** Purchase requests, newest first, filtered, a page at a time (`fetchNextPage` for more). */
export function usePurchases(filter: PurchaseFilter) {
  return useInfiniteQuery({
    queryKey: purchaseKeys.list(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        purchases.list,
        { query: { status: filter.status, category: filter.category, limit: PURCHASE_PAGE_ROWS, before: pageParam ?? undefined } },
        { signal },
      ),
    getNextPageParam: (page: PurchasePageAnswer) => page.next ?? undefined,
    // Another filter keeps the list on screen until its requests arrive.
    placeholderData: keepPreviousData,
  });
}

/** The purchases of one type for one project, newest first: the purchase history window. */
export function usePurchaseHistory(projectId: string, typeId: string) {
  return useQuery({
    queryKey: purchaseKeys.history(projectId, typeId),
    queryFn: ({ signal }) => call(purchases.list, { query: { projectId, typeId, limit: PURCHASE_HISTORY_ROWS } }, { signal }),
  });
}

export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PurchaseRequestInput) => call(purchases.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

export type PurchaseMove =
  | { action: 'approve' | 'cancel'; id: string }
  | { action: 'reject'; id: string; reason: string }
  | { action: 'receive'; id: string; body: ReceivePurchaseInput };

function send(move: PurchaseMove) {
  const params = { id: move.id };
  switch (move.action) {
    case 'approve':
      return call(purchases.approve, { params });
    case 'cancel':
      return call(purchases.cancel, { params });
    case 'reject':
      return call(purchases.reject, { params, body: { reason: move.reason } });
    case 'receive':
      return call(purchases.receive, { params, body: move.body });
  }
}

/**
 * Approves, rejects, receives or cancels a request. Whatever the answer, the requests are read
 * again: a move refused because someone else moved the request first (409) shows its new state.
 * A receipt raises stock, which every stock page shows.
 */
export function useMovePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_answer, move) => (move.action === 'receive' ? queryClient.invalidateQueries({ queryKey: inventoryKeys.all }) : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
