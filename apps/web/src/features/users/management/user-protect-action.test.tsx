import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { listedUser, listPage, listPath, renderUserManagement } from './user-management-test-data';

const slow = { timeout: 5000 };
const dev = listedUser(8, { firstName: 'Dev', lastName: 'Eloper' });
const path = `/api/userprofile/${dev.id}/protected`;

async function menuItems() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dev Eloper' }, slow));
  return within(await screen.findByRole('menu'));
}

describe('protecting an account (document 4 §2)', { timeout: 30_000 }, () => {
  it('lets an Owner holding addDeleteEditOwners protect a person, then shows the account protected', async () => {
    const owner = sessionUserFor('Owner');
    const calls = mockApi({ [listPath()]: listPage([dev]), [`PATCH ${path}`]: { body: { ...dev, isProtected: true } } }, { user: owner });
    await startSessionAs(owner);
    renderUserManagement();

    await userEvent.click((await menuItems()).getByRole('menuitem', { name: 'Protect account' }));
    await waitFor(() => {
      expect(calls.filter((c) => c.path === path)).toHaveLength(1);
    }, slow);
    expect(calls.find((c) => c.path === path)).toMatchObject({ method: 'PATCH', body: { isProtected: true } });
    expect(await screen.findByText(USER_MANAGEMENT_TEXT.protection('Dev Eloper', true), {}, slow)).toBeInTheDocument();
  });

  it('offers to lift the protection of a protected account', async () => {
    const owner = sessionUserFor('Owner');
    mockApi({ [listPath()]: listPage([{ ...dev, isProtected: true }]) }, { user: owner });
    await startSessionAs(owner);
    renderUserManagement();

    expect(await screen.findByLabelText('Protected account', {}, slow)).toBeInTheDocument();
    expect((await menuItems()).getByRole('menuitem', { name: 'Remove protection' })).toBeInTheDocument();
  });

  it('offers nothing of the kind to an Administrator, even one granted addDeleteEditOwners', async () => {
    const admin = sessionUserFor('Administrator', { frontPermissions: ['addDeleteEditOwners'] });
    mockApi({ [listPath()]: listPage([dev]) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();

    const items = (await menuItems()).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).not.toContain('Protect account');
    expect(items).toContain('Make invisible');
  });
});
