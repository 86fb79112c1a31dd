import { toolContracts as tools, type UnitCategory, type UnitDetail, type UnitsPage, type UnitUpdateInput } from '@goodhours/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { inventoryKeys } from './inventory';

/** Units asked for at a time on the tools and equipment lists: a first page, then 'Show more'. */
export const UNIT_PAGE_ROWS = 200;

export interface UnitFilter {
  category: UnitCategory;
  projectId?: string;
  typeId?: string;
}

/**
 * The building portal's units of tools and equipment (issue 44). Their keys sit under the
 * inventory's, like the rest of the portal's: a unit added, checked out or in, or updated changes
 * every list, log and page that shows it, so a change re-reads them all.
 */
export const unitKeys = {
  list: (filter: UnitFilter) => [...inventoryKeys.all, 'bmUnits', filter] as const,
  detail: (unitId: string) => [...inventoryKeys.all, 'bmUnit', unitId] as const,
};

/** One category's units, one row per unit, 200 a page (`fetchNextPage` for more). */
export function useUnits(filter: UnitFilter) {
  return useInfiniteQuery({
    queryKey: unitKeys.list(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        tools.units,
        {
          query: {
            category: filter.category,
            projectId: filter.projectId,
            typeId: filter.typeId,
            limit: UNIT_PAGE_ROWS,
            offset: pageParam,
          },
        },
        { signal },
      ),
    getNextPageParam: (page: UnitsPage, pages: UnitsPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      return page.rows.length > 0 && loaded < page.total ? loaded : undefined;
    },
    // Another filter keeps the table on screen until its rows arrive.
    placeholderData: keepPreviousData,
  });
}

/** One unit's page (`GET /api/bm/units/{id}`): every field, its custody log and its condition updates. */
export function useUnit(unitId: string, enabled = true) {
  return useQuery({
    queryKey: unitKeys.detail(unitId),
    enabled,
    queryFn: ({ signal }) => call(tools.unit, { params: { id: unitId } }, { signal }),
  });
}

/**
 * The update-status form (`POST /api/bm/units/{id}/updates`). The answer is the unit's new page,
 * kept at once so the page opened next shows it; every other list and log of units is re-read.
 */
export function useUpdateUnit(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UnitUpdateInput) => call(tools.update, { params: { id: unitId }, body: input }),
    onSuccess: async (detail: UnitDetail) => {
      queryClient.setQueryData(unitKeys.detail(unitId), detail);
      await queryClient.invalidateQueries({
        queryKey: inventoryKeys.all,
        predicate: (query) => query.queryKey[1] !== 'bmUnit' || query.queryKey[2] !== unitId,
      });
    },
  });
}
