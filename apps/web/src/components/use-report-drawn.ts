import { useEffect } from 'react';

/**
 * Calls `onDrawn` once `drawn` holds, after that drawing is on the page: what sits under a panel
 * whose height comes with its answer may then see where it stands.
 */
export function useReportDrawn(drawn: boolean, onDrawn?: () => void): void {
  useEffect(() => {
    if (drawn) onDrawn?.();
  }, [drawn, onDrawn]);
}
