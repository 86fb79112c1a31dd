import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeIntersection } from '../test/fake-intersection';
import { useNearScreen } from './use-near-screen';

function Part({ watching = true }: { watching?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place, watching);
  return <div ref={place}>{near ? 'drawn' : 'placeholder'}</div>;
}

describe('a part of the page under the first screen', () => {
  it('is drawn once the reader scrolls near it, and stays drawn', () => {
    const scroll = fakeIntersection();
    render(<Part />);
    scroll(false);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    scroll(true);
    expect(screen.getByText('drawn')).toBeInTheDocument();
    scroll(false);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('is not watched before its turn', () => {
    const scroll = fakeIntersection();
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
