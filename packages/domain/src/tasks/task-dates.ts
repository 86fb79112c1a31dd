import { z } from '../zod.js';
import { calendarDate, FIRST_YEAR, LAST_YEAR } from '../contracts/common.js';

const yearInRange = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/**
 * A task's start or due date as text: a calendar day `YYYY-MM-DD` or an ISO date-time with its
 * offset, both in the years 1900-2199 (year 0000 or 9999 is a typing slip, and PostgreSQL
 * refuses year 0000). Every problem reads `message`.
 */
export function taskDateText(message: string) {
  return z.union([calendarDate(message), z.iso.datetime({ offset: true, error: message }).refine(yearInRange, message)], {
    error: message,
  });
}
