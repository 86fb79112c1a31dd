import { describe, expect, it } from 'vitest';
import { addDays, pacificDate, pacificMidnight, pacificWeek, weekOf } from './week.js';

describe('the Pacific week', () => {
  it('runs Sunday to Saturday', () => {
    expect(weekOf('2026-11-18')).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(weekOf('2026-11-15')).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(weekOf('2026-11-21')).toEqual({ start: '2026-11-15', end: '2026-11-21' });
  });

  it('takes the date in Pacific time, not UTC', () => {
    // Sunday 06:59 UTC is still Saturday evening in Los Angeles (PST, UTC-8).
    expect(pacificDate(new Date('2026-11-22T07:59:00Z'))).toBe('2026-11-21');
    expect(pacificWeek(new Date('2026-11-22T07:59:00Z'))).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(pacificWeek(new Date('2026-11-22T08:00:00Z'))).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });

  it('keeps week boundaries across both daylight-saving changes', () => {
    // 2026-03-08 clocks go forward; 2026-11-01 clocks go back.
    expect(pacificWeek(new Date('2026-03-08T07:59:00Z'))).toEqual({ start: '2026-03-01', end: '2026-03-07' });
    expect(pacificWeek(new Date('2026-03-08T08:00:00Z'))).toEqual({ start: '2026-03-08', end: '2026-03-14' });
    expect(pacificWeek(new Date('2026-11-01T06:59:00Z'))).toEqual({ start: '2026-10-25', end: '2026-10-31' });
    expect(pacificWeek(new Date('2026-11-01T07:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-07' });
  });

  it('counts weeks back from the current one', () => {
    const now = new Date('2026-11-18T18:00:00Z');
    expect(pacificWeek(now, 1)).toEqual({ start: '2026-11-08', end: '2026-11-14' });
    expect(pacificWeek(now, 3)).toEqual({ start: '2026-10-25', end: '2026-10-31' });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('pacificMidnight', () => {
  it('is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(pacificMidnight('2026-11-22').toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(pacificMidnight('2026-07-05').toISOString()).toBe('2026-07-05T07:00:00.000Z');
    // The Sunday daylight saving ends begins in PDT.
    expect(pacificMidnight('2026-11-01').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });
});
