import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { sortableColumns } from './report-list-specs';
import { listStateFromParams, withListState, type ListState } from './report-list-state';

/**
 * The tab, search, filters and sort of /reports, read from and written to the address. A typed
 * search replaces the current history entry; other changes add one, so Back undoes them.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(params, sortableColumns), [params]);
  const update = useCallback(
    (change: Partial<ListState>, options: { replace?: boolean } = {}) =>
      setParams((current) => withListState(current, change), { replace: options.replace ?? false }),
    [setParams],
  );
  return { state, update, params };
}
