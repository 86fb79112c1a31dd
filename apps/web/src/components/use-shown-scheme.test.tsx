import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../App';
import { readableColour } from '../theme-colors';
import { useReadableColour } from './use-readable-colour';

/** A system set to dark: the media query the theme follows until one is chosen matches. */
function systemIsDark(): void {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: query.includes('prefers-color-scheme: dark') || real(query).matches,
  }));
}

const THIS_WEEK = '#6495ED';

describe('the theme shown, on a dark system with no theme chosen', () => {
  beforeEach(() => {
    localStorage.clear();
    systemIsDark();
  });

  it("gives a fixed colour its dark theme's shade from the first frame a part draws", () => {
    const drawn: string[] = [];
    function Label() {
      const colour = useReadableColour()(THIS_WEEK);
      drawn.push(colour);
      return <span style={{ color: colour }}>This week</span>;
    }
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })} env="test">
        <Label />
      </AppProviders>,
    );
    expect(readableColour(THIS_WEEK, 'dark')).not.toBe(readableColour(THIS_WEEK, 'light'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn)).toEqual(new Set([readableColour(THIS_WEEK, 'dark')]));
  });
});
