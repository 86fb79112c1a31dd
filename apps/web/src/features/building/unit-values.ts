import type { SortOrder } from './sort-header';
import { CHECKOUT_CONDITIONS, daysBetween, formatDay, TOOL_MESSAGES as M, type UnitCategory, type UnitRow } from '@goodhours/domain';
import { PORTAL_HOME } from './stock-paths';

/** A category's pages (document 3 §2.9): its list, a unit's page and its update-status form, its add form and daily log. */
export function unitPaths(category: UnitCategory) {
  const list = `${PORTAL_HOME}/${category === 'Tools' ? 'tools' : 'equipment'}`;
  return {
    list,
    unit: (unitId: string) => `${list}/${unitId}`,
    update: (unitId: string) => `${list}/${unitId}/update`,
    // The equipment page's add form starts on a new type; its units are the second choice.
    add: category === 'Tools' ? `${list}/add` : `${list}/add?add=units`,
    purchase: `${list}/purchase`,
    log: `${PORTAL_HOME}/tools/log`,
  };
}

/** What a category is called on its pages: Tools, Equipment; one of it: tool, equipment. */
export const categoryTitle = (category: UnitCategory) => (category === 'Tools' ? 'Tools' : 'Equipment');
export const unitNoun = (category: UnitCategory) => (category === 'Tools' ? 'tool' : 'equipment');

/** Whole days from `today` to a rental's due date (document 3 §4): 0 on the day, negative once past. */
export const rentalDaysLeft = (rentalDue: string, today: string): number => daysBetween(today, rentalDue);

/** Days left as a reader sees them: 'Expired' once the due date has passed. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft < 0) return M.expired;
  if (daysLeft === 0) return 'Due today';
  return daysLeft === 1 ? '1 day left' : `${String(daysLeft)} days left`;
}

/**
 * Whether a unit can be checked out now, as the daily log decides: not lost or waiting for repair
 * or replacement (document 3 §4's Lost and Needs Replacing, and issue 44's "broken units cannot
 * be checked out"), nobody holds it and it is still in use.
 */
export const isUnitAvailable = (row: UnitRow): boolean =>
  CHECKOUT_CONDITIONS.includes(row.condition) && row.holder === null && !row.retired;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A person as the unit's tables name them. */
export const personName = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : '—');

/** A date of the data, or a dash when there is none. */
export const dayOrDash = (date: string | null) => (date ? formatDay(date) : '—');

export type UnitSort = 'project' | 'name' | 'rentedOn' | 'rentalDue';

export type UnitOrder = SortOrder<UnitSort>;

const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Rows without the date sort last either way: a purchase has no rental dates to compare. */
function byDate(a: string | null, b: string | null, dir: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * dir;
}

/**
 * The rows loaded, in the order of a header (document 3 §4 'Sort toggles ascending and
 * descending'); ties fall back to project, name and code, the server's own order.
 */
export function sortUnits(rows: readonly UnitRow[], order: UnitOrder): UnitRow[] {
  const dir = order.dir === 'asc' ? 1 : -1;
  const fallback = (a: UnitRow, b: UnitRow) =>
    text(a.project.projectName, b.project.projectName) || text(a.type.name, b.type.name) || text(a.code, b.code);
  const primary = (a: UnitRow, b: UnitRow): number => {
    switch (order.sort) {
      case 'project':
        return text(a.project.projectName, b.project.projectName) * dir;
      case 'name':
        return text(a.type.name, b.type.name) * dir;
      case 'rentedOn':
        return byDate(a.rentedOn, b.rentedOn, dir);
      case 'rentalDue':
        return byDate(a.rentalDue, b.rentalDue, dir);
    }
  };
  return [...rows].sort((a, b) => primary(a, b) || fallback(a, b));
}
