import { describe, expect, it } from 'vitest';
import { bucketOfWeek, chartGranularity, periodParts, reportPeriodQuery } from './period.js';
import { REPORT_MESSAGES as M } from './messages.js';
import { comparisonPeriod } from './org-summary.js';

describe('a report period', () => {
  it('is read as its whole weeks plus the days of a partial first and last week', () => {
    // 2026-11-04 is a Wednesday; 2026-11-24 a Tuesday.
    expect(periodParts({ from: '2026-11-04', to: '2026-11-24' })).toEqual({
      weeks: { first: '2026-11-08', last: '2026-11-15' },
      days: [
        { from: '2026-11-04', to: '2026-11-07' },
        { from: '2026-11-22', to: '2026-11-24' },
      ],
    });
    // Sunday to Saturday: whole weeks only.
    expect(periodParts({ from: '2026-11-01', to: '2026-11-28' })).toEqual({ weeks: { first: '2026-11-01', last: '2026-11-22' }, days: [] });
    // Inside one week, or across two partial weeks with no whole one between: days only.
    expect(periodParts({ from: '2026-11-18', to: '2026-11-18' })).toEqual({
      weeks: null,
      days: [{ from: '2026-11-18', to: '2026-11-18' }],
    });
    expect(periodParts({ from: '2026-11-18', to: '2026-11-24' })).toEqual({
      weeks: null,
      days: [{ from: '2026-11-18', to: '2026-11-24' }],
    });
  });

  it('charts by week up to 2 months, by month up to 2 years, by year beyond', () => {
    expect(chartGranularity({ from: '2026-10-01', to: '2026-11-30' })).toBe('week');
    expect(chartGranularity({ from: '2025-01-01', to: '2026-11-30' })).toBe('month');
    expect(chartGranularity({ from: '2023-11-01', to: '2026-11-30' })).toBe('year');
    expect(bucketOfWeek('2026-11-29', 'week')).toBe('2026-11-29');
    expect(bucketOfWeek('2026-11-29', 'month')).toBe('2026-11-01');
    expect(bucketOfWeek('2026-11-29', 'year')).toBe('2026-01-01');
  });

  it('refuses bad dates, a reversed range and more than 10 years, each with its message', () => {
    const message = (q: object) => reportPeriodQuery.safeParse(q).error?.issues[0]?.message;
    expect(message({ from: '2026-02-30', to: '2026-03-01' })).toBe(M.dateInvalid);
    expect(message({ from: '2026-11-02', to: '2026-11-01' })).toBe(M.rangeReversed);
    expect(message({ from: '2010-01-01', to: '2026-11-01' })).toBe(M.rangeTooLong);
    expect(reportPeriodQuery.safeParse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
  });
});

describe('the period a total org summary is compared with', () => {
  it('is the period before it, or the same days a week, a month or a year earlier (a month end kept inside the month)', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    expect(comparisonPeriod(period, 'period')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(comparisonPeriod(period, 'week')).toEqual({ from: '2026-02-22', to: '2026-03-24' });
    expect(comparisonPeriod(period, 'month')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(comparisonPeriod({ from: '2024-02-29', to: '2024-02-29' }, 'year')).toEqual({ from: '2023-02-28', to: '2023-02-28' });
  });
});
