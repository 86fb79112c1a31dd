import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, type ListSpec, type TableSort } from './report-list-state';
import { tableSortFromParams, withTableSort } from './table-sort';

/**
 * The order of a report's one sortable table, kept in the address beside the period (`fallback`,
 * a constant, when the address has none); a click on a header adds a history entry, so Back
 * undoes it.
 */
export function useTableSort<T>(spec: Pick<ListSpec<T>, 'sorts'>, fallback: TableSort) {
  const [params, setParams] = useSearchParams();
  const sort = useMemo(() => tableSortFromParams(params, Object.keys(spec.sorts), fallback), [params, spec, fallback]);
  const onSort = useCallback(
    (column: string) => setParams((current) => withTableSort(current, nextSort(spec, sort, column))),
    [setParams, spec, sort],
  );
  return { sort, onSort };
}
