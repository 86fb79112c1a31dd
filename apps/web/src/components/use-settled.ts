import { useEffect, useState } from 'react';

/** The longest part of a page waits for what is drawn above it before it is drawn anyway. */
export const SETTLE_WAIT_MS = 1200;

/**
 * Whether what sits above a part of the page has its answer (`pending` is false), or has been
 * waited for long enough (`waitMs`). The part is drawn hidden until then, so it does not jump down
 * when a banner or card arrives above it (layout shift).
 */
export function useSettled(pending: boolean, waitMs: number = SETTLE_WAIT_MS): boolean {
  // Once settled, it stays so: a later refetch does not hide the part again. Settling while
  // drawing (not from an effect, and no timer left once the answer is there) costs no extra pass.
  const [settled, setSettled] = useState(!pending);
  if (!pending && !settled) setSettled(true);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), waitMs);
    return () => clearTimeout(timer);
  }, [settled, waitMs]);
  return settled;
}

/** Keeps a part of the page in its place but unseen until it is settled. */
export const hiddenUntil = (settled: boolean) => (settled ? undefined : ({ visibility: 'hidden' } as const));
