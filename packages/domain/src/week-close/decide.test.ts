import { describe, expect, it } from 'vitest';
import { decideWeekClose, type WeekCloseFacts } from './decide.js';

const week = { start: '2026-11-15', end: '2026-11-21' };
const facts = (over: Partial<WeekCloseFacts> = {}): WeekCloseFacts => ({
  role: 'Volunteer',
  weeklyCommittedHours: 10,
  missedHours: 0,
  startDate: '2025-01-05',
  tangibleSeconds: 10 * 3600,
  summaryWritten: true,
  weeklySummaryOption: 'Required',
  timeOffCoversWeek: false,
  personalBestMaxHrs: 12,
  ...over,
});

describe('one person at the weekly close', () => {
  it('gives nothing to someone who met the commitment and wrote the summary', () => {
    const d = decideWeekClose(week, facts());
    expect(d).toMatchObject({ tangibleHours: 10, requiredHours: 10, summaryPresent: true, blueSquare: null, exemption: null });
  });

  it('gives one blue square naming the hours, the summary, or both, and the week', () => {
    expect(decideWeekClose(week, facts({ tangibleSeconds: 9.5 * 3600 })).blueSquare).toEqual({
      reason: 'hours',
      description: 'Weekly commitment not met in the week of Nov-15-26 to Nov-21-26: logged 9.5 of 10 committed hours.',
    });
    expect(decideWeekClose(week, facts({ summaryWritten: false })).blueSquare).toEqual({
      reason: 'summary',
      description: 'Weekly summary not submitted for the week of Nov-15-26 to Nov-21-26.',
    });
    expect(decideWeekClose(week, facts({ summaryWritten: false, tangibleSeconds: 0 })).blueSquare?.reason).toBe('both');
  });

  it("counts a summary as present when the person's option is 'Not Required'", () => {
    const d = decideWeekClose(week, facts({ summaryWritten: false, weeklySummaryOption: 'Not Required' }));
    expect(d.summaryPresent).toBe(true);
    expect(d.blueSquare).toBeNull();
  });

  it('exempts someone who started after the week began, but not someone who started on its Sunday', () => {
    const late = decideWeekClose(week, facts({ startDate: '2026-11-16', tangibleSeconds: 0, summaryWritten: false }));
    expect(late).toMatchObject({ blueSquare: null, exemption: 'started-after-week-began' });
    const onSunday = decideWeekClose(week, facts({ startDate: '2026-11-15', tangibleSeconds: 0 }));
    expect(onSunday).toMatchObject({ exemption: null, blueSquare: { reason: 'hours' } });
  });

  it('exempts someone whose time off covers the week, and adds no hours for them to make up', () => {
    const d = decideWeekClose(week, facts({ role: 'Core Team', timeOffCoversWeek: true, tangibleSeconds: 0, missedHours: 2 }));
    expect(d).toMatchObject({ blueSquare: null, exemption: 'time-off', missedHoursAfter: 2 });
  });

  it('records no exemption when nothing was due', () => {
    expect(decideWeekClose(week, facts({ timeOffCoversWeek: true })).exemption).toBeNull();
  });

  it('adds missed hours to what the Core Team must log, and carries what is left over', () => {
    const d = decideWeekClose(week, facts({ role: 'Core Team', missedHours: 3, tangibleSeconds: 11 * 3600 }));
    expect(d).toMatchObject({ requiredHours: 13, blueSquare: { reason: 'hours' }, missedHoursAfter: 2 });
    const caughtUp = decideWeekClose(week, facts({ role: 'Core Team', missedHours: 3, tangibleSeconds: 14 * 3600 }));
    expect(caughtUp).toMatchObject({ blueSquare: null, missedHoursAfter: 0 });
  });

  it('leaves missed hours out for everyone else', () => {
    const d = decideWeekClose(week, facts({ missedHours: 3, tangibleSeconds: 10 * 3600 }));
    expect(d).toMatchObject({ requiredHours: 10, blueSquare: null, missedHoursAfter: 3 });
  });

  it('keeps the highest week as the personal best', () => {
    expect(decideWeekClose(week, facts({ tangibleSeconds: 15 * 3600 })).personalBestAfter).toBe(15);
    expect(decideWeekClose(week, facts({ tangibleSeconds: 5 * 3600 })).personalBestAfter).toBe(12);
  });
});
