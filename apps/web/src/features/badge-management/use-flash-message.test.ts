import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUCCESS_CLEARS_AFTER_MS, useFlashMessage } from './use-flash-message';

describe('the assign form’s message', () => {
  it('clears a success after 6 s and keeps an error until the next try', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlashMessage());
    act(() => {
      result.current.succeed('Badges assigned.');
    });
    act(() => {
      vi.advanceTimersByTime(SUCCESS_CLEARS_AFTER_MS - 1);
    });
    expect(result.current.message).toEqual({ kind: 'success', text: 'Badges assigned.' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.message).toBeNull();

    act(() => {
      result.current.fail('Oops, something is wrong!');
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.message).toEqual({ kind: 'error', text: 'Oops, something is wrong!' });
  });
});
