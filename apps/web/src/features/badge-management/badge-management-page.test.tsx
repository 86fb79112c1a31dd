import { BADGE_ADMIN_MESSAGES as M, type BadgeAdmin, type BadgeCollectionItem } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { BadgeManagementPage } from './badge-management-page';
import { kindWord, PNG } from './badge-test-data';

const housing: BadgeAdmin = {
  ...kindWord,
  id: '22222222-2222-4222-8222-222222222222',
  badgeName: 'Housing Hero',
  type: 'Total Hrs in Category',
  description: '',
  imageUrl: '',
  ranking: 0,
  totalHrs: 20,
  category: 'Housing',
  holders: 0,
};
const ann = { id: '44444444-4444-4444-8444-444444444444', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' };
const annsBadges: BadgeCollectionItem[] = [
  {
    badge: { id: kindWord.id, badgeName: 'Kind Word', type: 'Custom', description: '', imageUrl: PNG, ranking: 1 },
    count: 2,
    earnedDates: ['2026-01-04', '2026-02-01'],
    lastModified: '2026-02-01T12:00:00.000Z',
    hasBadgeDeletionImpact: false,
    isNew: false,
    hours: null,
  },
];
const admin = sessionUserFor('Administrator');
const peopleNamed = (search: string) => `GET /api/userprofile?page=1&pageSize=100&search=${search}&status=all&sort=firstName&dir=asc`;

async function showPage(routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const calls = mockApi({ 'GET /api/badge': { body: [kindWord, housing] }, ...routes }, { user: admin });
  await startSessionAs(admin);
  renderApp('/badgemanagement', [{ path: '/badgemanagement', element: <BadgeManagementPage /> }]);
  await screen.findAllByText('Kind Word', {}, { timeout: 4000 });
  return calls;
}

async function openAssign() {
  await userEvent.click(screen.getByRole('tab', { name: 'Assign Badges' }));
  return screen.getByRole('form', { name: 'Assign badges' });
}

describe('badge management', () => {
  it('lists the badges with their criteria and holders, and deletes one after saying how many hold it', async () => {
    const calls = await showPage({ [`DELETE /api/badge/${kindWord.id}`]: { status: 204 } });
    expect(screen.getByRole('heading', { name: 'Badge Management' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByRole('img', { name: 'Kind Word' })).toHaveAttribute('src', PNG);
    expect(within(rows[2]!).getByText('20 h in Housing')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('0 (last)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete badge Kind Word' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete badge' });
    expect(dialog).toHaveTextContent('Delete “Kind Word”? 3 people hold this badge; it will be taken from each of them.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/badge/${kindWord.id}`)).toBe(true);
    });
  });

  it('saves an edited badge without its picture when no new one was chosen', async () => {
    const calls = await showPage({ [`PUT /api/badge/${kindWord.id}`]: { body: { ...kindWord, ranking: 2 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit badge Kind Word' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit badge “Kind Word”' });
    const ranking = within(dialog).getByRole('textbox', { name: /Ranking/ });
    await userEvent.clear(ranking);
    await userEvent.type(ranking, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ badgeName: 'Kind Word', type: 'Custom', ranking: 2 });
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('image');
  });

  it('refuses a negative ranking with its message instead of quietly dropping the minus (issue 42, defect 12)', async () => {
    const calls = await showPage({});
    await userEvent.click(screen.getByRole('button', { name: 'Edit badge Kind Word' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit badge “Kind Word”' });
    const ranking = within(dialog).getByRole('textbox', { name: /Ranking/ });
    await userEvent.clear(ranking);
    await userEvent.type(ranking, '-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(ranking).toHaveValue('-3');
    expect(await within(dialog).findByText(M.rankingInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks for both names, and says "Can\'t find that user..." for a name no one has', async () => {
    await showPage({ [peopleNamed('Bob+Nobody')]: { body: { items: [], total: 0, page: 1, pageSize: 100 } } });
    const form = await openAssign();
    await userEvent.click(within(form).getByRole('button', { name: 'Assign badges' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(M.noName);

    await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), 'Bob');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Nobody');
    await userEvent.click(within(form).getByRole('button', { name: 'Show their badges' }));
    expect(await within(form).findByText(M.userNotFound)).toBeInTheDocument();
  });

  it('gives the chosen badge once more, sending the whole collection, and says so', async () => {
    const calls = await showPage({
      [peopleNamed('ann+lee')]: { body: { items: [ann], total: 1, page: 1, pageSize: 100 } },
      [`GET /api/userprofile/badges/${ann.id}`]: { body: annsBadges },
      [`PUT /api/badge/assign/${ann.id}`]: { body: [{ ...annsBadges[0], count: 3 }] },
    });
    const form = await openAssign();
    await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), ' ann');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'lee ');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Badges' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kind Word' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Assign badges' }));

    expect(await within(form).findByText(M.assigned)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      badgeCollection: [{ badgeId: kindWord.id, count: 3, earnedDates: ['2026-01-04', '2026-02-01'] }],
      newBadges: 1,
    });
    expect(await screen.findByRole('textbox', { name: 'Count of Kind Word' })).toHaveValue('3');
  });
});
