import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcedSampleRate } from './report-visits';

/** The page's navigation entry as the browser would give it, with these Server-Timing entries. */
function pageServed(serverTiming: { name: string; description: string }[]) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ serverTiming } as unknown as PerformanceEntry]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the share of visits measured', () => {
  it('is what the server announced on the page', () => {
    pageServed([{ name: 'visit-figures', description: '0.25' }]);
    expect(announcedSampleRate()).toBe(0.25);
  });

  it('is none when the page announced nothing, or nonsense', () => {
    pageServed([]);
    expect(announcedSampleRate()).toBe(0);
    pageServed([{ name: 'visit-figures', description: 'lots' }]);
    expect(announcedSampleRate()).toBe(0);
    pageServed([{ name: 'visit-figures', description: '-1' }]);
    expect(announcedSampleRate()).toBe(0);
  });
});
