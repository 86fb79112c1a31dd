import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls } from '../../../test/mock-api';
import { startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { ONBOARDING_MESSAGES, USER_MANAGEMENT_TEXT } from '@goodhours/domain';
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
    expect(within(first as HTMLElement).getByText('Final day May-01-26')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Person2 Example' }).closest('tr');
    expect(within(second as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Paused until Jun-01-26')).toBeInTheDocument();

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
    expect(screen.queryByRole('button', { name: 'Send Setup Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('offers Create New User to an administrator', async () => {
    mockApi({ [listPath()]: listPage(tenPeople) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();

    expect(await screen.findByRole('button', { name: 'Create New User' }, slow)).toBeInTheDocument();
  });

  it('sends a setup link: a bad address is refused in place, a good one joins the links sent', async () => {
    const sent: { id: string; email: string; state: string }[] = [];
    const invitation = (email: string) => ({
      id: '5d0c8a4e-3b8e-4f7e-9a55-2f1f5d7d9c01',
      email,
      role: 'Volunteer',
      weeklyCommittedHours: 10,
      state: 'pending',
      sentAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      invitedBy: 'Ada Admin',
      completedAt: null,
      userId: null,
    });
    const calls = mockApi(
      {
        [listPath()]: listPage(tenPeople),
        'GET /api/setup-invitations': () => ({ body: { invitations: sent } }),
        'POST /api/setup-invitations': (call) => {
          const row = invitation((call.body as { email: string }).email);
          sent.push(row);
          return { status: 201, body: row };
        },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();

    await userEvent.click(await screen.findByRole('button', { name: 'Send Setup Link' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Send Setup Link' }, slow);
    expect(await within(dialog).findByText('No setup link has been sent yet.', {}, slow)).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText(ONBOARDING_MESSAGES.invitationEmailInvalid)).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(email);
    await userEvent.type(email, 'new.person@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    const list = await within(dialog).findByRole('list', { name: 'Setup links sent' }, slow);
    expect(within(list).getByText('new.person@example.org')).toBeInTheDocument();
    expect(within(list).getByText('Waiting')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Resend the setup link to new.person@example.org' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new.person@example.org',
      role: 'Volunteer',
      weeklyCommittedHours: 10,
    });
  });
});
