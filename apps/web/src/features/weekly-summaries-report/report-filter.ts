import { hoursBand, isOverCommitment, type HoursBand, type SummariesFilter, type SummariesReportRow } from '@goodhours/domain';
import { notesToText } from '../time-entries';
import type { BioStatus } from './report-url-state';

export const BAND_LABELS: Record<HoursBand, string> = {
  under: 'Under commitment',
  green: 'Green: met',
  darkgreen: 'Dark green: 1.25× or more',
  fuchsia: 'Fuchsia: 1.5× or more',
  purple: 'Purple: 1.75× or more',
};

export const BIO_LABELS: Record<BioStatus, string> = { posted: 'Posted', default: 'Not requested', requested: 'Requested' };

export const fullName = (row: Pick<SummariesReportRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`;

export const bandOf = (row: SummariesReportRow): HoursBand => hoursBand(row.tangibleHours, row.weeklyCommittedHours);

const plainTexts = new WeakMap<SummariesReportRow, string>();

/** A summary's plain text (for the search and the exports), read once per row answered. */
export function summaryText(row: SummariesReportRow): string {
  let text = plainTexts.get(row);
  if (text === undefined) {
    text = row.summary ? notesToText(row.summary) : '';
    plainTexts.set(row, text);
  }
  return text;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** What the search looks in: name, e-mail, team code and the summary's text. */
const haystack = (row: SummariesReportRow) =>
  `${fullName(row)} ${row.email} ${row.teamCode} ${row.summary ? summaryText(row) : ''}`.toLowerCase();

/**
 * Whether a person passes the filter: one of the chosen values of each list filter (none chosen
 * lets everyone through), the switches, and every word searched for somewhere in their text.
 */
export function matchesFilter(row: SummariesReportRow, filter: SummariesFilter): boolean {
  const anyOf = <T>(chosen: readonly T[], value: T) => chosen.length === 0 || chosen.includes(value);
  if (!anyOf(filter.teamCodes, row.teamCode)) return false;
  if (!anyOf(filter.colours, row.weeklySummaryOption)) return false;
  if (!anyOf(filter.bioStatuses, row.bioPosted)) return false;
  if (!anyOf(filter.hoursBands, bandOf(row))) return false;
  if (filter.overCommitment && !isOverCommitment(row.tangibleHours, row.weeklyCommittedHours)) return false;
  if (filter.badgesThisWeek && row.badgesThisWeek <= 0) return false;
  const needles = words(filter.search);
  if (needles.length === 0) return true;
  const text = haystack(row);
  return needles.every((needle) => text.includes(needle));
}

export const filterRows = (rows: readonly SummariesReportRow[], filter: SummariesFilter): SummariesReportRow[] =>
  rows.filter((row) => matchesFilter(row, filter));

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The distinct non-empty values, in order, with those already chosen kept even when no row has them. */
export function optionsOf(values: Iterable<string>, chosen: readonly string[] = []): string[] {
  return [...new Set([...values, ...chosen])].filter(Boolean).sort((a, b) => collator.compare(a, b));
}

/** The e-mail addresses of the people shown, in their order. */
export const emailsOf = (rows: readonly SummariesReportRow[]): string[] => rows.map((row) => row.email).filter(Boolean);
