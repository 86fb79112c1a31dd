import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts are drawn: none at first, then one more in a task of its own after each
 * drawing. On opening, the page's top and each long panel under it are committed and laid out
 * separately, instead of the whole page at once (one task of ~100 ms on a fast laptop, four times
 * that on a phone, during which nothing answers).
 */
export function useOneByOne(total: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return drawn;
}
