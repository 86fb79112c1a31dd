import { describe, expect, it } from 'vitest';
import { readsEveryonesTimeOff, managesTimeOff } from './access.js';
import { TIME_OFF_MESSAGES } from './messages.js';
import { setTimeOffRequestInput, updateTimeOffRequestInput } from './schemas.js';
import { startsInPastWeek, timeOffOverlaps, timeOffStatus, timeOffWeeks } from './time-off-weeks.js';

describe('time-off weeks', () => {
  it('snaps the start to the Sunday and ends on the Saturday `duration` weeks later', () => {
    expect(timeOffWeeks('2026-11-18', 1)).toEqual({ startingDate: '2026-11-15', endingDate: '2026-11-21' });
    expect(timeOffWeeks('2026-11-15', 2)).toEqual({ startingDate: '2026-11-15', endingDate: '2026-11-28' });
    expect(timeOffWeeks('2026-11-21', 3)).toEqual({ startingDate: '2026-11-15', endingDate: '2026-12-05' });
  });

  it('crosses months, years and leap days on calendar dates', () => {
    expect(timeOffWeeks('2026-12-30', 2)).toEqual({ startingDate: '2026-12-27', endingDate: '2027-01-09' });
    expect(timeOffWeeks('2028-02-29', 1)).toEqual({ startingDate: '2028-02-27', endingDate: '2028-03-04' });
    expect(timeOffWeeks('2026-01-01', 52)).toEqual({ startingDate: '2025-12-28', endingDate: '2026-12-26' });
  });

  it('keeps whole weeks across both daylight-saving changes', () => {
    // 2026-03-08 clocks go forward; 2026-11-01 clocks go back.
    expect(timeOffWeeks('2026-03-10', 1)).toEqual({ startingDate: '2026-03-08', endingDate: '2026-03-14' });
    expect(timeOffWeeks('2026-03-07', 2)).toEqual({ startingDate: '2026-03-01', endingDate: '2026-03-14' });
    expect(timeOffWeeks('2026-10-31', 2)).toEqual({ startingDate: '2026-10-25', endingDate: '2026-11-07' });
  });

  it('refuses a start in a week that has passed, but not earlier this week', () => {
    expect(startsInPastWeek('2026-11-14', '2026-11-18')).toBe(true);
    expect(startsInPastWeek('2026-11-15', '2026-11-18')).toBe(false);
    expect(startsInPastWeek('2026-11-16', '2026-11-18')).toBe(false);
    expect(startsInPastWeek('2026-11-22', '2026-11-18')).toBe(false);
  });

  it('finds overlaps with both ends inclusive', () => {
    const a = { startingDate: '2026-11-15', endingDate: '2026-11-28' };
    expect(timeOffOverlaps(a, { startingDate: '2026-11-22', endingDate: '2026-11-28' })).toBe(true);
    expect(timeOffOverlaps(a, { startingDate: '2026-11-28', endingDate: '2026-12-05' })).toBe(true);
    expect(timeOffOverlaps(a, { startingDate: '2026-11-29', endingDate: '2026-12-05' })).toBe(false);
    expect(timeOffOverlaps(a, { startingDate: '2026-11-08', endingDate: '2026-11-14' })).toBe(false);
  });
});

describe('timeOffStatus', () => {
  const twoWeeks = { startingDate: '2026-11-15', endingDate: '2026-11-28' };

  it('is current while the request covers the present week, upcoming before, past after', () => {
    expect(timeOffStatus(twoWeeks, '2026-11-14')).toBe('upcoming');
    expect(timeOffStatus(twoWeeks, '2026-11-08')).toBe('upcoming');
    expect(timeOffStatus(twoWeeks, '2026-11-15')).toBe('current');
    expect(timeOffStatus(twoWeeks, '2026-11-28')).toBe('current');
    expect(timeOffStatus(twoWeeks, '2026-11-29')).toBe('past');
  });

  it('reads an instant in Pacific time', () => {
    // Saturday 23:59 PST is Sunday 07:59 UTC.
    expect(timeOffStatus(twoWeeks, new Date('2026-11-15T07:59:00Z'))).toBe('upcoming');
    expect(timeOffStatus(twoWeeks, new Date('2026-11-15T08:00:00Z'))).toBe('current');
    expect(timeOffStatus(twoWeeks, new Date('2026-11-29T07:59:00Z'))).toBe('current');
    expect(timeOffStatus(twoWeeks, new Date('2026-11-29T08:00:00Z'))).toBe('past');
  });

  it('moves to current at Pacific midnight in the daylight-saving weeks', () => {
    // Spring forward: Sunday 2026-03-08 00:00 PST is 08:00 UTC.
    const spring = timeOffWeeks('2026-03-08', 1);
    expect(timeOffStatus(spring, new Date('2026-03-08T07:59:00Z'))).toBe('upcoming');
    expect(timeOffStatus(spring, new Date('2026-03-08T08:00:00Z'))).toBe('current');
    // The week ends Saturday 23:59:59 PDT, 06:59:59 UTC on Sunday 2026-03-15.
    expect(timeOffStatus(spring, new Date('2026-03-15T06:59:59Z'))).toBe('current');
    expect(timeOffStatus(spring, new Date('2026-03-15T07:00:00Z'))).toBe('past');
    // Fall back: Sunday 2026-11-01 00:00 PDT is 07:00 UTC.
    const fall = timeOffWeeks('2026-11-01', 1);
    expect(timeOffStatus(fall, new Date('2026-11-01T06:59:00Z'))).toBe('upcoming');
    expect(timeOffStatus(fall, new Date('2026-11-01T07:00:00Z'))).toBe('current');
    expect(timeOffStatus(fall, new Date('2026-11-08T07:59:00Z'))).toBe('current');
    expect(timeOffStatus(fall, new Date('2026-11-08T08:00:00Z'))).toBe('past');
  });
});

describe('time-off request input', () => {
  const valid = { requestFor: '00000000-0000-4000-8000-000000000007', startingDate: '2026-11-18', duration: 2, reason: '  Trip ' };

  it('trims the reason and accepts whole weeks from 1 to 52', () => {
    expect(setTimeOffRequestInput.parse(valid)).toEqual({ ...valid, reason: 'Trip' });
    expect(setTimeOffRequestInput.safeParse({ ...valid, duration: 52 }).success).toBe(true);
  });

  it('names each problem in the product wording', () => {
    const problem = (input: object) => setTimeOffRequestInput.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(problem({ duration: 0 })).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(problem({ duration: 53 })).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(problem({ duration: 1.5 })).toBe(TIME_OFF_MESSAGES.durationInvalid);
    expect(problem({ reason: '   ' })).toBe(TIME_OFF_MESSAGES.reasonRequired);
    expect(problem({ reason: 'x'.repeat(1001) })).toBe(TIME_OFF_MESSAGES.reasonTooLong);
    expect(problem({ startingDate: '' })).toBe(TIME_OFF_MESSAGES.startingDateRequired);
    expect(problem({ startingDate: '2026-02-30' })).toBe(TIME_OFF_MESSAGES.startingDateInvalid);
    expect(problem({ startingDate: '0000-01-01' })).toBe(TIME_OFF_MESSAGES.startingDateInvalid);
    expect(problem({ startingDate: '9999-12-31' })).toBe(TIME_OFF_MESSAGES.startingDateInvalid);
    expect(problem({ requestFor: 'me' })).toBe(TIME_OFF_MESSAGES.requestForInvalid);
  });

  it('needs at least one field to update', () => {
    expect(updateTimeOffRequestInput.safeParse({}).error?.issues[0]?.message).toBe(TIME_OFF_MESSAGES.nothingToChange);
    expect(updateTimeOffRequestInput.parse({ duration: 3 })).toEqual({ duration: 3 });
  });
});

describe('who manages time off', () => {
  const subject = (role: string, rolePermissions: string[]) => ({
    role,
    rolePermissions,
    frontPermissions: [],
    removedDefaultPermissions: [],
  });

  it('lets holders of manageTimeOffRequests, Owners and Administrators read everyone’s requests', () => {
    expect(readsEveryonesTimeOff(subject('Manager', ['manageTimeOffRequests']))).toBe(true);
    expect(readsEveryonesTimeOff(subject('Administrator', []))).toBe(true);
    expect(readsEveryonesTimeOff(subject('Volunteer', []))).toBe(false);
    expect(managesTimeOff(subject('Administrator', []))).toBe(false);
  });
});
