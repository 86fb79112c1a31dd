import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDrawnCount } from './use-drawn-count';

describe('a long list drawn a screenful first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first items at once and all of them just after', async () => {
    const { result } = renderHook(() => useDrawnCount(40, 5));
    expect(result.current).toBe(5);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(result.current).toBe(40);
  });

  it('draws a short list whole at once, and keeps drawing all when the list changes', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnCount(total, 5), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    rerender({ total: 12 });
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(result.current).toBe(12);
    rerender({ total: 30 });
    expect(result.current).toBe(30);
  });
});
