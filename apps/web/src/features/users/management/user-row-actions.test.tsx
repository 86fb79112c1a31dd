import { addDays, pacificDate, USER_MESSAGES } from '@goodhours/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../../test/mock-api';
import { startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { USER_MANAGEMENT_TEXT } from '@goodhours/domain';
import { listedUser, listPage, listPath, renderUserManagement } from './user-management-test-data';

const admin = sessionUserFor('Administrator');
const slow = { timeout: 5000 };
const vera = listedUser(7, { firstName: 'Vera', lastName: 'Volunteer' });
const path = `/api/userprofile/${vera.id}`;
const sent = (calls: readonly ApiCall[], method: string) => calls.filter((c) => c.method === method && c.path === path);

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Vera Volunteer' }, slow));
  return screen.findByRole('menu');
}

describe('row actions', { timeout: 30_000 }, () => {
  it("sets a final day: picks the date, says what happens, sends { action: 'setFinalDay', endDate }", async () => {
    const endDate = addDays(pacificDate(new Date()), 7);
    const calls = mockApi({ [listPath()]: listPage([vera]), [`PATCH ${path}`]: { body: { ...vera, endDate } } }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Set Final Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Final Day: Vera Volunteer' });
    fireEvent.change(within(dialog).getByLabelText(/^Final day/), { target: { value: endDate } });
    expect(within(dialog).getByText(USER_MANAGEMENT_TEXT.finalDayExplained('Vera Volunteer', endDate))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Final Day' }));

    await waitFor(() => {
      expect(sent(calls, 'PATCH')).toHaveLength(1);
    }, slow);
    expect(sent(calls, 'PATCH')[0]?.body).toEqual({ action: 'setFinalDay', endDate });
    expect(await screen.findByText(USER_MANAGEMENT_TEXT.finalDaySet('Vera Volunteer', endDate), {}, slow)).toBeInTheDocument();
  });

  it('offers Manage Final Day and Delete Final Day once a final day is set', async () => {
    const withFinalDay = { ...vera, endDate: addDays(pacificDate(new Date()), 3) };
    const calls = mockApi({ [listPath()]: listPage([withFinalDay]), [`PATCH ${path}`]: { body: { ...vera } } }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();

    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Set Final Day' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Manage Final Day' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete Final Day' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Final Day' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Final Day' }));

    await waitFor(() => {
      expect(sent(calls, 'PATCH')[0]?.body).toEqual({ action: 'removeFinalDay' });
    }, slow);
  });

  it('sends the option chosen in the delete dialog', async () => {
    const calls = mockApi({ [listPath()]: listPage([vera]), [`DELETE ${path}`]: { status: 204 } }, { user: admin });
    await startSessionAs(admin);
    renderUserManagement();

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Vera Volunteer' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Delete/ }));
    expect(within(dialog).getByText(USER_MANAGEMENT_TEXT.deleteWarning('Vera Volunteer'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Archive/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await waitFor(() => {
      expect(sent(calls, 'DELETE')).toHaveLength(1);
    }, slow);
    expect(sent(calls, 'DELETE')[0]?.body).toEqual({ option: 'archive' });
    expect(await screen.findByText(USER_MANAGEMENT_TEXT.removed.archive('Vera Volunteer'), {}, slow)).toBeInTheDocument();
  });

  it("shows the server's refusal after a confirmed deactivation", async () => {
    mockApi(
      { [listPath()]: listPage([vera]), [`PATCH ${path}`]: refusal(403, 'FORBIDDEN', USER_MESSAGES.cannotRemoveSelf) },
      { user: admin },
    );
    await startSessionAs(admin);
    renderUserManagement();

    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(USER_MESSAGES.cannotRemoveSelf, {}, slow)).toBeInTheDocument();
  });

  it('shows only the actions the caller holds', async () => {
    const finalDaysOnly = sessionUserFor('Volunteer', { frontPermissions: ['getUserProfiles', 'setFinalDay'] });
    mockApi({ [listPath()]: listPage([vera]) }, { user: finalDaysOnly });
    await startSessionAs(finalDaysOnly);
    renderUserManagement();

    const items = within(await openMenu())
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Set Final Day']);
  });
});
