import { describe, expect, it } from 'vitest';
import {
  arrangeMembers,
  canHideTeamMember,
  isBoldInTeamList,
  nextDateAddedSort,
  nextMemberFilter,
  sortMembers,
  teamRoleRank,
  type OrderedMember,
} from './member-order.js';

const member = (firstName: string, role: string, addDateTime: string, isActive = true): OrderedMember => ({
  firstName,
  lastName: 'Tester',
  role,
  isActive,
  addDateTime,
});

const vol = member('Vera', 'Volunteer', '2026-01-03T00:00:00Z');
const owner = member('Olga', 'Owner', '2026-01-05T00:00:00Z');
const manager = member('Mia', 'Manager', '2026-01-01T00:00:00Z');
const core = member('Cal', 'Core Team', '2026-01-04T00:00:00Z', false);
const admin = member('Ada', 'Administrator', '2026-01-02T00:00:00Z');
const mentor = member('Max', 'Mentor', '2026-01-06T00:00:00Z');
const assistant = member('Ana', 'Assistant Manager', '2026-01-07T00:00:00Z', false);
const guest = member('Gus', 'Site Lead', '2026-01-08T00:00:00Z');
const all = [vol, owner, manager, core, admin, mentor, assistant, guest];

describe('team member order', () => {
  it('groups unsorted members by role: owner, administrator, core team, manager, mentor, assistant manager, volunteer', () => {
    expect(sortMembers(all, 'none').map((m) => m.role)).toEqual([
      'Owner',
      'Administrator',
      'Core Team',
      'Manager',
      'Mentor',
      'Assistant Manager',
      'Volunteer',
      'Site Lead',
    ]);
    expect(teamRoleRank('Site Lead')).toBeGreaterThan(teamRoleRank('Volunteer'));
  });

  it('orders by name inside a role group', () => {
    const volunteers = [member('Zed', 'Volunteer', '2026-01-01T00:00:00Z'), member('Amy', 'Volunteer', '2026-01-02T00:00:00Z')];
    expect(sortMembers(volunteers, 'none').map((m) => m.firstName)).toEqual(['Amy', 'Zed']);
  });

  it('sorts by date added ascending and descending', () => {
    const asc = sortMembers(all, 'asc').map((m) => m.firstName);
    expect(asc).toEqual(['Mia', 'Ada', 'Vera', 'Cal', 'Olga', 'Max', 'Ana', 'Gus']);
    expect(sortMembers(all, 'desc').map((m) => m.firstName)).toEqual([...asc].reverse());
  });

  it('does not change the list it was given', () => {
    const copy = [...all];
    sortMembers(all, 'desc');
    expect(all).toEqual(copy);
  });
});

describe('member list filter and sort cycles', () => {
  it('cycles the filter Inactive, Active, See All', () => {
    expect(nextMemberFilter('inactive')).toBe('active');
    expect(nextMemberFilter('active')).toBe('all');
    expect(nextMemberFilter('all')).toBe('inactive');
  });

  it('cycles the date-added sort unsorted, ascending, descending', () => {
    expect(nextDateAddedSort('none')).toBe('asc');
    expect(nextDateAddedSort('asc')).toBe('desc');
    expect(nextDateAddedSort('desc')).toBe('none');
  });

  it('shows only active, only inactive, or everyone', () => {
    expect(arrangeMembers(all, { filter: 'inactive', sort: 'none' }).map((m) => m.firstName)).toEqual(['Cal', 'Ana']);
    expect(arrangeMembers(all, { filter: 'active', sort: 'none' })).toHaveLength(6);
    expect(arrangeMembers(all, { filter: 'all', sort: 'none' })).toHaveLength(8);
  });
});

describe('how roles look and what the visibility toggle may do', () => {
  it('puts Managers, Mentors and Assistant Managers in bold', () => {
    expect(['Manager', 'Mentor', 'Assistant Manager'].every(isBoldInTeamList)).toBe(true);
    expect(['Owner', 'Administrator', 'Core Team', 'Volunteer'].some(isBoldInTeamList)).toBe(false);
  });

  it('never hides an Owner, Administrator or Core Team member', () => {
    expect(['Owner', 'Administrator', 'Core Team'].some(canHideTeamMember)).toBe(false);
    expect(['Manager', 'Mentor', 'Assistant Manager', 'Volunteer'].every(canHideTeamMember)).toBe(true);
  });
});
