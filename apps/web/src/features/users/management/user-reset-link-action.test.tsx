import { PASSWORD_LINK_HOURS, PASSWORD_LINK_MESSAGES as M, USER_MESSAGES } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../../test/mock-api';
import { startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { listedUser, listPage, listPath, renderUserManagement } from './user-management-test-data';

const admin = sessionUserFor('Administrator');
const slow = { timeout: 5000 };
const vera = listedUser(7, { firstName: 'Vera', lastName: 'Volunteer' });
const SEND = `POST /api/userprofile/${vera.id}/reset-link`;

async function openMenu(name = 'Vera Volunteer') {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }, slow));
  return screen.findByRole('menu');
}

describe('Send reset link', { timeout: 30_000 }, () => {
  it('asks first, then emails the link and says so', async () => {
    const calls = mockApi(
      { [listPath()]: listPage([vera]), [SEND]: { body: { message: M.resetLinkSent('Vera Volunteer') } } },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Send reset link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send reset link' });
    expect(within(confirm).getByText(M.resetLinkQuestion('Vera Volunteer', PASSWORD_LINK_HOURS.reset))).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send link' }));

    expect(await screen.findByText(M.resetLinkSent('Vera Volunteer'), {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => `${c.method} ${c.path}` === SEND)).toHaveLength(1);
  });

  it('shows a refusal in the server’s words', async () => {
    mockApi({ [listPath()]: listPage([vera]), [SEND]: refusal(403, 'FORBIDDEN', USER_MESSAGES.noPermissionToEdit) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Send reset link' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send reset link' })).getByRole('button', { name: 'Send link' }),
    );
    expect(await screen.findByText(USER_MESSAGES.noPermissionToEdit, {}, slow)).toBeInTheDocument();
  });

  it('is not offered for an Owner without addDeleteEditOwners, or for an inactive person', async () => {
    const owner = listedUser(8, { firstName: 'Olga', lastName: 'Owner', role: 'Owner' });
    const gone = listedUser(9, { firstName: 'Gus', lastName: 'Gone', isActive: false });
    mockApi({ [listPath()]: listPage([vera, owner, gone]) }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();
    for (const name of ['Olga Owner', 'Gus Gone']) {
      const menu = await openMenu(name);
      expect(within(menu).queryByRole('menuitem', { name: 'Send reset link' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('is not offered to an Administrator whose resetPassword was taken away', async () => {
    const limited = sessionUserFor('Administrator', { removedDefaultPermissions: ['resetPassword'] });
    mockApi({ [listPath()]: listPage([vera]) }, { user: limited });
    await startSessionAs(limited);
    renderUserManagement();
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});
