import type { BadgeCollectionItem } from '@goodhours/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { badgeCountClass, badgeLabel, ProfileBadges } from './badge-summary';
import { BadgePicture } from './badge-picture';
import { BadgesTab, splitBadges } from './badges-tab';

const me = sessionUserFor('Volunteer');
const id = me.userid;

const badge = (name: string, count: number, earnedDates: string[], isNew = false): BadgeCollectionItem => ({
  badge: { id: name, badgeName: name, type: 'Custom', description: '', imageUrl: '', ranking: 1 },
  count,
  lastModified: '2026-11-15T08:05:00.000Z',
  earnedDates,
  hasBadgeDeletionImpact: false,
  hours: null,
  isNew,
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
  it('lists as new exactly the badges the server marks new, and the rest as seen before', () => {
    const fresh = badge('Most Hrs in Week', 2, ['2026-10-01', '2026-11-08'], true);
    const old = badge('Personal Max', 1, ['2026-11-14']);
    expect(splitBadges([fresh, old])).toEqual({ recent: [fresh], before: [old] });
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
  const collection = [
    badge('Double Commitment', 2, ['2026-11-07', '2026-11-14'], true),
    { ...badge('Kind Word', 1, ['2026-11-16'], true), lastModified: '2026-11-16T09:00:00.000Z' },
    badge('Full Commitment', 3, ['2026-10-04', '2026-10-11', '2026-11-15']),
  ];

  it('counts exactly the rows under New Badges Earned, and marks what it showed as seen', async () => {
    const calls = mockApi(
      {
        [`GET /api/userprofile/badges/${id}`]: { body: collection },
        'PUT /api/badgecount/reset': { body: { count: 0 } },
      },
      { user: me },
    );
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <BadgesTab userId={id} own /> }]);
    expect(await screen.findByText('2 new badges since you last looked.')).toBeInTheDocument();
    const fresh = screen.getByRole('region', { name: 'New Badges Earned' });
    expect(within(fresh).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(fresh).getByText('Double Commitment')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Badges Seen Before' })).getByText('Full Commitment')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // Seen up to the last change shown as new: a badge earned after the tab read them stays new.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ seenUpTo: '2026-11-16T09:00:00.000Z' });
    expect(screen.getByText('2 new badges since you last looked.')).toBeInTheDocument();
  });

  it('marks nothing seen when a leader reads a member’s badges', async () => {
    const calls = mockApi({ [`GET /api/userprofile/badges/${id}`]: { body: collection } }, { user: me });
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <BadgesTab userId={id} own={false} /> }]);
    expect(await screen.findByText('2 new badges since this person last looked.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says so when nothing is new, and sends nothing', async () => {
    const calls = mockApi({ [`GET /api/userprofile/badges/${id}`]: { body: [collection[2]] } }, { user: me });
    await startSessionAs(me);
    renderApp('/', [{ path: '/', element: <BadgesTab userId={id} own /> }]);
    expect(await screen.findByText('No new badges since you last looked.')).toBeInTheDocument();
    expect(screen.queryByText(/^\d+ new badges? since you last looked\.$/)).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('badge pictures', () => {
  it('draws a badge without a picture of its own as the designed picture of its type, named by the badge', () => {
    render(<BadgePicture badge={{ badgeName: '10 Hours for 3 Weeks', imageUrl: '', type: 'X Hours for X Week Streak' }} size={32} />, {
      wrapper: MantineProvider,
    });
    const picture = screen.getByRole('img', { name: '10 Hours for 3 Weeks' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture).toHaveAttribute('data-badge-design', 'X Hours for X Week Streak');
  });

  it('keeps the picture an administrator uploaded', () => {
    render(<BadgePicture badge={{ badgeName: 'Kind Word', imageUrl: 'data:image/png;base64,iVBORw0KGgo=', type: 'Custom' }} />, {
      wrapper: MantineProvider,
    });
    expect(screen.queryByRole('img', { name: 'Kind Word' })?.tagName.toLowerCase()).not.toBe('svg');
    expect(document.querySelector('svg[data-badge-design]')).toBeNull();
  });
});
