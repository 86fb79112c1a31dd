import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawSteps } from '../test/draw-steps';
import { useDrawnCount, useOneByOne } from './use-drawn-count';

describe('a long list drawn a screenful first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first items at once and all of them just after', async () => {
    const { result } = renderHook(() => useDrawnCount(40, 5));
    expect(result.current).toBe(5);
    await drawSteps();
    expect(result.current).toBe(40);
  });

  it('draws the rest a few at a time, each few in a task of its own', async () => {
    const { result } = renderHook(() => useDrawnCount(12, 5));
    expect(result.current).toBe(5);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(result.current).toBe(10);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(result.current).toBe(12);
  });

  it('draws a short list whole at once, and keeps drawing all when the list changes', async () => {
    const { result, rerender } = renderHook(({ total }) => useDrawnCount(total, 5), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    rerender({ total: 12 });
    await drawSteps();
    expect(result.current).toBe(12);
    rerender({ total: 30 });
    expect(result.current).toBe(30);
  });

  it('draws parts one by one from none, each in a task of its own', async () => {
    const { result } = renderHook(() => useOneByOne(3));
    expect(result.current).toBe(0);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(result.current).toBe(1);
    await drawSteps();
    expect(result.current).toBe(3);
  });
});
