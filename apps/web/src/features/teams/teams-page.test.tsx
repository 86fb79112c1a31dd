import { TEAM_MESSAGES, type Team } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal, type ApiCall } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const builders: Team = {
  id: '77777777-7777-4777-8777-777777777777',
  teamName: 'Earthbag Builders',
  teamCode: 'B-EBV',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 3,
};
const gardens: Team = {
  ...builders,
  id: '88888888-8888-4888-8888-888888888888',
  teamName: 'Food and Gardens',
  teamCode: '',
  isActive: false,
  memberCount: 0,
};
const admin = sessionUserFor('Administrator');
const teamUrl = `/api/team/${builders.id}`;

async function showTeams(user = admin, routes: Parameters<typeof mockApi>[0] = {}): Promise<ApiCall[]> {
  const calls = mockApi({ 'GET /api/team': { body: [builders, gardens] }, ...routes }, { user });
  await startSessionAs(user);
  renderApp('/teams');
  await screen.findByText('Earthbag Builders', {}, { timeout: 5000 });
  return calls;
}

const sent = (calls: readonly ApiCall[], method: string) => calls.filter((c) => c.method === method);

describe('teams page', () => {
  it('lists each team with its code, active flag and member count, and searches by name or code', async () => {
    await showTeams();
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team code of Earthbag Builders')).toHaveValue('B-EBV');
    expect(screen.getByRole('switch', { name: 'Earthbag Builders is active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Food and Gardens is active' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Members of Earthbag Builders: 3' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search teams'), 'ebv');
    expect(screen.queryByText('Food and Gardens')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search teams'));
    await userEvent.type(screen.getByLabelText('Search teams'), 'nothing like it');
    expect(screen.getByText(TEAM_MESSAGES.noTeams)).toBeInTheDocument();
  });

  it("says 'No teams found' when there are no teams", async () => {
    mockApi({ 'GET /api/team': { body: [] } }, { user: admin });
    await startSessionAs(admin);
    renderApp('/teams');
    expect(await screen.findByText(TEAM_MESSAGES.noTeams)).toBeInTheDocument();
  });

  it('shows a manager (putTeam only) the edit controls but not create or delete', async () => {
    await showTeams(sessionUserFor('Manager'));
    expect(screen.getByLabelText('Team code of Earthbag Builders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Earthbag Builders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Earthbag Builders' })).not.toBeInTheDocument();
  });

  it('shows a reader without team permissions plain text only', async () => {
    await showTeams(sessionUserFor('Volunteer', { frontPermissions: ['assignTeamToUsers'] }));
    expect(screen.queryByLabelText('Team code of Earthbag Builders')).not.toBeInTheDocument();
    expect(screen.getByText('B-EBV')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Earthbag Builders' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Members of Earthbag Builders: 3' })).toBeInTheDocument();
  });

  it("saves a team code in place with 'Team code updated!', and refuses an invalid one before sending", async () => {
    const calls = await showTeams(admin, { [`PUT ${teamUrl}`]: { body: { ...builders, teamCode: 'S-DEV' } } });
    const code = screen.getByLabelText('Team code of Earthbag Builders');
    await userEvent.clear(code);
    await userEvent.type(code, 'AB{Enter}');
    expect(await screen.findByText(TEAM_MESSAGES.teamCodeInvalid)).toBeInTheDocument();
    expect(sent(calls, 'PUT')).toHaveLength(0);

    await userEvent.clear(code);
    await userEvent.type(code, 'S-DEV{Enter}');
    expect(await screen.findByText(TEAM_MESSAGES.teamCodeUpdated)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]).toMatchObject({ path: teamUrl, body: { teamCode: 'S-DEV' } });
  });

  it("says 'It is not possible to save the team code.' when the server refuses it, keeping what was typed", async () => {
    await showTeams(admin, { [`PUT ${teamUrl}`]: refusal(403, 'FORBIDDEN', 'You do not have permission to do this.') });
    const code = screen.getByLabelText('Team code of Earthbag Builders');
    await userEvent.clear(code);
    await userEvent.type(code, 'S-DEV');
    await userEvent.click(screen.getByRole('button', { name: 'Save team code of Earthbag Builders' }));
    expect(await screen.findByText(TEAM_MESSAGES.teamCodeSaveFailed)).toBeInTheDocument();
    expect(code).toHaveValue('S-DEV');
  });

  it("edits a team's name and active flag with 'Team updated successfully'", async () => {
    const calls = await showTeams(admin, { [`PUT ${teamUrl}`]: { body: { ...builders, teamName: 'Builders', isActive: false } } });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Earthbag Builders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    const name = within(dialog).getByLabelText(/Team name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Builders');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(TEAM_MESSAGES.teamUpdated)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ teamName: 'Builders', isActive: false });
  });

  it('turns a team inactive from the list', async () => {
    const calls = await showTeams(admin, { [`PUT ${teamUrl}`]: { body: { ...builders, isActive: false } } });
    await userEvent.click(screen.getByRole('switch', { name: 'Earthbag Builders is active' }));
    expect(await screen.findByText(TEAM_MESSAGES.teamUpdated)).toBeInTheDocument();
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ isActive: false });
  });

  it("deletes a team after confirmation with 'Team Deleted successfully'", async () => {
    const calls = await showTeams(admin, { [`DELETE ${teamUrl}`]: { status: 204 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Earthbag Builders' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(TEAM_MESSAGES.deleteQuestion('Earthbag Builders', 3));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(TEAM_MESSAGES.teamDeleted)).toBeInTheDocument();
    await waitFor(() => {
      expect(sent(calls, 'DELETE')).toHaveLength(1);
    });
  });

  it("says 'Failed to delete team' when the delete is refused", async () => {
    await showTeams(admin, { [`DELETE ${teamUrl}`]: refusal(404, 'NOT_FOUND', TEAM_MESSAGES.teamDoesNotExist) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Earthbag Builders' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEAM_MESSAGES.teamDeleteFailed)).toBeInTheDocument();
  });
});
