import { describe, expect, it } from 'vitest';
import { barPeriod, bucketLabel, periodFromParams, presetOf, presetPeriod } from './report-period';

// 2026-11-18 is a Wednesday: its week runs Sunday 15 to Saturday 21 November.
const TODAY = '2026-11-18';

describe('a report period', () => {
  it('names whole weeks ending this week, this year to date, and the last 12 months as 12 whole month bars', () => {
    expect(presetPeriod('thisWeek', TODAY)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetPeriod('lastWeek', TODAY)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(presetPeriod('last4Weeks', TODAY)).toEqual({ from: '2026-10-25', to: '2026-11-21' });
    expect(presetPeriod('last12Weeks', TODAY)).toEqual({ from: '2026-08-30', to: '2026-11-21' });
    expect(presetPeriod('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    // December 2025's first Sunday is the 7th: the first of 12 whole month bars.
    expect(presetPeriod('last12Months', TODAY)).toEqual({ from: '2025-12-07', to: TODAY });
    expect(presetOf({ from: '2026-10-25', to: '2026-11-21' }, TODAY)).toBe('last4Weeks');
    expect(presetOf({ from: '2026-10-24', to: '2026-11-21' }, TODAY)).toBeNull();
  });

  it('is read from the address, or the default with the reason when the address’s is not valid', () => {
    const fallback = presetPeriod('last12Weeks', TODAY);
    const read = (search: string) => periodFromParams(new URLSearchParams(search), fallback);
    expect(read('')).toEqual({ period: fallback, problem: null });
    expect(read('from=2026-01-01&to=2026-03-31')).toEqual({ period: { from: '2026-01-01', to: '2026-03-31' }, problem: null });
    expect(read('from=2026-03-31&to=2026-01-01')).toEqual({
      period: fallback,
      problem: 'The start date must be on or before the end date.',
    });
    expect(read('from=2026-02-30&to=2026-03-01').problem).toBe('Dates are written YYYY-MM-DD.');
    expect(read('from=2026-01-01').problem).toBe('Dates are written YYYY-MM-DD.');
  });

  it('labels a chart bar by its week’s Sunday, its month or its year', () => {
    expect(bucketLabel('2026-11-08', 'week')).toBe('Nov 8');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(bucketLabel('2026-01-01', 'year')).toBe('2026');
  });

  it('opens a bar onto its whole weeks, first Sunday to last Saturday, clipped to the period shown', () => {
    const wide = { from: '2020-01-01', to: '2030-12-31' };
    expect(barPeriod('2026-11-08', 'week', wide)).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    // November 2026's Sundays are the 1st to the 29th: its bar ends on Saturday 5 December.
    expect(barPeriod('2026-11-01', 'month', wide)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    // August 2026 starts on a Saturday: its first Sunday is the 2nd, its last the 30th.
    expect(barPeriod('2026-08-01', 'month', wide)).toEqual({ from: '2026-08-02', to: '2026-09-05' });
    // 2026's Sundays run from 4 January to 27 December.
    expect(barPeriod('2026-01-01', 'year', wide)).toEqual({ from: '2026-01-04', to: '2027-01-02' });
    // The first and last bars keep to the period's days.
    const shown = { from: '2026-09-10', to: '2026-11-18' };
    expect(barPeriod('2026-09-06', 'week', shown)).toEqual({ from: '2026-09-10', to: '2026-09-12' });
    expect(barPeriod('2026-11-01', 'month', shown)).toEqual({ from: '2026-11-01', to: '2026-11-18' });
    // 'This year': January's bar opens on the 1st, with the days before its first Sunday (issue 42, defect 15).
    const thisYear = { from: '2026-01-01', to: '2026-11-18' };
    expect(barPeriod('2026-01-01', 'month', thisYear)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(barPeriod('2026-09-01', 'month', shown)).toEqual({ from: '2026-09-10', to: '2026-10-03' });
  });
});
