import { describe, expect, it } from 'vitest';
import { deviceOf, visitRating } from './metrics.js';
import { VISIT_FIGURES_MESSAGES as M } from './messages.js';
import { visitReportInput } from './schemas.js';

const lcp = (value: number, page = '/dashboard') => ({ page, metric: 'LCP', value });
const firstMessage = (input: unknown) => {
  const result = visitReportInput().safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('rating a measurement', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('rates %s %s as %s', (metric, value, rating) => {
    expect(visitRating(metric, value)).toBe(rating);
  });
});

describe('the device class', () => {
  it('counts a 390 px viewport as a phone and a 1280 px one as a desktop', () => {
    expect(deviceOf(390)).toBe('phone');
    expect(deviceOf(767)).toBe('phone');
    expect(deviceOf(768)).toBe('desktop');
    expect(deviceOf(1280)).toBe('desktop');
  });
});

describe('a visit report', () => {
  it('takes route patterns with bounded values', () => {
    const report = { device: 'phone', metrics: [lcp(1830.5, '/dashboard/:userId'), { page: '/timelog', metric: 'CLS', value: 0.02 }] };
    expect(visitReportInput().parse(report)).toEqual(report);
  });

  it('refuses a real path instead of its pattern, so no id is ever stored', () => {
    expect(firstMessage({ device: 'desktop', metrics: [lcp(900, '/dashboard/0b8e6a52-8f4e-4a4e-9d7e-9a1b2c3d4e5f')] })).toBe(M.unknownPage);
    expect(firstMessage({ device: 'desktop', metrics: [lcp(900, '/dashboard?user=ada')] })).toBe(M.unknownPage);
  });

  it('refuses a value over its metric’s bound, a negative one and an unknown metric', () => {
    expect(firstMessage({ device: 'desktop', metrics: [{ page: '/timelog', metric: 'INP', value: 60_001 }] })).toBe(M.valueTooLarge('INP'));
    expect(firstMessage({ device: 'desktop', metrics: [lcp(-1)] })).toBe(M.valueInvalid);
    expect(firstMessage({ device: 'desktop', metrics: [{ page: '/timelog', metric: 'TTFB', value: 10 }] })).toBe(M.unknownMetric);
  });

  it('refuses an empty batch, a batch over ten, and a field it may not carry', () => {
    expect(firstMessage({ device: 'desktop', metrics: [] })).toBe(M.batchEmpty);
    expect(firstMessage({ device: 'desktop', metrics: Array.from({ length: 11 }, () => lcp(900)) })).toBe(M.batchTooLarge);
    expect(firstMessage({ device: 'desktop', metrics: [lcp(900)], userAgent: 'Firefox' })).toBe(M.unknownField);
    expect(firstMessage({ device: 'desktop', metrics: [{ ...lcp(900), userId: 'ada' }] })).toBe(M.unknownField);
    expect(firstMessage({ device: 'tablet', metrics: [lcp(900)] })).toBe(M.deviceInvalid);
  });
});
