import { HOURS_BANDS, weekOf, type HoursBand, type SummariesFilter } from '@goodhours/domain';
import { isCalendarDate, WEEK_TABS, type WeekTab } from './report-weeks';

/**
 * What the report shows, kept in the address so a reload or a shared link shows the same:
 * `?tab=older&week=2026-10-04&team=B-EBV&team=S-DEV&bio=default&band=purple&over=1&badges=1&q=ann&saved={id}`.
 * Values left at their default are left out; unknown ones are read as the default.
 */
export interface ReportState {
  tab: WeekTab;
  /** The Sunday of the older week chosen ('older' tab only). */
  week: string | null;
  filter: SummariesFilter;
  /** The saved filter last applied or saved, shown in the saved filters' list. */
  saved: string | null;
}

export const BIO_STATUSES = ['posted', 'default', 'requested'] as const;
export type BioStatus = (typeof BIO_STATUSES)[number];

export const EMPTY_FILTER: SummariesFilter = {
  teamCodes: [],
  colours: [],
  bioStatuses: [],
  hoursBands: [],
  overCommitment: false,
  badgesThisWeek: false,
  search: '',
};

const LIST_PARAMS = { teamCodes: 'team', colours: 'colour', bioStatuses: 'bio', hoursBands: 'band' } as const;
const FILTER_PARAMS = [...Object.values(LIST_PARAMS), 'over', 'badges', 'q'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T => values.includes(value as T);
const distinctValues = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

export function stateFromParams(params: URLSearchParams): ReportState {
  const tabParam = params.get('tab');
  const tab: WeekTab = oneOf(WEEK_TABS, tabParam) ? tabParam : 'this';
  const week = params.get('week');
  return {
    tab,
    week: tab === 'older' && week && isCalendarDate(week) ? weekOf(week).start : null,
    filter: {
      teamCodes: distinctValues(params.getAll('team')),
      colours: distinctValues(params.getAll('colour')),
      bioStatuses: distinctValues(params.getAll('bio')).filter((v): v is BioStatus => oneOf(BIO_STATUSES, v)),
      hoursBands: distinctValues(params.getAll('band')).filter((v): v is HoursBand => oneOf(HOURS_BANDS, v)),
      overCommitment: params.get('over') === '1',
      badgesThisWeek: params.get('badges') === '1',
      search: params.get('q') ?? '',
    },
    saved: params.get('saved') || null,
  };
}

/** The filter's part of an address, alone (defaults left out). */
function writeFilter(next: URLSearchParams, filter: SummariesFilter): void {
  for (const name of FILTER_PARAMS) next.delete(name);
  for (const [key, name] of Object.entries(LIST_PARAMS) as [keyof typeof LIST_PARAMS, string][]) {
    for (const value of filter[key]) next.append(name, value);
  }
  if (filter.overCommitment) next.set('over', '1');
  if (filter.badgesThisWeek) next.set('badges', '1');
  if (filter.search) next.set('q', filter.search);
}

export interface StateChange {
  tab?: WeekTab;
  /** Any day of the older week; its Sunday is kept. */
  week?: string;
  filter?: Partial<SummariesFilter>;
  saved?: string | null;
}

/** The address after a change: what is not changed is kept, the defaults left out. */
export function withState(params: URLSearchParams, change: StateChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = stateFromParams(params);
  if (change.tab !== undefined) {
    if (change.tab === 'this') next.delete('tab');
    else next.set('tab', change.tab);
    if (change.tab !== 'older') next.delete('week');
  }
  if (change.week !== undefined && isCalendarDate(change.week)) next.set('week', weekOf(change.week).start);
  if (change.filter) writeFilter(next, { ...current.filter, ...change.filter });
  if (change.saved !== undefined) {
    if (change.saved) next.set('saved', change.saved);
    else next.delete('saved');
  }
  return next;
}

/** The same filter whatever the order of its values (a saved filter against what is shown). */
export function sameFilter(a: SummariesFilter, b: SummariesFilter): boolean {
  const sorted = (values: readonly string[]) => [...values].sort();
  const norm = (f: SummariesFilter) =>
    JSON.stringify([
      sorted(f.teamCodes),
      sorted(f.colours),
      sorted(f.bioStatuses),
      sorted(f.hoursBands),
      f.overCommitment,
      f.badgesThisWeek,
      f.search.trim(),
    ]);
  return norm(a) === norm(b);
}
