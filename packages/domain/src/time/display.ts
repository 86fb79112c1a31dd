/**
 * How dates, moments and hours read everywhere in the app (one format each, decision 024):
 * - a calendar day (a date of work, a due date, a start date) is MMM-DD-YY, the spec's format
 *   (document 1 §9): Nov-21-26; with its weekday where a list of days needs it: Sat Nov-21-26;
 * - a moment (when something was sent, changed, suggested) is that day and the time of day in the
 *   organisation's zone, which says so: Nov-21-26 4:05 PM PT;
 * - hours are shown with two decimals, grouped by thousands: 1.75, 20.00, 1,234.50.
 */
import { ORG_TIME_ZONE } from './week.js';
import { onFirstUse } from './on-first-use.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A `YYYY-MM-DD` calendar day as MMM-DD-YY. A day stored as a timestamp (a task's due date is kept
 * at midnight UTC of the day typed) is read by its date part, the day that was typed.
 */
export function formatDay(date: string, options: { weekday?: boolean } = {}): string {
  const [year, month, dayOfMonth] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const text = `${MONTHS[month - 1] ?? '?'}-${String(dayOfMonth).padStart(2, '0')}-${String(year % 100).padStart(2, '0')}`;
  if (!options.weekday) return text;
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay()] ?? ''} ${text}`;
}

const pacificParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: ORG_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

function partsOf(instant: Date): Record<string, string> {
  return Object.fromEntries(
    pacificParts()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
}

function pacificDay(instant: Date): string {
  const p = partsOf(instant);
  return `${p.year ?? ''}-${p.month ?? ''}-${p.day ?? ''}`;
}

/** An instant (Date or ISO text) as its Pacific day and time: Nov-21-26 4:05 PM PT. */
export function formatMoment(instant: Date | string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const p = partsOf(at);
  return `${formatDay(pacificDay(at))} ${p.hour ?? ''}:${p.minute ?? ''} ${p.dayPeriod ?? ''} PT`;
}

/** Hours to the hundredth, as every hours figure is counted and shown. */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

/**
 * Seconds as hours to the hundredth: the one way seconds become hours (decision 061). Divided by
 * 36 rather than by 3600 and then multiplied by 100, so a half hundredth is exact and rounds up
 * (522 s is 0.145 h: 0.15, where `roundHours(522 / 3600)` gives 0.14). Its SQL twin is
 * `hoursFromSecondsSql` in apps/server/src/db/hours.ts, which gives the same number for every count.
 */
export const hoursFromSeconds = (seconds: number): number => Math.round(seconds / 36) / 100;

const hoursFormat = onFirstUse(() => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Hours with two decimals: 1.75, 20.00, 1,234.50. */
export function formatHours(hours: number): string {
  return hoursFormat().format(hours);
}
