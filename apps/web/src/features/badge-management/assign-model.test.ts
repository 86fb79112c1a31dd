import { BADGE_ADMIN_MESSAGES as M, type BadgeCollectionItem } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { assignProblem, checkCollection, datesOf, failureText, peopleNamed, rowsOf, withBadgesAdded } from './assign-model';

const KIND = '11111111-1111-4111-8111-111111111111';
const STREAK = '22222222-2222-4222-8222-222222222222';
const NEW = '33333333-3333-4333-8333-333333333333';

const item = (id: string, badgeName: string, count: number, earnedDates: string[]): BadgeCollectionItem => ({
  badge: { id, badgeName, type: 'Custom', description: '', imageUrl: '', ranking: 0 },
  count,
  earnedDates,
  lastModified: '2026-03-01T12:00:00.000Z',
  hasBadgeDeletionImpact: false,
  isNew: false,
  hours: null,
});
const held = [item(KIND, 'Kind Word', 2, ['2026-01-04', '2026-02-01']), item(STREAK, 'Streak', 1, ['2026-02-08'])];

describe('assigning badges', () => {
  it('needs a first and a last name, then at least one badge', () => {
    expect(assignProblem('Ann', ' ', [KIND])).toBe(M.noName);
    expect(assignProblem('', 'Lee', [KIND])).toBe(M.noName);
    expect(assignProblem('Ann', 'Lee', [])).toBe(M.noBadges);
    expect(assignProblem('Ann', 'Lee', [KIND])).toBeNull();
  });

  it('finds people by first and last name, ignoring case and surrounding spaces', () => {
    const people = [
      { id: '1', firstName: 'Ann', lastName: 'Lee', email: 'ann@a.org' },
      { id: '2', firstName: 'ann ', lastName: 'LEE', email: 'ann@b.org' },
      { id: '3', firstName: 'Joann', lastName: 'Leeds', email: 'jo@c.org' },
    ];
    expect(peopleNamed(people, '  ANN', 'lee ').map((p) => p.id)).toEqual(['1', '2']);
    expect(peopleNamed(people, 'Bob', 'Lee')).toEqual([]);
  });

  it('sends the whole collection: a held badge once more, a new one at 1, the others unchanged', () => {
    expect(withBadgesAdded(held, [KIND, NEW])).toEqual([
      { badgeId: KIND, count: 3, earnedDates: ['2026-01-04', '2026-02-01'] },
      { badgeId: STREAK, count: 1, earnedDates: ['2026-02-08'] },
      { badgeId: NEW, count: 1, earnedDates: [] },
    ]);
  });

  it('counts a badge chosen twice twice, and gives a person without badges only the chosen ones', () => {
    expect(withBadgesAdded([], [NEW, NEW])).toEqual([{ badgeId: NEW, count: 2, earnedDates: [] }]);
    expect(withBadgesAdded(held, [STREAK, STREAK])).toContainEqual({ badgeId: STREAK, count: 3, earnedDates: ['2026-02-08'] });
  });

  it('says the server’s reason, or ‘Oops, something is wrong!’', () => {
    expect(failureText(new ApiError({ status: 403, code: 'FORBIDDEN', message: M.modifyRefused }))).toBe(M.modifyRefused);
    expect(failureText(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBe(M.generic);
    expect(failureText(new TypeError('x'))).toBe(M.generic);
  });
});

describe('editing a collection', () => {
  it('shows each badge with its count and dates as a comma list', () => {
    expect(rowsOf(held)[0]).toEqual({ badgeId: KIND, badgeName: 'Kind Word', count: 2, dates: '2026-01-04, 2026-02-01' });
    expect(datesOf(' 2026-01-04,2026-02-01  2026-03-01, ')).toEqual(['2026-01-04', '2026-02-01', '2026-03-01']);
  });

  it('sends the edited rows as the collection', () => {
    const rows = rowsOf(held).map((r) => (r.badgeId === KIND ? { ...r, count: 1, dates: '2026-01-04' } : r));
    expect(checkCollection(rows)).toEqual({
      ok: true,
      collection: [
        { badgeId: KIND, count: 1, earnedDates: ['2026-01-04'] },
        { badgeId: STREAK, count: 1, earnedDates: ['2026-02-08'] },
      ],
    });
  });

  it('refuses a count under 1 and a date that is not YYYY-MM-DD, on the badge’s row', () => {
    const rows = rowsOf(held).map((r) => (r.badgeId === KIND ? { ...r, count: 0 } : { ...r, count: '', dates: '2026-02-30' }));
    expect(checkCollection(rows)).toEqual({
      ok: false,
      errors: { [KIND]: { count: M.countInvalid }, [STREAK]: { count: M.countInvalid, dates: M.datesInvalid } },
    });
  });
});
