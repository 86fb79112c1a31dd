import { describe, expect, it } from 'vitest';
import { change, changeLabel, signedValue } from './change';
import { comparisonWords, compareFromParams } from './compare';

describe('a figure’s change', () => {
  it('is the difference, its share of the compared value and its direction', () => {
    expect(change(42, 30, 'count')).toEqual({ delta: 12, percent: 40, direction: 'up' });
    expect(change(17, 20, 'count')).toEqual({ delta: -3, percent: -15, direction: 'down' });
    expect(change(552.5, 450.25, 'hours')).toEqual({ delta: 102.25, percent: 22.7, direction: 'up' });
    expect(change(0.3, 0.1, 'hours').delta).toBe(0.2);
    expect(change(5, 5, 'count')).toEqual({ delta: 0, percent: 0, direction: 'same' });
  });

  it('has no share when the compared value was 0', () => {
    expect(change(4, 0, 'count')).toEqual({ delta: 4, percent: null, direction: 'up' });
    expect(changeLabel(change(4, 0, 'count'), 'count')).toBe('+4 up');
  });

  it('is written with its sign, share and direction in words, a true minus on the page and a hyphen in a PDF', () => {
    expect(changeLabel(change(42, 30, 'count'), 'count')).toBe('+12 (+40%) up');
    expect(changeLabel(change(17, 20, 'count'), 'count')).toBe('−3 (−15%) down');
    expect(changeLabel(change(17, 20, 'count'), 'count', '-')).toBe('-3 (-15%) down');
    expect(changeLabel(change(2340, 1000.5, 'hours'), 'hours')).toBe('+1,339.50 (+133.9%) up');
    expect(changeLabel(change(3, 3, 'count'), 'count')).toBe('No change');
    expect(signedValue(-1234, 'count')).toBe('−1,234');
  });
});

describe('what a summary is compared with', () => {
  it('is in the address, the period before when none or an unknown one is given', () => {
    expect(compareFromParams(new URLSearchParams('compare=year'))).toBe('year');
    expect(compareFromParams(new URLSearchParams(''))).toBe('period');
    expect(compareFromParams(new URLSearchParams('compare=decade'))).toBe('period');
  });

  it('is said in words with its days, and says when it overlaps the period', () => {
    const november = { from: '2026-11-01', to: '2026-11-28' };
    expect(comparisonWords(november, 'period')).toBe('Oct-04-26 to Oct-31-26, the 4 weeks before');
    expect(comparisonWords({ from: '2026-11-01', to: '2026-11-10' }, 'period')).toBe('Oct-22-26 to Oct-31-26, the 10 days before');
    expect(comparisonWords(november, 'year')).toBe('Nov-01-25 to Nov-28-25, the same days a year earlier');
    expect(comparisonWords(november, 'week')).toBe('Oct-25-26 to Nov-21-26, the same days a week earlier (it overlaps this period)');
  });
});
