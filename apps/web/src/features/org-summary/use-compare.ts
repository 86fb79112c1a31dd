import type { OrgComparison } from '@goodhours/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { compareFromParams } from './compare';

/** What the summary is compared with, kept in the address (`?compare=year`) beside its period. */
export function useCompare() {
  const [params, setParams] = useSearchParams();
  const compare = compareFromParams(params);
  const setCompare = useCallback(
    (next: OrgComparison) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.set('compare', next);
        return changed;
      }),
    [setParams],
  );
  return { compare, setCompare };
}
