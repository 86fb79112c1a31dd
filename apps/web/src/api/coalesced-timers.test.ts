import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimers } from './coalesced-timers';

const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
// The spies on the browser's timers and the fake timers are undone after each test (vitest.setup.ts).

describe('the query cache’s timers on one browser timer', () => {
  it('runs each wait at its time, and sets one browser timer for many later waits', () => {
    const timers = coalescedTimers();
    const browser = vi.spyOn(globalThis, 'setTimeout');
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('stale'), 30_000);
    for (let i = 1; i <= 20; i++) timers.setTimeout(() => ran.push(`forget ${String(i)}`), 5 * MIN + i);
    expect(browser).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000 - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['stale']);
    vi.advanceTimersByTime(5 * MIN - 30_000 + 20);
    expect(ran).toHaveLength(21);
    expect(ran.at(-1)).toBe('forget 20');
  });

  it('does not run a cleared wait, and clearing calls no browser timer', () => {
    const timers = coalescedTimers();
    const run = vi.fn();
    const kept = vi.fn();
    const id = timers.setTimeout(run, 5 * MIN);
    timers.setTimeout(kept, 6 * MIN);
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    timers.clearTimeout(id);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6 * MIN);
    expect(run).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
  });

  it('wakes sooner for a wait set sooner than the ones already waiting', () => {
    const timers = coalescedTimers();
    const later = vi.fn();
    const sooner = vi.fn();
    timers.setTimeout(later, 5 * MIN);
    timers.setTimeout(sooner, 2_000);
    vi.advanceTimersByTime(2_000);
    expect(sooner).toHaveBeenCalledOnce();
    expect(later).not.toHaveBeenCalled();
  });

  it('repeats an interval until it is cleared', () => {
    const timers = coalescedTimers();
    const tick = vi.fn();
    const id = timers.setInterval(tick, 60 * MIN);
    vi.advanceTimersByTime(3 * 60 * MIN);
    expect(tick).toHaveBeenCalledTimes(3);
    timers.clearInterval(id);
    vi.advanceTimersByTime(3 * 60 * MIN);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('runs the other waits when one throws, and reports its error', () => {
    const timers = coalescedTimers();
    const reported = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => undefined);
    const after = vi.fn();
    const later = vi.fn();
    timers.setTimeout(() => {
      throw new Error('broken');
    }, 2_000);
    timers.setTimeout(after, 2_000);
    timers.setTimeout(later, 5 * MIN);
    vi.advanceTimersByTime(5 * MIN);
    expect(after).toHaveBeenCalledOnce();
    expect(later).toHaveBeenCalledOnce();
    expect(reported).toHaveBeenCalledOnce();
  });

  it('leaves a short wait to its own browser timer, to the millisecond', () => {
    const timers = coalescedTimers();
    const run = vi.fn();
    const cancelled = vi.fn();
    timers.setTimeout(run, 10);
    timers.clearTimeout(timers.setTimeout(cancelled, 20));
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
