import type { WeekCloseOutcome } from '@goodhours/domain';

/** A volunteer's outcome of a close, met and given nothing unless changed. */
export const outcome = (over: Partial<WeekCloseOutcome> = {}): WeekCloseOutcome => ({
  userId: '22222222-2222-4222-8222-222222222222',
  firstName: 'Ben',
  lastName: 'Hartley',
  role: 'Volunteer',
  tangibleHours: 10,
  requiredHours: 10,
  summaryPresent: true,
  exemption: null,
  blueSquareReason: null,
  blueSquare: null,
  infringementId: null,
  missedHoursBefore: 0,
  missedHoursAfter: 0,
  personalBestAfter: 10,
  badgesEarned: [],
  waived: null,
  ...over,
});
