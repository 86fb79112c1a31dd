import { TEAM_MESSAGES, type Team, type TeamMember, type UserMatch } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const team: Team = {
  id: '99999999-9999-4999-8999-999999999999',
  teamName: 'Earthbag Builders',
  teamCode: 'B-EBV',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 5,
};
let n = 0;
function member(firstName: string, role: string, addDateTime: string, extra: Partial<TeamMember> = {}): TeamMember {
  n++;
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
    firstName,
    lastName: 'Tester',
    role,
    isActive: true,
    isVisible: true,
    visible: true,
    addDateTime,
    ...extra,
  };
}
const vera = member('Vera', 'Volunteer', '2026-01-01T18:00:00Z');
const olga = member('Olga', 'Owner', '2026-01-03T18:00:00Z');
const mia = member('Mia', 'Manager', '2026-01-02T18:00:00Z');
const ida = member('Ida', 'Volunteer', '2026-01-04T18:00:00Z', { isActive: false });
const max = member('Max', 'Mentor', '2026-01-05T18:00:00Z');
const members = [vera, olga, mia, ida, max];
const lucas: UserMatch = {
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  firstName: 'Lucas',
  lastName: 'Fontaine',
  email: 'lucas@demo.org',
  role: 'Volunteer',
  isActive: true,
};
const usersUrl = `/api/team/${team.id}/users`;

async function openMembers(user = sessionUserFor('Administrator'), routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /api/team': { body: [team] }, [`GET ${usersUrl}`]: { body: members }, ...routes }, { user });
  await startSessionAs(user);
  renderApp('/teams');
  await userEvent.click(await screen.findByRole('button', { name: 'Members of Earthbag Builders: 5' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Members of Earthbag Builders' });
  await within(dialog).findByRole('table');
  return { calls, dialog };
}

const names = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const posts = (calls: readonly ApiCall[]) => calls.filter((c) => c.method === 'POST');

describe('Members of {team}', () => {
  it('opens on active members grouped by role, with Managers and Mentors in bold', async () => {
    const { dialog } = await openMembers();
    expect(names(dialog)).toEqual(['Olga Tester', 'Mia Tester', 'Max Tester', 'Vera Tester']);
    expect(within(dialog).getByText('Mia Tester').tagName).toBe('STRONG');
    expect(within(dialog).getByText('Max Tester').tagName).toBe('STRONG');
    expect(within(dialog).getByText('Vera Tester').tagName).not.toBe('STRONG');
    expect(within(dialog).getByText('Olga Tester').tagName).not.toBe('STRONG');
  });

  it('cycles the filter Active, See All, Inactive', async () => {
    const { dialog } = await openMembers();
    const filter = () => within(dialog).getByRole('button', { name: /^Member filter/ });
    expect(filter()).toHaveAccessibleName('Member filter: Active');
    await userEvent.click(filter());
    expect(filter()).toHaveAccessibleName('Member filter: See All');
    expect(names(dialog)).toHaveLength(5);
    await userEvent.click(filter());
    expect(filter()).toHaveAccessibleName('Member filter: Inactive');
    expect(names(dialog)).toEqual(['Ida Tester']);
    await userEvent.click(filter());
    expect(filter()).toHaveAccessibleName('Member filter: Active');
  });

  it('cycles the date-added sort: ascending, descending, then grouped by role again', async () => {
    const { dialog } = await openMembers();
    const sort = () => within(dialog).getByRole('button', { name: /^Date added/ });
    await userEvent.click(sort());
    expect(sort()).toHaveAccessibleName('Date added: ascending');
    expect(names(dialog)).toEqual(['Vera Tester', 'Mia Tester', 'Olga Tester', 'Max Tester']);
    await userEvent.click(sort());
    expect(names(dialog)).toEqual(['Max Tester', 'Olga Tester', 'Mia Tester', 'Vera Tester']);
    await userEvent.click(sort());
    expect(sort()).toHaveAccessibleName('Date added: unsorted');
    expect(names(dialog)).toEqual(['Olga Tester', 'Mia Tester', 'Max Tester', 'Vera Tester']);
  });

  it('adds a person found by search', async () => {
    const { calls, dialog } = await openMembers(undefined, {
      'GET /api/userprofile/autocomplete/luc': { body: [lucas] },
      [`POST ${usersUrl}`]: {
        body: [...members, member('Lucas', 'Volunteer', '2026-01-09T18:00:00Z', { id: lucas.id, lastName: 'Fontaine' })],
      },
    });
    await userEvent.type(within(dialog).getByLabelText('Add a member'), 'luc');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Lucas Fontaine/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(TEAM_MESSAGES.memberAdded('Lucas Fontaine'))).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ userId: lucas.id, operation: 'Assign' });
    expect(await within(dialog).findByText('Lucas Fontaine')).toBeInTheDocument();
  });

  it("says 'Please choose a valid user.' without a pick and 'Member is already a part of this team.' for a member", async () => {
    const asMatch = { id: vera.id, firstName: 'Vera', lastName: 'Tester', email: 'vera@demo.org', role: 'Volunteer', isActive: true };
    const { calls, dialog } = await openMembers(undefined, { 'GET /api/userprofile/autocomplete/vera': { body: [asMatch] } });
    await userEvent.type(within(dialog).getByLabelText('Add a member'), 'vera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.chooseValidUser)).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('button', { name: /Vera Tester \(/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.memberAlreadyInTeam)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("removes a member with 'Team member successfully deleted!'", async () => {
    const { calls, dialog } = await openMembers(undefined, { [`POST ${usersUrl}`]: { body: members.filter((m) => m !== vera) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Vera Tester' }));
    expect(await screen.findByText(TEAM_MESSAGES.memberRemoved)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ userId: vera.id, operation: 'UnAssign' });
    await waitFor(() => {
      expect(within(dialog).queryByText('Vera Tester')).not.toBeInTheDocument();
    });
  });

  it('hides a volunteer in the team but never offers to hide an Owner', async () => {
    const { calls, dialog } = await openMembers(undefined, {
      [`PUT ${usersUrl}/${vera.id}/visibility`]: { body: { ...vera, visible: false } },
    });
    expect(within(dialog).getByRole('switch', { name: 'Olga Tester is visible in this team' })).toBeDisabled();
    const veraSwitch = within(dialog).getByRole('switch', { name: 'Vera Tester is visible in this team' });
    await userEvent.click(veraSwitch);
    await waitFor(() => {
      expect(veraSwitch).not.toBeChecked();
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ visible: false });
  });

  it('shows a manager (putTeam) the members without the add, remove or visibility controls', async () => {
    const { dialog } = await openMembers(sessionUserFor('Manager'));
    expect(within(dialog).queryByLabelText('Add a member')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove Vera Tester' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Vera Tester is visible in this team' })).toBeDisabled();
  });
});
