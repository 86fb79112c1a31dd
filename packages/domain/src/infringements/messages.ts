import { formatDay } from '../time/display.js';

/** What people read about blue squares (document 1 §3 Infringement, §5 Blue square Submit). */
export const INFRINGEMENT_MESSAGES = {
  // Validation: 'Blue square Submit needs both date and summary' (document 1 §5)
  dateAndSummaryRequired: 'Please enter both a date and a summary.',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD).',
  dateInFuture: 'A blue square cannot be dated in the future.',
  summaryTooLong: 'The summary can be at most 2000 characters.',
  notFound: 'We could not find that blue square.',

  // Screen
  heading: 'Blue Squares',
  none: 'No blue squares.',
  added: 'Blue square added.',
  updated: 'Blue square updated.',
  deleted: 'Blue square deleted.',
  deleteQuestion: (date: string) => `Delete the blue square of ${formatDay(date)}? This cannot be undone.`,

  // Email (document 4 §9: reason, date, total count)
  emailSubject: 'You have received a blue square',
  emailTotal: (count: number) => `You now have ${String(count)} blue square${count === 1 ? '' : 's'} in total.`,
} as const;
