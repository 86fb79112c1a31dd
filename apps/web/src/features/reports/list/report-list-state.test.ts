import { describe, expect, it } from 'vitest';
import { PEOPLE_LIST, PROJECT_LIST, sortableColumns } from './report-list-specs';
import { listStateFromParams, nextSort, shownRows, sumHours, withListState } from './report-list-state';
import { PEOPLE, PROJECTS } from './reports-test-data';

const read = (search: string) => listStateFromParams(new URLSearchParams(search), sortableColumns);
const people = (search: string) => shownRows(PEOPLE, PEOPLE_LIST, read(search)).map((p) => p.firstName);

describe('a report list’s state in the address', () => {
  it('reads the tab, search, filters and sort, and the default for anything unknown', () => {
    expect(read('')).toEqual({ tab: 'people', q: '', status: 'all', role: null, team: null, category: null, sort: 'name', dir: 'asc' });
    expect(read('tab=projects&q=garden&status=inactive&category=Food&sort=activePeople&dir=desc')).toMatchObject({
      tab: 'projects',
      q: 'garden',
      status: 'inactive',
      category: 'Food',
      sort: 'activePeople',
      dir: 'desc',
    });
    // activePeople is a projects column, not a people one.
    expect(read('tab=everything&status=gone&sort=activePeople&dir=up')).toMatchObject({
      tab: 'people',
      status: 'all',
      sort: 'name',
      dir: 'asc',
    });
  });

  it('writes only what differs from the default, keeps the period, and starts a new tab afresh', () => {
    const start = new URLSearchParams('from=2026-09-06&to=2026-11-28&q=ann&sort=total&dir=desc');
    expect(withListState(start, { status: 'active', role: 'Volunteer' }).toString()).toBe(
      'from=2026-09-06&to=2026-11-28&q=ann&sort=total&dir=desc&status=active&role=Volunteer',
    );
    expect(withListState(start, { q: '', sort: 'name', dir: 'asc' }).toString()).toBe('from=2026-09-06&to=2026-11-28');
    expect(withListState(start, { tab: 'teams' }).toString()).toBe('from=2026-09-06&to=2026-11-28&tab=teams');
    expect(withListState(new URLSearchParams('tab=teams'), { tab: 'people' }).toString()).toBe('');
  });

  it('sorts a new column by name A to Z, by hours largest first, and the other way on a second click', () => {
    const state = read('');
    expect(nextSort(PEOPLE_LIST, state, 'role')).toEqual({ sort: 'role', dir: 'asc' });
    expect(nextSort(PEOPLE_LIST, state, 'tangible')).toEqual({ sort: 'tangible', dir: 'desc' });
    expect(nextSort(PEOPLE_LIST, state, 'name')).toEqual({ sort: 'name', dir: 'desc' });
  });
});

describe('the rows a list shows', () => {
  it('finds people by every word searched, in names, e-mail, role and teams, accents as typed', () => {
    expect(people('q=lee')).toEqual(['Ann']);
    expect(people('q=KITCHEN ben')).toEqual(['Ben']);
    expect(people('q=manager')).toEqual(['Ben']);
    expect(people('q=chloé')).toEqual(['Chloé']);
    expect(people('q=nobody')).toEqual([]);
  });

  it('filters people by status, role and team', () => {
    expect(people('status=inactive')).toEqual(['Chloé']);
    expect(people('status=active&team=Kitchen')).toEqual(['Ann', 'Ben']);
    expect(people('role=Volunteer')).toEqual(['Ann', 'Chloé']);
    expect(people('team=Garden')).toEqual(['Ben']);
  });

  it('sorts by a column either way, ties by name', () => {
    expect(people('sort=tangible&dir=desc')).toEqual(['Chloé', 'Ann', 'Ben']);
    expect(people('sort=total&dir=asc')).toEqual(['Ben', 'Ann', 'Chloé']);
    expect(people('sort=name&dir=desc')).toEqual(['Chloé', 'Ben', 'Ann']);
    // Both Volunteers tie on role: then by name.
    expect(people('sort=role')).toEqual(['Ben', 'Ann', 'Chloé']);
  });

  it('filters projects by status and category', () => {
    const names = (search: string) => shownRows(PROJECTS, PROJECT_LIST, read(`tab=projects&${search}`)).map((p) => p.projectName);
    expect(names('category=Technology')).toEqual(['Archive', 'Website']);
    expect(names('category=Technology&status=active')).toEqual(['Website']);
    expect(names('q=food')).toEqual(['Community Garden']);
  });

  it('adds hours without a float’s tail', () => {
    expect(sumHours(0.1, 0.2)).toBe(0.3);
    expect(sumHours()).toBe(0);
  });
});
