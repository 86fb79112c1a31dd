import { TEAM_MESSAGES } from '@goodhours/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, startSessionAs } from '../../../test/render';
import { sessionUserFor } from '../../../test/users';
import { ProfileAssignTeam } from './profile-assign-team';

const admin = sessionUserFor('Administrator');
const teams = [
  { id: 't1', teamName: 'Earthbag Builders', teamCode: '', isActive: true, memberCount: 3 },
  { id: 't2', teamName: 'Platform Developers', teamCode: '', isActive: true, memberCount: 2 },
];

async function setUp() {
  const calls = mockApi({ 'GET /api/team': { body: teams }, 'POST /api/team/t2/users': { body: [] } }, { user: admin });
  await startSessionAs(admin);
  renderApp('/', [{ path: '/', element: <ProfileAssignTeam userId="u1" teams={[{ id: 't1', teamName: 'Earthbag Builders' }]} /> }]);
  await waitFor(() => {
    expect(calls.some((c) => c.path === '/api/team')).toBe(true);
  });
  return calls;
}

describe('assigning a team from a profile', () => {
  it('says what is wrong: no team, an unknown team, a team the person is already in', async () => {
    const calls = await setUp();
    const user = userEvent.setup();
    const input = screen.getByPlaceholderText('Team name');
    await user.click(screen.getByRole('button', { name: 'Assign Team' }));
    expect(await screen.findByText(TEAM_MESSAGES.pickTeamFirst)).toBeInTheDocument();
    await user.type(input, 'Bakers');
    await user.click(screen.getByRole('button', { name: 'Assign Team' }));
    expect(await screen.findByText(TEAM_MESSAGES.teamDoesNotExist)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'earthbag builders');
    await user.click(screen.getByRole('button', { name: 'Assign Team' }));
    expect(await screen.findByText(TEAM_MESSAGES.userAlreadyInTeam)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('assigns a team found by name', async () => {
    const calls = await setUp();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Team name'), 'Platform Developers');
    await user.click(screen.getByRole('button', { name: 'Assign Team' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/team/t2/users',
        body: { userId: 'u1', operation: 'Assign' },
      });
    });
    expect(await screen.findByText(TEAM_MESSAGES.teamAssigned)).toBeInTheDocument();
  });
});
