import { describe, expect, it } from 'vitest';
import { teamToAssign } from './assign-from-profile.js';
import { TEAM_MESSAGES } from './messages.js';

const teams = [
  { id: 't1', teamName: 'Earthbag Builders' },
  { id: 't2', teamName: 'Platform Developers' },
];

describe('assigning a team from a profile (document 1 §5)', () => {
  it('asks for a team when nothing is typed', () => {
    expect(teamToAssign('  ', teams, [])).toEqual({ problem: TEAM_MESSAGES.pickTeamFirst });
  });
  it('says an unknown team does not exist', () => {
    expect(teamToAssign('Bakers', teams, [])).toEqual({ problem: TEAM_MESSAGES.teamDoesNotExist });
  });
  it('refuses a team the person is already in', () => {
    expect(teamToAssign('earthbag builders ', teams, [{ id: 't1' }])).toEqual({ problem: TEAM_MESSAGES.userAlreadyInTeam });
  });
  it('finds the team by its name in any case', () => {
    expect(teamToAssign('PLATFORM developers', teams, [{ id: 't1' }])).toEqual({ teamId: 't2' });
  });
});
