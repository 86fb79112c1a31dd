import { type CreateTeamInput, type Team, teamContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';

/** The teams tests' app, with a team made through the API and a membership change of any operation. */
export const it = test
  .extend('createTeam', ({ t }) => async (token: string, body: CreateTeamInput = { teamName: 'Earthbag Builders' }): Promise<Team> => {
    const res = await api(t, token).call(teamContracts.create, { body });
    if (res.statusCode !== 201) throw new Error(`team create failed: ${res.body}`);
    return res.json<Team>();
  })
  // Any operation, so tests can send one the contract refuses.
  .extend('assign', ({ t }) => async (token: string, teamId: string, userId: string, operation = 'Assign') => {
    return api(t, token).raw(teamContracts.changeMembership, { params: { id: teamId }, body: { userId, operation } });
  });
