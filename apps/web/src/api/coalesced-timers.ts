import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Shorter waits (a retry's first pause, a 0 ms hop) keep their own browser timer, to the millisecond. */
export const COALESCE_FROM_MS = 1_000;

/** A wait on the shared timer (a browser's own timer id is a number, or an object in Node). */
class SharedWait {
  constructor(readonly id: number) {}
  [Symbol.toPrimitive](): number {
    return this.id;
  }
}

interface Waiting {
  at: number;
  run: TimeoutCallback;
  /** Set for an interval: it is due again this long after each run. */
  every?: number;
}

/**
 * The query cache's timers on one browser timer (TanStack Query's `timeoutManager`, which names
 * coalescing as the reason it can be replaced). Each query sets a timer to forget itself 5 minutes
 * after its last reader leaves and one to go stale, clears them as readers come and go, and the
 * header's hourly refreshes set intervals: about 75 timer calls while the dashboard opens. Each is
 * nearly free on a phone, but Lighthouse's trace records a stack for every one, inside the tasks it
 * counts and then multiplies by 4 (issue 16). Here the waits are kept in a list and one browser
 * timer is set for the earliest: setting a later wait, or clearing one, calls no browser timer.
 */
export function coalescedTimers(now: () => number = Date.now): TimeoutProvider {
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerAt = Infinity;

  function arm(): void {
    let earliest = Infinity;
    for (const wait of waiting.values()) earliest = Math.min(earliest, wait.at);
    // A browser timer already set for this moment or sooner wakes the list in time.
    if (earliest >= timerAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerAt = earliest;
    timer = setTimeout(wake, Math.max(0, earliest - now()));
  }

  function wake(): void {
    timer = undefined;
    timerAt = Infinity;
    const at = now();
    for (const [id, wait] of [...waiting]) {
      if (wait.at > at || !waiting.has(id)) continue;
      if (wait.every === undefined) waiting.delete(id);
      else wait.at = at + wait.every;
      try {
        wait.run();
      } catch (error) {
        // Reported as a browser timer's would be, without keeping the others from running.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    if (waiting.size > 0) arm();
  }

  function add(run: TimeoutCallback, delay: number, every?: number): ManagedTimerId {
    const id = ++lastId;
    waiting.set(id, { at: now() + delay, run, ...(every === undefined ? {} : { every }) });
    arm();
    return new SharedWait(id);
  }

  // A wait no longer listed leaves the browser timer as it is: it wakes once and finds nothing due.
  const remove = (wait: SharedWait) => waiting.delete(wait.id);

  return {
    setTimeout: (run, delay) => (delay < COALESCE_FROM_MS ? setTimeout(run, delay) : add(run, delay)),
    clearTimeout: (id) => (id instanceof SharedWait ? remove(id) : clearTimeout(id as number | undefined)),
    setInterval: (run, delay) => (delay < COALESCE_FROM_MS ? setInterval(run, delay) : add(run, delay, delay)),
    clearInterval: (id) => (id instanceof SharedWait ? remove(id) : clearInterval(id as number | undefined)),
  };
}
