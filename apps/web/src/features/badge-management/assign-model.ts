import {
  BADGE_ADMIN_MESSAGES as M,
  assignBadgesInput,
  mergeBadgeCollection,
  type BadgeCollectionItem,
  type UserMatch,
} from '@goodhours/domain';
import { isApiError } from '../../api/client';

/** One badge of a person's collection as PUT badge/assign sends it. */
export interface CollectionEdit {
  badgeId: string;
  count: number;
  earnedDates: string[];
}

/** A person as the assign form finds them: a name, an e-mail to tell namesakes apart. */
export type Person = Pick<UserMatch, 'id' | 'firstName' | 'lastName' | 'email'>;

const clean = (text: string) => text.trim().toLowerCase();

/** Why an assignment cannot be sent yet (document 1 §5): both names, then at least one badge. */
export function assignProblem(firstName: string, lastName: string, badgeIds: readonly string[]): string | null {
  if (!firstName.trim() || !lastName.trim()) return M.noName;
  if (badgeIds.length === 0) return M.noBadges;
  return null;
}

/** The people whose first and last names are these, ignoring case and surrounding spaces. */
export function peopleNamed<P extends Pick<Person, 'firstName' | 'lastName'>>(
  people: readonly P[],
  firstName: string,
  lastName: string,
): P[] {
  const first = clean(firstName);
  const last = clean(lastName);
  return people.filter((p) => clean(p.firstName) === first && clean(p.lastName) === last);
}

/** The collection as it is sent back: each badge with its count and dates. */
export function collectionOf(items: readonly BadgeCollectionItem[]): CollectionEdit[] {
  return items.map((item) => ({ badgeId: item.badge.id, count: item.count, earnedDates: [...item.earnedDates] }));
}

/**
 * The whole collection after giving the chosen badges: a badge already held is earned once more
 * (count + 1), a new one starts at 1; a badge chosen twice counts twice. The server dates each
 * added award today.
 */
export function withBadgesAdded(items: readonly BadgeCollectionItem[], badgeIds: readonly string[]): CollectionEdit[] {
  return mergeBadgeCollection([...collectionOf(items), ...badgeIds.map((badgeId) => ({ badgeId, count: 1, earnedDates: [] }))]);
}

/** One row of the collection editor: the count as typed and the dates as a comma list. */
export interface CollectionRow {
  badgeId: string;
  badgeName: string;
  count: number | string;
  dates: string;
}

export function rowsOf(items: readonly BadgeCollectionItem[]): CollectionRow[] {
  return items.map((item) => ({
    badgeId: item.badge.id,
    badgeName: item.badge.badgeName,
    count: item.count,
    dates: item.earnedDates.join(', '),
  }));
}

/** A comma (or space) separated list of dates, empty parts left out. */
export function datesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);
}

export type RowErrors = Record<string, { count?: string; dates?: string }>;
export type CollectionCheck = { ok: true; collection: CollectionEdit[] } | { ok: false; errors: RowErrors };

/** Checks the edited rows with the server's schema; errors are keyed by badge id. */
export function checkCollection(rows: readonly CollectionRow[]): CollectionCheck {
  const body = {
    badgeCollection: rows.map((r) => ({
      badgeId: r.badgeId,
      count: typeof r.count === 'number' ? r.count : r.count.trim() === '' ? null : Number(r.count),
      earnedDates: datesOf(r.dates),
    })),
  };
  const parsed = assignBadgesInput.safeParse(body);
  if (parsed.success) return { ok: true, collection: parsed.data.badgeCollection };
  const errors: RowErrors = {};
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    const row = typeof index === 'number' ? rows[index] : undefined;
    if (!row) continue;
    const key = field === 'earnedDates' ? 'dates' : 'count';
    const entry = (errors[row.badgeId] ??= {});
    entry[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** What a failed look-up or save says: the server's reason, else 'Oops, something is wrong!'. */
export function failureText(error: unknown): string {
  return isApiError(error) && !error.isServerFailure ? error.message : M.generic;
}

/** Said when several people share the name typed. */
export const SEVERAL_PEOPLE = 'Several people have this name: choose one by e-mail.';
