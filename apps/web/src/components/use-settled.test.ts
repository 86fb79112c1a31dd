import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_WAIT_MS, useSettled } from './use-settled';

describe('a part of the page waiting for what sits above it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is shown as soon as the answer above it has arrived', () => {
    const { result, rerender } = renderHook(({ pending }) => useSettled(pending), { initialProps: { pending: true } });
    expect(result.current).toBe(false);
    rerender({ pending: false });
    expect(result.current).toBe(true);
  });

  it('is shown anyway once it has waited long enough for a slow answer', () => {
    const { result } = renderHook(() => useSettled(true));
    act(() => {
      vi.advanceTimersByTime(SETTLE_WAIT_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('stays shown when the answer above it is asked for again', () => {
    const { result, rerender } = renderHook(({ pending }) => useSettled(pending), { initialProps: { pending: false } });
    expect(result.current).toBe(true);
    rerender({ pending: true });
    expect(result.current).toBe(true);
  });

  it('sets no timer once the answer is there, so nothing draws the page again later', () => {
    const { rerender } = renderHook(({ pending }) => useSettled(pending), { initialProps: { pending: true } });
    rerender({ pending: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
