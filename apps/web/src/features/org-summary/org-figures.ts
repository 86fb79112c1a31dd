import type { OrgSummary } from '@goodhours/domain';
import { sumHours } from '../reports';
import type { FigureKind } from './change';

/** Which entries a figure opens: all the period's, or its tangible or intangible ones. */
export type FigureRows = 'all' | 'tangible' | 'intangible';

/** One figure of the summary, in this period and the compared one. */
export interface Figure {
  label: string;
  /** What is counted, in words. */
  hint: string;
  kind: FigureKind;
  current: number;
  previous: number;
  /** Whether more is better: what colours the change (its words say it as well). */
  higherIsBetter: boolean;
  /** Of how many, in this period and the compared one (teams with hours of all teams). */
  of?: { current: number; previous: number };
  rows?: FigureRows;
}

type Figures = OrgSummary['current'];

const figure = (
  s: OrgSummary,
  label: string,
  hint: string,
  kind: FigureKind,
  read: (f: Figures) => number,
  more: Partial<Pick<Figure, 'higherIsBetter' | 'of' | 'rows'>> = {},
): Figure => ({ label, hint, kind, current: read(s.current), previous: read(s.previous), higherIsBetter: true, ...more });

/** The summary's figures, in the order of the page and of its exports. */
export function orgFigures(s: OrgSummary): Figure[] {
  const total = (f: Figures) => sumHours(f.hours.tangibleHours, f.hours.intangibleHours);
  return [
    figure(
      s,
      'Active volunteers',
      'People with 10 or more tangible hours in the period (the 10-hour rule)',
      'count',
      (f) => f.volunteers.active,
    ),
    figure(s, 'New volunteers', 'Accounts created in the period', 'count', (f) => f.volunteers.new),
    figure(s, 'Leaving volunteers', 'People whose end date falls in the period', 'count', (f) => f.volunteers.leaving, {
      higherIsBetter: false,
    }),
    figure(s, 'Total active', 'Active accounts today: the same for both periods', 'count', (f) => f.volunteers.total),
    figure(s, 'Tangible hours', 'Hours logged in the period that count toward commitments', 'hours', (f) => f.hours.tangibleHours, {
      rows: 'tangible',
    }),
    figure(
      s,
      'Intangible hours',
      'Hours logged in the period that do not count toward commitments',
      'hours',
      (f) => f.hours.intangibleHours,
      {
        rows: 'intangible',
      },
    ),
    figure(s, 'Total hours', 'Tangible and intangible hours together', 'hours', total, { rows: 'all' }),
    figure(s, 'Tasks completed', 'Tasks marked complete in the period', 'count', (f) => f.tasksCompleted),
    figure(s, 'Teams with hours', 'Active teams with a member who logged time in the period', 'count', (f) => f.teams.withHours, {
      of: { current: s.current.teams.total, previous: s.previous.teams.total },
    }),
    figure(s, 'Blue squares', 'Blue squares dated in the period', 'count', (f) => f.blueSquares, { higherIsBetter: false }),
    figure(s, 'Badges earned', 'Badges earned in the period', 'count', (f) => f.badgesEarned),
  ];
}

/** A row of a table of this period beside the compared one: a name and what each period has for it. */
export interface Paired<T> {
  name: string;
  current: T | null;
  previous: T | null;
}

/** Rows of both periods by name: this period's in its order, then those only the compared one has. */
function pair<T>(current: readonly T[], previous: readonly T[], name: (row: T) => string): Paired<T>[] {
  const before = new Map(previous.map((row) => [name(row), row]));
  const rows: Paired<T>[] = current.map((row) => ({ name: name(row), current: row, previous: before.get(name(row)) ?? null }));
  const seen = new Set(rows.map((r) => r.name));
  for (const row of previous) if (!seen.has(name(row))) rows.push({ name: name(row), current: null, previous: row });
  return rows;
}

type Hours = { tangibleHours: number; intangibleHours: number };
const totalOf = (h: Hours | null) => (h ? sumHours(h.tangibleHours, h.intangibleHours) : 0);

/** A category's or role's hours in this period beside the compared period's total. */
export interface HoursRow {
  name: string;
  tangibleHours: number;
  intangibleHours: number;
  total: number;
  previousTotal: number;
}

const hoursRow = ({ name, current, previous }: Paired<Hours>): HoursRow => ({
  name,
  tangibleHours: current?.tangibleHours ?? 0,
  intangibleHours: current?.intangibleHours ?? 0,
  total: totalOf(current),
  previousTotal: totalOf(previous),
});

export function categoryRows(s: OrgSummary): HoursRow[] {
  return pair(s.current.byCategory, s.previous.byCategory, (c) => c.category).map(hoursRow);
}

/** A role's hours, and how many people of that role logged time, in both periods. */
export interface RoleRow extends HoursRow {
  people: number;
  previousPeople: number;
}

export function roleRows(s: OrgSummary): RoleRow[] {
  return pair(s.current.byRole, s.previous.byRole, (r) => r.role).map((p) => ({
    ...hoursRow(p),
    people: p.current?.people ?? 0,
    previousPeople: p.previous?.people ?? 0,
  }));
}

/** The period's hours in all, as a row beside the categories'. */
export function allHoursRow(s: OrgSummary): HoursRow {
  return hoursRow({ name: 'All categories', current: s.current.hours, previous: s.previous.hours });
}

/** A count of this period beside the compared one's, by name (a badge, a country). */
export interface CountRow {
  name: string;
  count: number;
  previous: number;
}

const countRows = <T>(current: readonly T[], previous: readonly T[], name: (row: T) => string, count: (row: T) => number): CountRow[] =>
  pair(current, previous, name).map((p) => ({
    name: p.name,
    count: p.current ? count(p.current) : 0,
    previous: p.previous ? count(p.previous) : 0,
  }));

export const badgeRows = (s: OrgSummary): CountRow[] =>
  countRows(
    s.current.badges,
    s.previous.badges,
    (b) => b.badgeName,
    (b) => b.count,
  );

/** The volunteers active by the 10-hour rule, by the country they live in. */
export const countryRows = (s: OrgSummary): CountRow[] =>
  countRows(
    s.current.byCountry,
    s.previous.byCountry,
    (c) => c.country,
    (c) => c.volunteers,
  );
