import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps its identity from one drawing to the next and calls the latest `fn`: a
 * memo child given it (a button, a dialog) is not drawn again because its handler was made anew.
 * For events only: during a drawing it still calls the previous drawing's `fn`.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
