import { useDeferredValue } from 'react';

/**
 * An answer as the part of the page that draws it from takes it: `null` at first, then the
 * answer, drawn in a background render React cuts into slices of a few milliseconds. A query's
 * answer arrives as an urgent update (React draws those in one go), so a panel that draws a long
 * list from it would hold the main thread for the whole list; through this, the panel answers
 * at once with what it already shows and the list follows without a long task.
 */
export function useDrawnLater<T>(value: T | undefined): T | null {
  return useDeferredValue(value ?? null, null);
}
