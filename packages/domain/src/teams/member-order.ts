import { LEADER_ROLES, ROLES } from '../roles.js';

/** What the member list rules need to know about a member. */
export interface OrderedMember {
  firstName: string;
  lastName: string;
  role: string;
  isActive: boolean;
  addDateTime: string;
}

/** The member list filter cycles Inactive, Active, See All (document 1 §4); it opens on Active. */
export type MemberFilter = 'active' | 'all' | 'inactive';
/** The date-added sort cycles unsorted (grouped by role), ascending, descending (document 1 §4). */
export type DateAddedSort = 'none' | 'asc' | 'desc';

export const MEMBER_FILTER_LABELS: Readonly<Record<MemberFilter, string>> = {
  inactive: 'Inactive',
  active: 'Active',
  all: 'See All',
};

const FILTER_CYCLE: readonly MemberFilter[] = ['inactive', 'active', 'all'];
const SORT_CYCLE: readonly DateAddedSort[] = ['none', 'asc', 'desc'];

function next<T>(cycle: readonly T[], current: T): T {
  return cycle[(cycle.indexOf(current) + 1) % cycle.length] ?? current;
}

export const nextMemberFilter = (current: MemberFilter): MemberFilter => next(FILTER_CYCLE, current);
export const nextDateAddedSort = (current: DateAddedSort): DateAddedSort => next(SORT_CYCLE, current);

/**
 * Team listing role order (document 1 §6): owner, administrator, core team, manager, mentor,
 * assistant manager, volunteer; roles outside the built-in list come last.
 */
export function teamRoleRank(role: string): number {
  const rank = (ROLES as readonly string[]).indexOf(role);
  return rank === -1 ? ROLES.length : rank;
}

/** Managers, Mentors and Assistant Managers appear in bold (document 1 §6). */
export function isBoldInTeamList(role: string): boolean {
  return (LEADER_ROLES as readonly string[]).includes(role);
}

/** The visibility toggle never reduces visibility for Owner, Administrator or Core Team (document 1 §6). */
export function canHideTeamMember(role: string): boolean {
  return role !== 'Owner' && role !== 'Administrator' && role !== 'Core Team';
}

export function filterMembers<M extends OrderedMember>(members: readonly M[], filter: MemberFilter): M[] {
  if (filter === 'all') return [...members];
  return members.filter((m) => m.isActive === (filter === 'active'));
}

const byName = (a: OrderedMember, b: OrderedMember) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);

const byRole = (a: OrderedMember, b: OrderedMember) => teamRoleRank(a.role) - teamRoleRank(b.role) || a.role.localeCompare(b.role);

const byDate = (a: OrderedMember, b: OrderedMember) => Date.parse(a.addDateTime) - Date.parse(b.addDateTime);

/** Unsorted means grouped by role (then by name); otherwise by date added, ties by name. */
export function sortMembers<M extends OrderedMember>(members: readonly M[], sort: DateAddedSort): M[] {
  const out = [...members];
  if (sort === 'none') return out.sort((a, b) => byRole(a, b) || byName(a, b));
  const direction = sort === 'asc' ? 1 : -1;
  return out.sort((a, b) => direction * byDate(a, b) || byName(a, b));
}

/** What the member list shows: the filter, then the order. */
export function arrangeMembers<M extends OrderedMember>(members: readonly M[], view: { filter: MemberFilter; sort: DateAddedSort }): M[] {
  return sortMembers(filterMembers(members, view.filter), view.sort);
}
