import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: the first `first` at once, the rest just after, as
 * a transition React draws in small slices between other work. A long list then never holds the
 * page (taps, scrolling, the other panels) for one long task while it is drawn.
 */
export function useDrawnCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= first) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
