import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets a list drawn a few items a task take its next `steps` steps (each is scheduled once the
 * drawing before it is done), with fake timers.
 */
export async function drawSteps(steps = 20): Promise<void> {
  for (let step = 0; step < steps; step++)
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
}
