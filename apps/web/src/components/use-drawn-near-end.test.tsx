import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawSteps } from '../test/draw-steps';
import { fakeIntersection } from '../test/fake-intersection';
import { useDrawnNearEnd } from './use-drawn-near-end';

function List({ total, onDraw }: { total: number; onDraw?: () => void }) {
  const [drawn, endRef] = useDrawnNearEnd(total, 4);
  onDraw?.();
  return (
    <>
      <p>{`${String(drawn)} drawn`}</p>
      {drawn < total && <div ref={endRef} />}
    </>
  );
}

describe('a long list running past the screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('grows only while its end is near the screen', async () => {
    const scroll = fakeIntersection();
    render(<List total={20} />);
    scroll(false);
    await drawSteps(10);
    expect(screen.getByText('4 drawn')).toBeInTheDocument();
    scroll(true);
    await drawSteps(1);
    expect(screen.getByText('8 drawn')).toBeInTheDocument();
    scroll(false);
    await drawSteps(10);
    expect(screen.getByText('8 drawn')).toBeInTheDocument();
    scroll(true);
    await drawSteps(10);
    expect(screen.getByText('20 drawn')).toBeInTheDocument();
  });

  it('is not drawn again when its end is first put on the page', async () => {
    fakeIntersection();
    const draws = vi.fn();
    render(<List total={20} onDraw={draws} />);
    await drawSteps(10);
    expect(screen.getByText('4 drawn')).toBeInTheDocument();
    expect(draws).toHaveBeenCalledTimes(1);
  });

  it('is drawn whole, a few a task, where the browser cannot tell where its end stands', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List total={20} />);
    expect(screen.getByText('4 drawn')).toBeInTheDocument();
    await drawSteps(10);
    expect(screen.getByText('20 drawn')).toBeInTheDocument();
  });
});
