import { describe, expect, it } from 'vitest';
import { compareBadges, shortDate } from './index.js';

describe('badge order', () => {
  it('puts ranking 1 first and ranking 0 last, names breaking ties', () => {
    const list = [
      { ranking: 0, badgeName: 'Custom A' },
      { ranking: 3, badgeName: 'Zeta' },
      { ranking: 1, badgeName: 'Top' },
      { ranking: 3, badgeName: 'Alpha' },
    ];
    expect([...list].sort(compareBadges).map((b) => b.badgeName)).toEqual(['Top', 'Alpha', 'Zeta', 'Custom A']);
  });
});

describe('shortDate', () => {
  it('writes MMM-DD-YY', () => {
    expect(shortDate('2026-11-21')).toBe('Nov-21-26');
    expect(shortDate('2025-01-05T10:00:00Z')).toBe('Jan-05-25');
  });
});
