import { describe, expect, it } from 'vitest';
import { addMonths, decideBadges, type BadgeCriteria, type BadgeFacts } from './rules.js';

let next = 0;
const badge = (type: string, over: Partial<BadgeCriteria> = {}): BadgeCriteria => ({
  id: `b${++next}`,
  badgeName: `${type} ${next}`,
  type,
  ranking: 0,
  multiple: null,
  totalHrs: null,
  weeks: null,
  months: null,
  people: null,
  category: null,
  ...over,
});

const facts = (over: Partial<BadgeFacts> = {}): BadgeFacts => ({
  role: 'Volunteer',
  weeklyCommittedHours: 10,
  recentWeekHours: [10],
  personalBestBefore: 40,
  mostHoursOfWeek: false,
  categoryHours: {},
  ledMembers: 0,
  cleanSince: null,
  held: new Map(),
  ...over,
});

const CLOSE = '2026-11-22';
const names = (badges: BadgeCriteria[], f: BadgeFacts) => decideBadges(badges, f, CLOSE).earned.map((b) => b.badgeName);

describe('Minimum Hours Multiple', () => {
  const one = badge('Minimum Hours Multiple', { badgeName: '1x', multiple: 1 });
  const two = badge('Minimum Hours Multiple', { badgeName: '2x', multiple: 2 });
  const three = badge('Minimum Hours Multiple', { badgeName: '3x', multiple: 3 });
  const all = [one, two, three];

  it('gives only the highest multiple reached', () => {
    expect(names(all, facts({ recentWeekHours: [25] }))).toEqual(['2x']);
    expect(names(all, facts({ recentWeekHours: [30] }))).toEqual(['3x']);
    expect(names(all, facts({ recentWeekHours: [10] }))).toEqual(['1x']);
  });

  it('gives none below the lowest multiple, and none without a commitment', () => {
    expect(names(all, facts({ recentWeekHours: [9.99] }))).toEqual([]);
    expect(names(all, facts({ weeklyCommittedHours: 0, recentWeekHours: [50] }))).toEqual([]);
  });

  it('is earned again every week it is reached', () => {
    expect(names(all, facts({ recentWeekHours: [20], held: new Map([[two.id, '2026-11-15']]) }))).toEqual(['2x']);
  });
});

describe('Personal Max', () => {
  const max = badge('Personal Max', { badgeName: 'Max' });
  it('is earned when the week reaches the personal best, and not at zero hours', () => {
    expect(names([max], facts({ recentWeekHours: [12], personalBestBefore: 12 }))).toEqual(['Max']);
    expect(names([max], facts({ recentWeekHours: [11.9], personalBestBefore: 12 }))).toEqual([]);
    expect(names([max], facts({ recentWeekHours: [0], personalBestBefore: 0 }))).toEqual([]);
    expect(names([max], facts({ recentWeekHours: [3], personalBestBefore: 0 }))).toEqual(['Max']);
  });
});

describe('Most Hrs in Week', () => {
  const top = badge('Most Hrs in Week', { badgeName: 'Top' });
  it('goes to the most hours of the week (ties each win) only above the commitment', () => {
    expect(names([top], facts({ mostHoursOfWeek: true, recentWeekHours: [30] }))).toEqual(['Top']);
    expect(names([top], facts({ mostHoursOfWeek: true, recentWeekHours: [10] }))).toEqual([]);
    expect(names([top], facts({ mostHoursOfWeek: false, recentWeekHours: [30] }))).toEqual([]);
  });
});

describe('X Hours for X Week Streak', () => {
  const four = badge('X Hours for X Week Streak', { badgeName: '10h 4w', totalHrs: 10, weeks: 4 });
  const eight = badge('X Hours for X Week Streak', { badgeName: '10h 8w', totalHrs: 10, weeks: 8 });
  const twenty = badge('X Hours for X Week Streak', { badgeName: '20h 4w', totalHrs: 20, weeks: 4 });
  const all = [four, eight, twenty];

  it('is earned the week the run reaches its length, not the weeks after', () => {
    expect(names([four], facts({ recentWeekHours: [10, 12, 10, 11, 3] }))).toEqual(['10h 4w']);
    expect(names([four], facts({ recentWeekHours: [10, 12, 10, 11, 10, 3] }))).toEqual([]);
    expect(names([four], facts({ recentWeekHours: [10, 12, 9, 11, 10] }))).toEqual([]);
  });

  it('counts the weeks before any history as missed', () => {
    expect(names([four], facts({ recentWeekHours: [10, 12, 10, 11] }))).toEqual(['10h 4w']);
    expect(names([four], facts({ recentWeekHours: [10, 12, 10] }))).toEqual([]);
  });

  it('gives at most one a week: the most hours first', () => {
    expect(names(all, facts({ recentWeekHours: [20, 20, 20, 20, 0] }))).toEqual(['20h 4w']);
  });

  it('replaces the shorter streak at the same hours with the longer one', () => {
    const held = new Map([[four.id, '2026-10-04']]);
    const d = decideBadges(all, facts({ recentWeekHours: [10, 10, 10, 10, 10, 10, 10, 10, 0], held }), CLOSE);
    expect(d.earned.map((b) => b.badgeName)).toEqual(['10h 8w']);
    expect(d.replaced).toEqual([four.id]);
  });

  it('does not give the shorter streak to someone who holds the longer one', () => {
    const held = new Map([[eight.id, '2026-08-01']]);
    expect(names(all, facts({ recentWeekHours: [10, 10, 10, 10, 0], held }))).toEqual([]);
  });
});

describe('Total Hrs in Category', () => {
  const h50 = badge('Total Hrs in Category', { badgeName: 'Housing 50', totalHrs: 50, category: 'Housing' });
  const h100 = badge('Total Hrs in Category', { badgeName: 'Housing 100', totalHrs: 100, category: 'Housing' });
  const f25 = badge('Total Hrs in Category', { badgeName: 'Food 25', totalHrs: 25, category: 'Food' });
  const all = [h50, h100, f25];

  it('gives the highest total reached in each category, once', () => {
    expect(names(all, facts({ categoryHours: { Housing: 120, Food: 30 } }))).toEqual(['Housing 100', 'Food 25']);
    expect(names(all, facts({ categoryHours: { Housing: 60 }, held: new Map([[h50.id, '2026-01-01']]) }))).toEqual([]);
  });

  it('keeps only the highest of a category: a lower one held is replaced', () => {
    const d = decideBadges(all, facts({ categoryHours: { Housing: 100 }, held: new Map([[h50.id, '2026-01-01']]) }), CLOSE);
    expect(d.earned.map((b) => b.badgeName)).toEqual(['Housing 100']);
    expect(d.replaced).toEqual([h50.id]);
  });
});

describe('Lead a team of X+', () => {
  const five = badge('Lead a team of X+', { badgeName: 'Lead 5', people: 5 });
  const ten = badge('Lead a team of X+', { badgeName: 'Lead 10', people: 10 });
  it('goes to Managers and Mentors leading enough people, once', () => {
    expect(names([five, ten], facts({ role: 'Manager', ledMembers: 7 }))).toEqual(['Lead 5']);
    expect(names([five, ten], facts({ role: 'Mentor', ledMembers: 10 }))).toEqual(['Lead 5', 'Lead 10']);
    expect(names([five, ten], facts({ role: 'Volunteer', ledMembers: 10 }))).toEqual([]);
    expect(names([five, ten], facts({ role: 'Manager', ledMembers: 10, held: new Map([[five.id, '2026-01-01']]) }))).toEqual(['Lead 10']);
  });
});

describe('No Infringement Streak', () => {
  const six = badge('No Infringement Streak', { badgeName: 'Clean 6', months: 6 });
  it('is earned N months after the start or the last blue square, once per clean run', () => {
    expect(names([six], facts({ cleanSince: '2026-05-22' }))).toEqual(['Clean 6']);
    expect(names([six], facts({ cleanSince: '2026-05-23' }))).toEqual([]);
    expect(names([six], facts({ cleanSince: '2026-05-01', held: new Map([[six.id, '2026-11-01']]) }))).toEqual([]);
    expect(names([six], facts({ cleanSince: '2026-05-01', held: new Map([[six.id, '2026-04-01']]) }))).toEqual(['Clean 6']);
    expect(names([six], facts({ cleanSince: null }))).toEqual([]);
  });

  it('counts months by the calendar, the end of a short month included', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });
});

describe('Custom', () => {
  it('is never earned at the close', () => {
    expect(names([badge('Custom')], facts({ recentWeekHours: [80], mostHoursOfWeek: true, personalBestBefore: 0 }))).toEqual([]);
  });
});
