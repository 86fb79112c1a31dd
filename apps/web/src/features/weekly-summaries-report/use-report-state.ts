import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { stateFromParams, withState, type StateChange } from './report-url-state';

/**
 * The report's week, filters and saved filter, read from and written to the address. A typed
 * search replaces the current history entry; other changes add one, so Back undoes them.
 */
export function useReportState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const update = useCallback(
    (change: StateChange, options: { replace?: boolean } = {}) =>
      setParams((current) => withState(current, change), { replace: options.replace ?? false }),
    [setParams],
  );
  return { state, update };
}

export type UpdateReportState = ReturnType<typeof useReportState>['update'];
