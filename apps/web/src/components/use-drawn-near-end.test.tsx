import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersection } from '../test/fake-intersection';
import { useDrawnNearEnd } from './use-drawn-near-end';

function List({ total }: { total: number }) {
  const [drawn, endRef] = useDrawnNearEnd(total, 4);
  return (
    <>
      <p>{`${String(drawn)} drawn`}</p>
      {drawn < total && <div ref={endRef} />}
    </>
  );
}

const nextSteps = async () => {
  for (let step = 0; step < 10; step++)
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
};

describe('a long list running past the screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('grows only while its end is near the screen', async () => {
    const scroll = fakeIntersection();
    render(<List total={20} />);
    scroll(false);
    await nextSteps();
    expect(screen.getByText('4 drawn')).toBeInTheDocument();
    scroll(true);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(screen.getByText('8 drawn')).toBeInTheDocument();
    scroll(false);
    await nextSteps();
    expect(screen.getByText('8 drawn')).toBeInTheDocument();
    scroll(true);
    await nextSteps();
    expect(screen.getByText('20 drawn')).toBeInTheDocument();
  });

  it('is drawn whole, a few a task, where the browser cannot tell where its end stands', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List total={20} />);
    expect(screen.getByText('4 drawn')).toBeInTheDocument();
    await nextSteps();
    expect(screen.getByText('20 drawn')).toBeInTheDocument();
  });
});
