import { describe, expect, it } from 'vitest';
import { isCalendarDate, weekOfTab } from './report-weeks';

// Wednesday Nov-18-26, noon in Los Angeles.
const WEDNESDAY = new Date('2026-11-18T20:00:00Z');

describe('the week a tab shows', () => {
  it('counts the named tabs back from this Pacific week, Sunday to Saturday', () => {
    expect(weekOfTab('this', WEDNESDAY, null)).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(weekOfTab('last', WEDNESDAY, null).start).toBe('2026-11-08');
    expect(weekOfTab('beforeLast', WEDNESDAY, null).start).toBe('2026-11-01');
    expect(weekOfTab('threeAgo', WEDNESDAY, null).start).toBe('2026-10-25');
  });

  it('takes the week of any chosen day for an older week, four weeks ago when none is chosen or it is no day', () => {
    expect(weekOfTab('older', WEDNESDAY, '2026-09-10')).toEqual({ start: '2026-09-06', end: '2026-09-12' });
    expect(weekOfTab('older', WEDNESDAY, '2026-09-06').start).toBe('2026-09-06');
    expect(weekOfTab('older', WEDNESDAY, null).start).toBe('2026-10-18');
    expect(weekOfTab('older', WEDNESDAY, '2026-02-30').start).toBe('2026-10-18');
  });

  it('turns the week at midnight in Los Angeles, not in UTC', () => {
    // Saturday 23:30 PST is already Sunday in UTC; Sunday 00:30 PST starts the new week.
    expect(weekOfTab('this', new Date('2026-11-22T07:30:00Z'), null).start).toBe('2026-11-15');
    expect(weekOfTab('this', new Date('2026-11-22T08:30:00Z'), null).start).toBe('2026-11-22');
  });

  it('knows a calendar day from text that only looks like one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
  });
});
