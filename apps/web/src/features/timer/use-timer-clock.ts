import { isRunning, type TimerState } from '@goodhours/domain';
import { useEffect, useState } from 'react';

/**
 * The server's "now" (this browser's clock corrected by the server's) for counting down,
 * ticking each second while the timer runs.
 */
export function useTimerClock(timer: TimerState | null, clockOffsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + clockOffsetMs);
  const running = timer !== null && isRunning(timer);
  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => setNow(Date.now() + clockOffsetMs), 1000);
    return () => clearInterval(interval);
  }, [running, clockOffsetMs]);
  return now;
}
