import { USER_MESSAGES, type UserProfile } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../../test/mock-api';
import { startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { listedUser, listPage, listPath, renderUserManagement } from './user-management-test-data';

const admin = sessionUserFor('Administrator');
const slow = { timeout: 5000 };
const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/userprofile');

async function openAndFill(password = 'Welcome#2026') {
  await userEvent.click(await screen.findByRole('button', { name: 'Create New User' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Create New User' }, slow);
  await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Nina');
  await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'Novak');
  await userEvent.type(within(dialog).getByLabelText(/^Email/), 'Nina@Example.org');
  await userEvent.type(within(dialog).getByLabelText(/^Password/), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
  return dialog;
}

describe('Create New User', { timeout: 30_000 }, () => {
  it('says how long the names, job title and phone may be', async () => {
    mockApi({ [listPath()]: listPage([listedUser(1)]) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();
    await userEvent.click(await screen.findByRole('button', { name: 'Create New User' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' }, slow);
    for (const [label, limit] of [
      [/^First name/, 100],
      [/^Last name/, 100],
      [/^Job title/, 100],
      [/^Phone/, 30],
    ] as const)
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(`Up to ${String(limit)} characters`);
  });

  it('shows a taken email under the email field and keeps what was typed', async () => {
    const calls = mockApi(
      {
        [listPath()]: listPage([listedUser(1)]),
        'POST /api/userprofile': refusal(409, 'CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } }),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();
    const dialog = await openAndFill();

    const email = within(dialog).getByLabelText(/^Email/);
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription(USER_MESSAGES.emailTaken);
    }, slow);
    expect(email).toHaveValue('Nina@Example.org');
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Nina');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('Welcome#2026');
    expect(posts(calls)[0]?.body).toMatchObject({
      firstName: 'Nina',
      lastName: 'Novak',
      email: 'nina@example.org',
      role: 'Volunteer',
      weeklyCommittedHours: 10,
      timeZone: 'America/Los_Angeles',
    });
  });

  it('checks the password rule before sending anything', async () => {
    const calls = mockApi({ [listPath()]: listPage([listedUser(1)]) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();
    const dialog = await openAndFill('weak');

    expect(await within(dialog).findByText(USER_MESSAGES.passwordRule)).toBeInTheDocument();
    // Said once: the field's description no longer repeats the rule under its error.
    expect(within(dialog).getAllByText(USER_MESSAGES.passwordRule, { exact: false })).toHaveLength(1);
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates the user, says so and closes', async () => {
    const created = { ...listedUser(9, { firstName: 'Nina', lastName: 'Novak' }) } as UserProfile;
    const calls = mockApi(
      { [listPath()]: listPage([listedUser(1)]), 'POST /api/userprofile': { status: 201, body: created } },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();
    await openAndFill();

    expect(await screen.findByText(USER_MANAGEMENT_TEXT.created('Nina Novak'), {}, slow)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Create New User' })).not.toBeInTheDocument();
    });
    expect(posts(calls)).toHaveLength(1);
  });

  it('keeps the chosen role when it is chosen again (issue 42, defect 9)', async () => {
    mockApi({ [listPath()]: listPage([listedUser(1)]) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();
    await userEvent.click(await screen.findByRole('button', { name: 'Create New User' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' }, slow);
    const role = within(dialog).getByRole('combobox', { name: /^Role/ });
    expect(role).toHaveValue('Volunteer');
    await userEvent.click(role);
    await userEvent.click(await screen.findByRole('option', { name: 'Volunteer' }));
    expect(role).toHaveValue('Volunteer');
  });

  it('refuses weekly hours of -5 and a phone of "abc" with messages, keeping what was typed (issue 42, defect 12)', async () => {
    const calls = mockApi({ [listPath()]: listPage([listedUser(1)]) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();
    await userEvent.click(await screen.findByRole('button', { name: 'Create New User' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' }, slow);
    const hours = within(dialog).getByRole('textbox', { name: /^Weekly committed hours/ });
    await userEvent.clear(hours);
    await userEvent.type(hours, '-5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText(USER_MESSAGES.hoursRange)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(hours).toHaveValue('-5');
    expect(posts(calls)).toHaveLength(0);
  });
});
