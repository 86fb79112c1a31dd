import { formatDay } from '../time/display.js';

/** What people read about time-off requests (document 1 §3, §4, §7); days as MMM-DD-YY (decision 024). */
export const TIME_OFF_MESSAGES = {
  // Validation
  startingDateRequired: 'Please choose the first day of your time off.',
  startingDateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  durationInvalid: 'Please enter a whole number of weeks from 1 to 52.',
  reasonRequired: 'Please give a reason for your time off.',
  reasonTooLong: 'The reason can be at most 1000 characters.',
  requestForInvalid: 'Please choose a valid user.',
  nothingToChange: 'Please change the start date, the number of weeks or the reason.',

  // Rules
  startInPastWeek: 'Time off cannot start in a week that has already passed.',
  overlaps: (startingDate: string, endingDate: string) =>
    `This time off overlaps another request for the same person (${startingDate} to ${endingDate}). Change that request or pick other weeks.`,
  alreadyStarted: 'This time off has already started, so only someone who manages time-off requests can change it.',
  notFound: 'We could not find that time-off request.',

  // Screen
  heading: 'Requested Time Off',
  current: 'Current',
  upcoming: 'Upcoming',
  noRequests: 'No current or upcoming time off.',
  created: 'Time off requested.',
  updated: 'Time-off request updated.',
  deleted: 'Time-off request deleted.',
  deleteQuestion: (startingDate: string, endingDate: string) =>
    `Delete the time off from ${formatDay(startingDate)} to ${formatDay(endingDate)}? This cannot be undone.`,
  weeks: (n: number) => `${String(n)} week${n === 1 ? '' : 's'}`,
  range: (startingDate: string, endingDate: string) => `Sunday ${formatDay(startingDate)} to Saturday ${formatDay(endingDate)}`,
} as const;
