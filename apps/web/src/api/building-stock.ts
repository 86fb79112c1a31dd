import {
  stockContracts as stock,
  type AddStockInput,
  type StockCategory,
  type StockLogInput,
  type StockPage,
  type MovementsPage,
  type STOCK_SORTS,
} from '@goodhours/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { inventoryKeys, useInvalidateInventory } from './inventory';
import { projectKeys } from './query-keys';

/** Rows asked for at a time on the stock pages: a first page, then 'Show more'. */
export const STOCK_PAGE_ROWS = 100;

export type StockSort = (typeof STOCK_SORTS)[number];

export interface StockFilter {
  category: StockCategory;
  projectId?: string;
  typeId?: string;
  sort: StockSort;
  dir: 'asc' | 'desc';
}

/**
 * The building portal's stock. Its keys sit under the inventory's: stock moved anywhere (a
 * purchase received, a transfer, a log of use) re-reads every page that shows it. The picker's
 * projects sit under the projects', which a project's change re-reads.
 */
export const stockKeys = {
  projects: [...projectKeys.all, 'building'] as const,
  list: (filter: StockFilter) => [...inventoryKeys.all, 'bmStock', filter] as const,
  movements: (itemId: string) => [...inventoryKeys.all, 'bmMovements', itemId] as const,
};

/** Projects the portal works on, by name (`GET /api/bm/projects`): the project pickers. */
export function useBuildingProjects() {
  return useQuery({
    queryKey: stockKeys.projects,
    queryFn: ({ signal }) => call(stock.projects, {}, { signal }),
  });
}

/** One category's stock, filtered and sorted, 100 rows a page (`fetchNextPage` for more). */
export function useStock(filter: StockFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: stockKeys.list(filter),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        stock.list,
        {
          query: {
            category: filter.category,
            projectId: filter.projectId,
            typeId: filter.typeId,
            sort: filter.sort,
            dir: filter.dir,
            limit: STOCK_PAGE_ROWS,
            offset: pageParam,
          },
        },
        { signal },
      ),
    getNextPageParam: (page: StockPage, pages: StockPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return page.rows.length > 0 && loaded < page.total ? loaded : undefined;
    },
    // Another sort or filter keeps the table on screen until its rows arrive.
    placeholderData: keepPreviousData,
  });
}

/** An item with its movements, newest first, 50 at a time (`before` = the oldest shown). */
export function useItemMovements(itemId: string) {
  return useInfiniteQuery({
    queryKey: stockKeys.movements(itemId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(stock.movements, { params: { id: itemId }, ...(pageParam ? { query: { before: pageParam } } : {}) }, { signal }),
    getNextPageParam: (page: MovementsPage) => (page.more ? page.movements.at(-1)?.at : undefined),
  });
}

/** Logs use and waste of many items at once (`POST /api/bm/stock/log`): all or nothing. */
export function useLogStock() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: StockLogInput) => call(stock.log, { body: input }),
    onSuccess: invalidate,
  });
}

/** Adds stock to a project directly, of an existing type or a new one (`POST /api/bm/stock`). */
export function useAddStock() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: AddStockInput) => call(stock.add, { body: input }),
    onSuccess: invalidate,
  });
}

/** Sets or clears an item's low-stock minimum. */
export function useSetStockMinimum() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, minimum }: { itemId: string; minimum: number | null }) =>
      call(stock.minimum, { params: { id: itemId }, body: { minimum } }),
    onSuccess: invalidate,
  });
}

/** Reverses a purchase, use or waste with a new movement pointing at it. */
export function useReverseMovement() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ movementId, note }: { movementId: string; note: string }) =>
      call(stock.reverse, { params: { id: movementId }, body: { note } }),
    onSuccess: invalidate,
  });
}
