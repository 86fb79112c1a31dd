import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: the first `first` at once (`step` unless said), then
 * `step` more in each task after, as transitions React draws in small slices between other work.
 * A long list then never holds the page (taps, scrolling, the other panels) for one long task
 * while it is drawn, not even to commit and lay out its rows: each task adds a few. Once the whole
 * list has been drawn, a list that grows (a refetch, a new entry) is drawn whole. While `going` is
 * false, no more are drawn.
 */
export function useDrawnCount(total: number, step: number, first: number = step, going = true): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (total <= drawn || !going) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => (n + step >= total ? Infinity : n + step))), 0);
    return () => clearTimeout(timer);
  }, [drawn, total, step, going]);
  return Math.min(total, drawn);
}

/**
 * How many of `total` parts are drawn: none at first, then one more in a task of its own after each
 * drawing. On opening, the page's top and each long panel under it are committed and laid out
 * separately, instead of the whole page at once (one task of ~100 ms on a fast laptop, four times
 * that on a phone, during which nothing answers).
 */
export const useOneByOne = (total: number): number => useDrawnCount(total, 1, 0);
