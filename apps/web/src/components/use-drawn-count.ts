import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: the first `step` at once, then `step` more in each
 * task after, as transitions React draws in small slices between other work. A long list then
 * never holds the page (taps, scrolling, the other panels) for one long task while it is drawn,
 * not even to commit and lay out its rows: each task adds a few. Once the whole list has been
 * drawn, a list that grows (a refetch, a new entry) is drawn whole.
 */
export function useDrawnCount(total: number, step: number): number {
  const [drawn, setDrawn] = useState(step);
  useEffect(() => {
    if (total <= drawn) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => (n + step >= total ? Infinity : n + step))), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return Math.min(total, drawn);
}
