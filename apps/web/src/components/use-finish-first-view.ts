import { useLayoutEffect } from 'react';
import { finishFirstView } from '../boot/first-view';

/**
 * Takes the boot script's first view away once `drawn` holds, in the same frame as the app's own
 * drawing (a layout effect runs before the browser paints), so nothing flashes or moves.
 */
export function useFinishFirstView(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) finishFirstView();
  }, [drawn]);
}
