import { roundHours } from '@goodhours/domain';
/**
 * What a list of /reports shows, kept in the address so a report can be bookmarked and shared:
 * `?tab=people&q=ann&status=active&role=Volunteer&team=Kitchen&sort=tangible&dir=desc`. Values
 * left at their default are left out of the address; unknown ones are read as the default.
 */
export const REPORT_TABS = ['people', 'projects', 'teams'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type SortDir = 'asc' | 'desc';
/** A table's order: the column sorted by, and which way. */
export interface TableSort {
  sort: string;
  dir: SortDir;
}

export interface ListState {
  tab: ReportTab;
  q: string;
  status: StatusFilter;
  role: string | null;
  team: string | null;
  category: string | null;
  sort: string;
  dir: SortDir;
}

/** The search, filter and sort names a list uses in the address (the period's from/to are kept apart). */
const LIST_PARAMS = ['q', 'status', 'role', 'team', 'category', 'sort', 'dir'] as const;

/** How one list is searched, sorted and filtered. */
export interface ListSpec<T> {
  /** The text a search looks in: names, e-mail, teams, category... */
  haystack: (row: T) => string;
  /** The columns a list sorts by; `numeric` ones sort largest first on the first click. */
  sorts: Record<string, { value: (row: T) => string | number; numeric?: boolean }>;
  /** The row passes the list's filters (status and the others it has). */
  matches: (row: T, state: ListState) => boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export const DEFAULT_SORT = 'name';

/** A list's state from the address; `sortable` names the sort columns the tab offers. */
export function listStateFromParams(params: URLSearchParams, sortable: (tab: ReportTab) => readonly string[]): ListState {
  const tab = oneOf(REPORT_TABS, params.get('tab'), 'people');
  const sort = oneOf(sortable(tab), params.get('sort'), DEFAULT_SORT);
  return {
    tab,
    q: params.get('q') ?? '',
    status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
    role: params.get('role') || null,
    team: params.get('team') || null,
    category: params.get('category') || null,
    sort,
    dir: oneOf(['asc', 'desc'] as const, params.get('dir'), 'asc'),
  };
}

/**
 * The address after a change of the list's state: the other parameters (the period) kept, the
 * defaults left out. Changing tab starts the new list afresh (its own filters and sort).
 */
export function withListState(params: URLSearchParams, change: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.tab !== undefined) {
    for (const name of LIST_PARAMS) next.delete(name);
    if (change.tab === 'people') next.delete('tab');
    else next.set('tab', change.tab);
  }
  const set = (name: (typeof LIST_PARAMS)[number], value: string | null | undefined, fallback: string) => {
    if (value === undefined) return;
    if (value === null || value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set('q', change.q, '');
  set('status', change.status, 'all');
  set('role', change.role, '');
  set('team', change.team, '');
  set('category', change.category, '');
  set('sort', change.sort, DEFAULT_SORT);
  set('dir', change.dir, 'asc');
  return next;
}

/** The sort after a click on a column's header: the other way round on the same column. */
export function nextSort<T>(spec: Pick<ListSpec<T>, 'sorts'>, state: TableSort, column: string): TableSort {
  if (state.sort === column) return { sort: column, dir: state.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: spec.sorts[column]?.numeric ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The rows a list shows: those passing its filters whose text holds every word searched for,
 * in the chosen order (ties by name, so the order is stable).
 */
export function shownRows<T>(rows: readonly T[], spec: ListSpec<T>, state: ListState): T[] {
  const needles = words(state.q);
  const kept = rows.filter((row) => {
    if (!spec.matches(row, state)) return false;
    if (needles.length === 0) return true;
    const haystack = spec.haystack(row).toLowerCase();
    return needles.every((needle) => haystack.includes(needle));
  });
  return sortRows(kept, spec, state);
}

/** Rows in a table's order (ties by name, so the order is stable); sorts `rows` in place. */
export function sortRows<T>(rows: T[], spec: Pick<ListSpec<T>, 'sorts'>, state: TableSort): T[] {
  const by = spec.sorts[state.sort] ?? spec.sorts[DEFAULT_SORT];
  const byName = spec.sorts[DEFAULT_SORT];
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  const sign = state.dir === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    const first = by ? compare(by.value(a), by.value(b)) : 0;
    if (first !== 0) return sign * first;
    return byName ? compare(byName.value(a), byName.value(b)) : 0;
  });
}

/** The status filter on a row's active flag. */
export const statusMatches = (isActive: boolean, status: StatusFilter): boolean => status === 'all' || (status === 'active') === isActive;

/** The distinct values a filter offers, in order. */
export function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)].filter(Boolean).sort((a, b) => collator.compare(a, b));
}

/** Hours added without a float's tail: 0.1 + 0.2 is 0.3. */
export const sumHours = (...hours: number[]): number => roundHours(hours.reduce((a, b) => a + b, 0));
