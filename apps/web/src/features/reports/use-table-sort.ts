import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, type ListSpec, type TableSort } from './list/report-list-state';
import { tableSortFromParams, withTableSort } from './table-sort';

/**
 * The order of a report's one sortable table, kept in the address beside the period (`fallback`,
 * a constant, when the address has none); a click on a header adds a history entry, so Back
 * undoes it. Each click goes on from the order the click before it asked for, even when the page
 * has not been drawn again between them (React Router hands its updater the drawn address).
 */
export function useTableSort<T>(spec: Pick<ListSpec<T>, 'sorts'>, fallback: TableSort) {
  const [params, setParams] = useSearchParams();
  const sort = useMemo(() => tableSortFromParams(params, Object.keys(spec.sorts), fallback), [params, spec, fallback]);
  // The address last asked for, until the drawn one changes (a click landed, or Back).
  const asked = useRef<{ drawn: URLSearchParams; next: URLSearchParams } | null>(null);
  const onSort = useCallback(
    (column: string) => {
      const current = asked.current?.drawn === params ? asked.current.next : params;
      const next = withTableSort(current, nextSort(spec, tableSortFromParams(current, Object.keys(spec.sorts), fallback), column));
      asked.current = { drawn: params, next };
      setParams(next);
    },
    [setParams, spec, params, fallback],
  );
  return { sort, onSort };
}
