import { EXTERNAL_CHOICES_MESSAGES as C } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const owner = sessionUserFor('Owner', { portals: ['building'] });
const manager = sessionUserFor('Manager', { portals: ['building'] });
const CHOICES = 'GET /api/bm/external-team/choices';
const SAVE = 'PUT /api/bm/external-team/choices';
const choices = { roles: ['carpenter', 'volunteer', 'role', 'other'], teams: ['xyz_carpentry', 'abc_builders', 'other'] };

async function openPage(user = owner, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ [CHOICES]: { body: choices }, 'GET /api/bm/external-team': { body: [] }, ...routes }, { user });
  await startSessionAs(user);
  renderApp('/bmdashboard/AddTeamMember');
  return { calls, form: await screen.findByRole('form', { name: 'New team member' }, { timeout: 5000 }) };
}

async function openChoices() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit choices' }));
  return screen.findByRole('dialog', { name: 'Role and team choices' });
}

const saves = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'PUT');
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('editing the role and team choices', () => {
  it('is offered only to people who hold editBuildingChoices', async () => {
    await openPage(manager);
    expect(screen.queryByRole('button', { name: 'Edit choices' })).not.toBeInTheDocument();
  });

  it('adds, renames and removes entries, saves them with a toast, and the form offers them at once', async () => {
    const { calls, form } = await openPage(owner, {
      [SAVE]: { body: { roles: ['carpenter', 'electrician', 'helper', 'other'], teams: ['xyz_carpentry', 'abc_builders', 'other'] } },
    });
    await userEvent.selectOptions(within(form).getByLabelText(/^Role/), 'volunteer');
    const dialog = await openChoices();
    const roles = within(dialog).getByRole('group', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('textbox')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['carpenter', 'volunteer', 'role']);

    await userEvent.click(within(roles).getByRole('button', { name: 'Remove Volunteer' }));
    expect(within(roles).getByLabelText('Role 2')).toHaveFocus();
    await userEvent.clear(within(roles).getByLabelText('Role 2'));
    await userEvent.type(within(roles).getByLabelText('Role 2'), 'electrician');
    await userEvent.click(within(roles).getByRole('button', { name: 'Add role' }));
    expect(within(roles).getByLabelText('Role 3')).toHaveFocus();
    await userEvent.keyboard('helper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));

    expect(await screen.findByText(C.saved)).toBeInTheDocument();
    expect(saves(calls)[0]?.body).toEqual({ roles: ['carpenter', 'electrician', 'helper'], teams: ['xyz_carpentry', 'abc_builders'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const role = within(form).getByLabelText(/^Role/);
    expect(optionsOf(role)).toEqual(['Select a role', 'Carpenter', 'Electrician', 'Helper', 'Other']);
    // The role chosen before is no longer offered: it is to be chosen again.
    expect(role).toHaveValue('');
  });

  it('checks the lists before sending, and shows a refused save’s problems under the lists, keeping every entry', async () => {
    const { calls } = await openPage(owner, {
      [SAVE]: refusal(422, 'VALIDATION', C.roleTwice, { fields: { 'roles.1': C.roleTwice, teams: C.tooManyTeams } }),
    });
    let dialog = await openChoices();
    const roles = within(dialog).getByRole('group', { name: 'Roles' });
    await userEvent.click(within(roles).getByRole('button', { name: 'Add role' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(await within(roles).findByText(C.choiceRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(C.fixProblems);
    expect(saves(calls)).toHaveLength(0);

    await userEvent.type(within(roles).getByLabelText('Role 4'), 'Carpenter ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(await within(roles).findByText(C.roleTwice)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);

    // The server refuses what the page let through (here, as if another list had been saved meanwhile).
    await userEvent.clear(within(roles).getByLabelText('Role 4'));
    await userEvent.type(within(roles).getByLabelText('Role 4'), 'Roofer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    const teams = within(dialog).getByRole('group', { name: 'Teams' });
    expect(await within(teams).findByText(C.tooManyTeams)).toBeInTheDocument();
    expect(within(roles).getByLabelText('Role 2')).toHaveAccessibleDescription(expect.stringContaining(C.roleTwice));
    expect(saves(calls)).toHaveLength(1);
    expect(within(roles).getByLabelText('Role 4')).toHaveValue('Roofer');
    expect(screen.queryByText(C.saved)).not.toBeInTheDocument();

    // Closing forgets the edit: the next opening starts from the choices offered.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openChoices();
    expect(within(dialog).queryByLabelText('Role 4')).not.toBeInTheDocument();
  });

  it('says a refusal that is not about the lists, such as a lost permission', async () => {
    await openPage(owner, { [SAVE]: refusal(403, 'FORBIDDEN', 'You are not allowed to do this.') });
    const dialog = await openChoices();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });
});
