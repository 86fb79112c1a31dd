import { comparisonPeriod, daysBetween, ORG_COMPARISONS, type OrgComparison, type ReportPeriod } from '@goodhours/domain';
import { periodLabel } from '../reports';

/** The periods a summary is compared with, as the Compare with select names them. */
export const COMPARE_OPTIONS: { value: OrgComparison; label: string }[] = [
  { value: 'period', label: 'The period before' },
  { value: 'week', label: 'The same days a week earlier' },
  { value: 'month', label: 'The same days a month earlier' },
  { value: 'year', label: 'The same days a year earlier' },
];

/** The comparison in the address (`?compare=week`); none, or one not known, is the period before. */
export function compareFromParams(params: URLSearchParams): OrgComparison {
  const value = params.get('compare');
  return ORG_COMPARISONS.find((c) => c === value) ?? 'period';
}

/** 'the 4 weeks before', 'the 10 days before', 'the day before'. */
function lengthBefore(days: number): string {
  if (days % 7 === 0) return days === 7 ? 'the week before' : `the ${String(days / 7)} weeks before`;
  return days === 1 ? 'the day before' : `the ${String(days)} days before`;
}

const EARLIER: Record<Exclude<OrgComparison, 'period'>, string> = {
  week: 'the same days a week earlier',
  month: 'the same days a month earlier',
  year: 'the same days a year earlier',
};

/**
 * The compared period in words: 'Oct-04-26 to Oct-31-26, the 4 weeks before'; one that overlaps
 * the period (a week earlier than four weeks) says so.
 */
export function comparisonWords(period: ReportPeriod, compare: OrgComparison): string {
  const compared = comparisonPeriod(period, compare);
  const which = compare === 'period' ? lengthBefore(daysBetween(period.from, period.to) + 1) : EARLIER[compare];
  const overlap = compared.to >= period.from ? ' (it overlaps this period)' : '';
  return `${periodLabel(compared)}, ${which}${overlap}`;
}
