import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL's hash (e.g. `#bluesquare`) once the page has loaded:
 * when `ready` and no query is fetching any more, so the sections above have their final height.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  const fetching = useIsFetching();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || fetching > 0 || hash.length < 2 || done.current === hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [ready, fetching, hash]);
}
