import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from './use-near-screen';

function Part({ watching = true }: { watching?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place, watching);
  return <div ref={place}>{near ? 'drawn' : 'placeholder'}</div>;
}

/** An IntersectionObserver whose answers the test gives: the page's scrolling, as the browser reports it. */
function fakeObserver() {
  const observers: { report: (near: boolean) => void; watched: Element[] }[] = [];
  class Observer {
    watched: Element[] = [];
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
      observers.push({ report: (near) => callback(this.watched.map(() => ({ isIntersecting: near }))), watched: this.watched });
    }
    observe(element: Element) {
      this.watched.push(element);
    }
    disconnect() {
      this.watched.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return (near: boolean) => {
    act(() => observers.forEach((o) => o.report(near)));
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('a part of the page under the first screen', () => {
  it('is drawn once the reader scrolls near it, and stays drawn', () => {
    const scroll = fakeObserver();
    render(<Part />);
    scroll(false);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    scroll(true);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    scroll(false);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('is not watched before its turn', () => {
    const scroll = fakeObserver();
    render(<Part watching={false} />);
    scroll(true);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
  });

  it('is drawn at once where the browser cannot tell where it stands', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
