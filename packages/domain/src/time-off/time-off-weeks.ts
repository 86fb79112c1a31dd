import { addDays, pacificDate, weekOf } from '../time/week.js';

/** The longest request, in weeks. */
export const MAX_TIME_OFF_WEEKS = 52;

export interface TimeOffSpan {
  startingDate: string;
  endingDate: string;
}

/**
 * Time off covers whole Pacific weeks (document 4 §1): it starts on the Sunday of the week of
 * `startingDate` and ends on the Saturday `duration` weeks later.
 */
export function timeOffWeeks(startingDate: string, duration: number): TimeOffSpan {
  const start = weekOf(startingDate).start;
  return { startingDate: start, endingDate: addDays(start, 7 * duration - 1) };
}

/** True when the week of `startingDate` ended before the Pacific week of `today`. */
export function startsInPastWeek(startingDate: string, today: string): boolean {
  return weekOf(startingDate).start < weekOf(today).start;
}

/** True when the two spans share at least one day (both ends inclusive). */
export function timeOffOverlaps(a: TimeOffSpan, b: TimeOffSpan): boolean {
  return a.startingDate <= b.endingDate && b.startingDate <= a.endingDate;
}

export type TimeOffStatus = 'current' | 'upcoming' | 'past';

/**
 * Where a request stands against the present Pacific week (document 1 §4): 'current' when it
 * covers any day of that week, 'upcoming' when it starts next week or later, else 'past'.
 * `today` is a Pacific date, or an instant that is turned into one.
 */
export function timeOffStatus(request: TimeOffSpan, today: string | Date): TimeOffStatus {
  const week = weekOf(typeof today === 'string' ? today : pacificDate(today));
  if (request.startingDate > week.end) return 'upcoming';
  if (request.endingDate < week.start) return 'past';
  return 'current';
}

/** A request has started once its first day is today or earlier (Pacific). */
export function timeOffHasStarted(request: TimeOffSpan, today: string): boolean {
  return request.startingDate <= today;
}
