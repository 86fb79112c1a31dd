import { useCallback, useState } from 'react';
import { useDrawnCount } from './use-drawn-count';
import { AHEAD } from './use-near-screen';

/**
 * How many of a long list's `total` items to draw: the first `step` at once, then `step` more a
 * task while the list's end (the element given to the returned ref) is within half a screen of
 * what is shown. A list running past the screen stops growing until the reader scrolls towards its
 * end. Where the browser cannot tell (no IntersectionObserver), it is drawn whole, a few a task.
 */
export function useDrawnNearEnd(total: number, step: number): [drawn: number, endRef: (element: Element | null) => void] {
  const [nearEnd, setNearEnd] = useState(() => typeof IntersectionObserver !== 'function');
  // A ref that watches the element itself (and stops when it goes): keeping the element in state
  // drew the whole list again, a few hundred components, just after its first rows were drawn.
  const endRef = useCallback((end: Element | null) => {
    if (!end || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setNearEnd(latest.isIntersecting);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, []);
  return [useDrawnCount(total, step, step, nearEnd), endRef];
}
