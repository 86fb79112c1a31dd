import { z } from '../zod.js';
import { calendarDate } from '../contracts/common.js';
import { addDays, dayOfWeek, daysBetween, weekOf } from '../time/week.js';
import { REPORT_MESSAGES as M } from './messages.js';

/** The longest period a report covers. */
export const MAX_REPORT_DAYS = 366 * 10;

/**
 * A report's period, both days included (Pacific dates of work), in the query string:
 * `?from=2026-01-04&to=2026-11-28`. A reversed or too long range is refused with its message.
 */
export const reportPeriodQuery = z
  .object({ from: calendarDate(M.dateInvalid), to: calendarDate(M.dateInvalid) })
  .refine((p) => p.from <= p.to, { message: M.rangeReversed, path: ['to'] })
  .refine((p) => daysBetween(p.from, p.to) < MAX_REPORT_DAYS, { message: M.rangeTooLong, path: ['to'] });
export type ReportPeriod = z.output<typeof reportPeriodQuery>;

/**
 * How a period is read: its whole weeks (Sunday to Saturday) from the weekly rollup, and the
 * days of a partial first or last week from the entries themselves (at most 6 days each).
 * `weeks` names the Sundays of the first and last whole week, or is null when there is none.
 */
export interface PeriodParts {
  weeks: { first: string; last: string } | null;
  days: { from: string; to: string }[];
}

export function periodParts({ from, to }: ReportPeriod): PeriodParts {
  const first = dayOfWeek(from) === 0 ? from : addDays(weekOf(from).start, 7);
  const last = dayOfWeek(to) === 6 ? weekOf(to).start : addDays(weekOf(to).start, -7);
  if (first > last) return { weeks: null, days: [{ from, to }] };
  const days: PeriodParts['days'] = [];
  if (from < first) days.push({ from, to: addDays(first, -1) });
  if (addDays(last, 6) < to) days.push({ from: addDays(last, 7), to });
  return { weeks: { first, last }, days };
}

export type ChartGranularity = 'week' | 'month' | 'year';

/** Document 4 §10: by week up to 2 months, by month up to 2 years, by year beyond. */
export function chartGranularity({ from, to }: ReportPeriod): ChartGranularity {
  const days = daysBetween(from, to);
  if (days <= 62) return 'week';
  if (days <= 731) return 'month';
  return 'year';
}

/**
 * The chart bar a week falls in (decision 030): its Sunday for weeks, else the month or year its
 * Sunday is in, so a bar is always a set of whole weeks and opens onto exactly their entries.
 */
export function bucketOfWeek(weekStart: string, granularity: ChartGranularity): string {
  if (granularity === 'week') return weekStart;
  if (granularity === 'month') return `${weekStart.slice(0, 7)}-01`;
  return `${weekStart.slice(0, 4)}-01-01`;
}
