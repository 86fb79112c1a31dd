import {
  addDays,
  bucketOfWeek,
  dayOfWeek,
  formatDay,
  reportPeriodQuery,
  weekOf,
  type ChartGranularity,
  type ReportPeriod,
} from '@goodhours/domain';

/** The periods a report offers by name; any other is a custom one. */
export type PeriodPreset = 'thisWeek' | 'lastWeek' | 'last4Weeks' | 'last12Weeks' | 'thisYear' | 'last12Months';

export const PERIOD_PRESETS: { value: PeriodPreset; label: string }[] = [
  { value: 'thisWeek', label: 'This week' },
  { value: 'lastWeek', label: 'Last week' },
  { value: 'last4Weeks', label: 'Last 4 weeks' },
  { value: 'last12Weeks', label: 'Last 12 weeks' },
  { value: 'thisYear', label: 'This year' },
  { value: 'last12Months', label: 'Last 12 months' },
];

/** The first day of the month `months` months after (or before) the month of `date`. */
function monthStart(date: string, months = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

/** The first Sunday on or after `date`. */
const sundayFrom = (date: string) => addDays(date, (7 - dayOfWeek(date)) % 7);
/** The last Sunday on or before `date`. */
const sundayUntil = (date: string) => addDays(date, -dayOfWeek(date));

/**
 * A named period on `today` (a Pacific date). Week presets are whole weeks, Sunday to Saturday,
 * ending with this week. This year runs from 1 January to today. The last 12 months are this
 * month and the 11 before as the chart counts them (decision 030): from the first Sunday of the
 * first month, so each of the 12 bars is whole.
 */
export function presetPeriod(preset: PeriodPreset, today: string): ReportPeriod {
  const week = weekOf(today);
  const lastWeeks = (n: number) => ({ from: addDays(week.start, -7 * (n - 1)), to: week.end });
  switch (preset) {
    case 'thisWeek':
      return { from: week.start, to: week.end };
    case 'lastWeek':
      return { from: addDays(week.start, -7), to: addDays(week.end, -7) };
    case 'last4Weeks':
      return lastWeeks(4);
    case 'last12Weeks':
      return lastWeeks(12);
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last12Months':
      return { from: sundayFrom(monthStart(today, -11)), to: today };
  }
}

/** The preset a period is, on `today`, or null for a custom one. */
export function presetOf(period: ReportPeriod, today: string): PeriodPreset | null {
  const found = PERIOD_PRESETS.find(({ value }) => {
    const p = presetPeriod(value, today);
    return p.from === period.from && p.to === period.to;
  });
  return found?.value ?? null;
}

export type ParsedPeriod = { period: ReportPeriod; problem: null } | { period: ReportPeriod; problem: string };

/**
 * The period in a report's address (`?from=…&to=…`), or `fallback` when there is none. One that
 * is not valid falls back too, with the reason, so the page can say why.
 */
export function periodFromParams(params: URLSearchParams, fallback: ReportPeriod): ParsedPeriod {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return { period: fallback, problem: null };
  const parsed = reportPeriodQuery.safeParse({ from, to });
  if (parsed.success) return { period: parsed.data, problem: null };
  return { period: fallback, problem: parsed.error.issues[0]?.message ?? 'The period is not valid.' };
}

/** 'Sep-01-26 to Nov-17-26'. */
export const periodLabel = (p: ReportPeriod): string => `${formatDay(p.from)} to ${formatDay(p.to)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A chart bar's label: its Sunday for a week ('Nov 8'), 'Nov 2026' for a month, '2026' for a year. */
export function bucketLabel(bucket: string, granularity: ChartGranularity): string {
  const [year, month, day] = bucket.split('-').map(Number) as [number, number, number];
  const monthName = MONTHS[month - 1] ?? '?';
  if (granularity === 'week') return `${monthName} ${String(day)}`;
  if (granularity === 'month') return `${monthName} ${String(year)}`;
  return String(year);
}

/**
 * The days a chart bar stands for (decision 030): its whole weeks, from its first Sunday to its
 * last Saturday (a month's bar: the weeks whose Sunday is in that month), clipped to the period
 * the chart shows.
 */
export function barPeriod(bucket: string, granularity: ChartGranularity, shown: ReportPeriod): ReportPeriod {
  let first = bucket;
  let lastSunday = bucket;
  if (granularity === 'month') {
    first = sundayFrom(bucket);
    lastSunday = sundayUntil(addDays(monthStart(bucket, 1), -1));
  } else if (granularity === 'year') {
    first = sundayFrom(bucket);
    lastSunday = sundayUntil(`${bucket.slice(0, 4)}-12-31`);
  }
  // The period's first bar also holds the days before its first Sunday (the server counts the
  // period's first week in the period's first month or year).
  if (granularity !== 'week' && bucketOfWeek(shown.from, granularity) === bucket) first = shown.from;
  const from = first < shown.from ? shown.from : first;
  const last = addDays(lastSunday, 6);
  const to = last > shown.to ? shown.to : last;
  return { from, to };
}

/** A file name's part for a period: '2026-09-01-to-2026-11-17'. */
export const periodSlug = (p: ReportPeriod): string => `${p.from}-to-${p.to}`;
