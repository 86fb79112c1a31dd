import { describe, expect, it } from 'vitest';
import { formatDay, formatHours, formatMoment, hoursFromSeconds } from './display.js';

describe('how dates and hours read', () => {
  it('writes a calendar day as MMM-DD-YY, with its weekday when asked', () => {
    expect(formatDay('2026-11-21')).toBe('Nov-21-26');
    expect(formatDay('2027-01-03')).toBe('Jan-03-27');
    expect(formatDay('2026-11-21', { weekday: true })).toBe('Sat Nov-21-26');
  });

  it('reads a day stored as a timestamp by the day that was typed', () => {
    expect(formatDay('2026-12-24T00:00:00.000Z')).toBe('Dec-24-26');
  });

  it('writes a moment in the organisation’s zone and says so, across daylight saving', () => {
    expect(formatMoment('2026-11-22T00:05:00.000Z')).toBe('Nov-21-26 4:05 PM PT');
    expect(formatMoment(new Date('2026-07-04T19:30:00.000Z'))).toBe('Jul-04-26 12:30 PM PT');
  });

  it('writes hours with two decimals, grouped by thousands', () => {
    expect(formatHours(1.75)).toBe('1.75');
    expect(formatHours(20)).toBe('20.00');
    expect(formatHours(0.1 + 0.2)).toBe('0.30');
    expect(formatHours(1234.5)).toBe('1,234.50');
  });

  it('turns seconds into hours to the hundredth, a half hundredth rounding up', () => {
    expect(hoursFromSeconds(0)).toBe(0);
    expect(hoursFromSeconds(5400)).toBe(1.5);
    expect(hoursFromSeconds(60)).toBe(0.02); // one minute is 0.0166… hours
    expect(hoursFromSeconds(18)).toBe(0.01); // 0.005 h
    expect(hoursFromSeconds(522)).toBe(0.15); // 0.145 h, which hours × 100 in floating point reads as 14.4999…
    expect(hoursFromSeconds(36 * 123_456 + 17)).toBe(1234.56);
  });
});
