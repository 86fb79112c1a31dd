/**
 * The organisation's calendar: weeks run Sunday to Saturday in America/Los_Angeles
 * (document 4 §1). Dates of work are `YYYY-MM-DD` strings in that zone; arithmetic on them
 * is done on plain calendar dates so daylight-saving changes never move a boundary.
 */
import { onFirstUse } from './on-first-use.js';

export const ORG_TIME_ZONE = 'America/Los_Angeles';

const pacificDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ORG_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The Pacific calendar date of an instant. */
export function pacificDate(instant: Date): string {
  return pacificDateFormat().format(instant);
}

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return parse(date).getUTCDay();
}

export interface Week {
  start: string;
  end: string;
}

/** The Sunday-to-Saturday week containing a Pacific date. */
export function weekOf(date: string): Week {
  const start = addDays(date, -dayOfWeek(date));
  return { start, end: addDays(start, 6) };
}

/** The week `weeksAgo` weeks before the Pacific week of `now` (0 = this week). */
export function pacificWeek(now: Date, weeksAgo = 0): Week {
  const current = weekOf(pacificDate(now));
  const start = addDays(current.start, -7 * weeksAgo);
  return { start, end: addDays(start, 6) };
}

const pacificHourFormat = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: ORG_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }),
);

/** The instant a Pacific calendar date begins (00:00 in Los Angeles, PST or PDT). */
export function pacificMidnight(date: string): Date {
  for (const offset of [8, 7]) {
    const instant = new Date(`${date}T0${String(offset)}:00:00Z`);
    if (pacificDate(instant) === date && pacificHourFormat().format(instant) === '00') return instant;
  }
  return new Date(`${date}T08:00:00Z`);
}

/** Days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
