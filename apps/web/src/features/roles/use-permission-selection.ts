import { useCallback, useState } from 'react';

/** A set of chosen permission keys with a stable toggle for the checklist rows. */
export function usePermissionSelection(initial: () => Iterable<string>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const toggle = useCallback((key: string, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { selected, setSelected, toggle };
}
