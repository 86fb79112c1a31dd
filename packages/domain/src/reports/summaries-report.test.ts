import { describe, expect, it } from 'vitest';
import { hoursBand, isOverCommitment, summariesFilterSchema } from './summaries-report.js';

describe('hours against commitment in the weekly summaries report', () => {
  it('colours by the spec’s bands: purple at 1.75x, fuchsia at 1.5x, dark green at 1.25x, green once met', () => {
    expect([0, 9.99, 10, 12.49, 12.5, 15, 17.5].map((h) => hoursBand(h, 10))).toEqual([
      'under',
      'under',
      'green',
      'green',
      'darkgreen',
      'fuchsia',
      'purple',
    ]);
    expect(hoursBand(3, 0)).toBe('green');
    expect(hoursBand(0, 0)).toBe('under');
  });

  it('calls 1.25x or more of a non-zero commitment over commitment', () => {
    expect(isOverCommitment(12.5, 10)).toBe(true);
    expect(isOverCommitment(12.4, 10)).toBe(false);
    expect(isOverCommitment(5, 0)).toBe(false);
  });

  it('fills a saved filter’s missing parts with their defaults', () => {
    expect(summariesFilterSchema.parse({ teamCodes: ['B-123'] })).toEqual({
      teamCodes: ['B-123'],
      colours: [],
      bioStatuses: [],
      hoursBands: [],
      overCommitment: false,
      badgesThisWeek: false,
      search: '',
    });
  });
});
