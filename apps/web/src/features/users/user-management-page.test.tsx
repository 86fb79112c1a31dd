import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../test/mock-api';
import { startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { listedUser, listPage, listPath, renderUserManagement } from './user-management-test-data';

const admin = sessionUserFor('Administrator');
/** The test machines are shared: a re-render after an answer may take a few seconds. */
const slow = { timeout: 5000 };
const tenPeople = Array.from({ length: 10 }, (_, i) => listedUser(i + 1));
const lists = (calls: ReturnType<typeof mockApi>) =>
  pageCalls(calls).filter((c) => c.method === 'GET' && c.path.startsWith('/api/userprofile?'));

describe('user management page', { timeout: 30_000 }, () => {
  it('asks for page 2 with the current filters when paging', async () => {
    const calls = mockApi(
      {
        [listPath()]: listPage(tenPeople, 25),
        [listPath({ status: 'inactive' })]: listPage(
          tenPeople.map((u) => ({ ...u, isActive: false })),
          14,
        ),
        [listPath({ status: 'inactive', page: 2 })]: listPage([listedUser(11, { isActive: false })], 14, 2),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();

    expect(await screen.findByRole('link', { name: 'Person1 Example' }, slow)).toHaveAttribute(
      'href',
      `/userprofile/${tenPeople[0]?.id ?? ''}`,
    );
    expect(screen.getByText('Showing 1–10 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await screen.findByText('Showing 1–10 of 14', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Person11 Example' }, slow)).toBeInTheDocument();
    expect(
      lists(calls)
        .map((c) => c.path)
        .at(-1),
    ).toBe(listPath({ status: 'inactive', page: 2 }).slice(4));
  });

  it('waits for a pause in typing before searching', async () => {
    const calls = mockApi(
      {
        [listPath()]: listPage(tenPeople, 25),
        [listPath({ search: 'ann' })]: listPage([listedUser(42, { firstName: 'Ann' })]),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();
    await screen.findByRole('link', { name: 'Person1 Example' }, slow);

    const search = screen.getByLabelText('Search');
    for (const text of ['a', 'an', 'ann']) fireEvent.change(search, { target: { value: text } });
    expect(lists(calls)).toHaveLength(1);

    expect(await screen.findByRole('link', { name: 'Ann Example' }, slow)).toBeInTheDocument();
    expect(lists(calls).map((c) => c.path)).toEqual([listPath().slice(4), listPath({ search: 'ann' }).slice(4)]);
  });

  it('shows the final day or the pause in the status column, and an empty state', async () => {
    mockApi(
      {
        [listPath()]: listPage([
          listedUser(1, { endDate: '2026-05-01' }),
          listedUser(2, { isActive: false, endDate: '2026-04-01', reactivationDate: '2026-06-01' }),
        ]),
        [listPath({ search: 'nobody' })]: listPage([]),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();

    const first = (await screen.findByRole('link', { name: 'Person1 Example' }, slow)).closest('tr');
    expect(within(first as HTMLElement).getByText('Final day 2026-05-01')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Person2 Example' }).closest('tr');
    expect(within(second as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Paused until 2026-06-01')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText(USER_MANAGEMENT_TEXT.empty, {}, slow)).toBeInTheDocument();
  });

  it('sorts by a column, then the other way round', async () => {
    const sorted = (dir: string) => listPath().replace('sort=firstName&dir=asc', `sort=email&dir=${dir}`);
    const calls = mockApi(
      { [listPath()]: listPage(tenPeople), [sorted('asc')]: listPage(tenPeople), [sorted('desc')]: listPage(tenPeople) },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();
    await screen.findByRole('link', { name: 'Person1 Example' }, slow);

    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => {
      expect(lists(calls)).toHaveLength(2);
    }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => {
      expect(lists(calls).at(-1)?.path).toBe(sorted('desc').slice(4));
    }, slow);
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers no Create New User and no actions to someone who may only read the list', async () => {
    const reader = sessionUserFor('Volunteer', { frontPermissions: ['getUserProfiles'] });
    mockApi({ [listPath()]: listPage(tenPeople) }, { user: reader });
    await startSessionAs(reader);
    renderUserManagement();

    await screen.findByRole('link', { name: 'Person1 Example' }, slow);
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('offers Create New User to an administrator', async () => {
    mockApi({ [listPath()]: listPage(tenPeople) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();

    expect(await screen.findByRole('button', { name: 'Create New User' }, slow)).toBeInTheDocument();
  });
});
