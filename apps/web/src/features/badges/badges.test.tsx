import type { BadgeCollectionItem } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { badgeCountClass, badgeLabel, ProfileBadges } from './badge-summary';
import { BadgesTab, splitBadges } from './badges-tab';

const me = sessionUserFor('Volunteer');
const id = me.userid;
const NOW = new Date('2026-11-18T20:00:00Z');

const badge = (name: string, count: number, earnedDates: string[]): BadgeCollectionItem => ({
  badge: { id: name, badgeName: name, type: 'Custom', description: '', imageUrl: '', ranking: 1 },
  count,
  lastModified: '2026-11-15T08:05:00.000Z',
  earnedDates,
  hasBadgeDeletionImpact: false,
  hours: null,
});

describe('profile badges', () => {
  it('opens the Badge Summary with name, modified date, earned dates and count', async () => {
    mockApi(
      { [`GET /api/userprofile/badges/${id}`]: { body: [badge('Double Commitment', 2, ['2026-11-07', '2026-11-14'])] } },
      { user: me },
    );
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <ProfileBadges userId={id} own /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Badge Summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Badge Summary' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Badge', 'Name', 'Modified', 'Earned Dates', 'Count']);
    const row = within(dialog).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Double Commitment')).toBeInTheDocument();
    expect(within(row).getByText('Nov-15-26')).toBeInTheDocument();
    expect(within(row).getByText('Nov-07-26, Nov-14-26')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
  });

  it('says the person has no badges, in the first or third person', async () => {
    mockApi({ [`GET /api/userprofile/badges/${id}`]: { body: [] } }, { user: me });
    await startSessionAs(me);
    const view = renderApp('/', [{ path: '/', element: <ProfileBadges userId={id} own /> }]);
    expect(await screen.findByText('You have no badges.')).toBeInTheDocument();
    view.unmount();
    renderApp('/', [{ path: '/', element: <ProfileBadges userId={id} own={false} /> }]);
    expect(await screen.findByText('This person has no badges.')).toBeInTheDocument();
  });
});

describe('badges', () => {
  it('splits badges earned since the start of last week from those earned before', () => {
    const recent = badge('Most Hrs in Week', 2, ['2026-10-01', '2026-11-08']);
    const old = badge('Personal Max', 1, ['2026-11-07']);
    expect(splitBadges([recent, old], NOW)).toEqual({ recent: [recent], before: [old] });
  });
});

describe('badge labels', () => {
  it('shows the hours of the personal best on a Personal Max badge', () => {
    expect(badgeLabel({ ...badge('Personal Best', 1, []), hours: 32.5 })).toBe('Personal Best (32.50 hours)');
    expect(badgeLabel(badge('Kind Word', 1, []))).toBe('Kind Word');
  });
});

describe('badge counts', () => {
  it('draws a count of 100 or more in the 3-digit class, and caps it at 999+', () => {
    expect(badgeCountClass(7)).toEqual({ label: '7', digits: 1 });
    expect(badgeCountClass(42)).toEqual({ label: '42', digits: 2 });
    expect(badgeCountClass(100)).toEqual({ label: '100', digits: 3 });
    expect(badgeCountClass(1200)).toEqual({ label: '999+', digits: 3 });
  });
});

describe('the Badges tab', () => {
  it('tells the person how many badges are new since they last looked, and sets that count back to 0', async () => {
    const calls = mockApi(
      {
        [`GET /api/userprofile/badges/${id}`]: { body: [badge('Double Commitment', 2, ['2026-11-07', '2026-11-14'])] },
        [`GET /api/badge/badgecount/${id}`]: { body: { count: 2 } },
        'PUT /api/badgecount/reset': { body: { count: 0 } },
      },
      { user: me },
    );
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <BadgesTab userId={id} own /> }]);
    expect(await screen.findByText('2 new badges since you last looked.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(screen.getByText('2 new badges since you last looked.')).toBeInTheDocument();
  });
});
