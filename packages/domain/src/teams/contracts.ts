import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { TEAM_MESSAGES } from './messages.js';
import {
  assignTeamMemberInput,
  createTeamInput,
  TEAM_MEMBER_READERS,
  TEAM_VISIBILITY_EDITORS,
  teamMemberSchema,
  teamMemberVisibilityInput,
  teamSchema,
  updateTeamByBodyInput,
  updateTeamInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

const teamParams = once(() => z.object({ id: z.uuid({ error: TEAM_MESSAGES.teamDoesNotExist }) }));
const memberParams = once(() => teamParams().extend({ userId: z.uuid({ error: TEAM_MESSAGES.chooseValidUser }) }));

/** Teams and their members (document 1 §2 /teams, §7 team calls). */
export const teamContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/team',
    summary: 'Every team by name with its member count',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: z.array(teamSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/team',
    summary: 'Create a team',
    access: access.anyOf('postTeam'),
    schemas: () => ({ body: createTeamInput, responses: { 201: teamSchema(), 409: errorEnvelope() } }),
  }),
  updateByBody: defineRoute({
    method: 'PUT',
    path: '/api/team',
    summary: 'Change a team named in the body',
    access: access.anyOf('putTeam'),
    schemas: () => ({ body: updateTeamByBodyInput(), responses: { 200: teamSchema(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/team/:id',
    summary: 'One team',
    access: access.signedIn,
    schemas: () => ({ params: teamParams(), responses: { 200: teamSchema(), 404: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/team/:id',
    summary: 'Change a team: only the fields sent change',
    access: access.anyOf('putTeam'),
    schemas: () => ({
      params: teamParams(),
      body: updateTeamInput,
      responses: { 200: teamSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/team/:id',
    summary: 'Delete a team',
    access: access.anyOf('deleteTeam'),
    schemas: () => ({ params: teamParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/team/:id/users',
    summary: 'The members of a team',
    access: access.anyOf(...TEAM_MEMBER_READERS),
    schemas: () => ({ params: teamParams(), responses: { 200: z.array(teamMemberSchema()), 404: errorEnvelope() } }),
  }),
  changeMembership: defineRoute({
    method: 'POST',
    path: '/api/team/:id/users',
    summary: 'Add a person to a team or remove them (operation Assign or UnAssign); answers the new member list',
    access: access.anyOf('assignTeamToUsers'),
    schemas: () => ({
      params: teamParams(),
      body: assignTeamMemberInput(),
      responses: { 200: z.array(teamMemberSchema()), 404: errorEnvelope() },
    }),
  }),
  setMemberVisibility: defineRoute({
    method: 'PUT',
    path: '/api/team/:id/users/:userId/visibility',
    summary: 'Show or hide a member in this team',
    access: access.anyOf(...TEAM_VISIBILITY_EDITORS),
    schemas: () => ({
      params: memberParams(),
      body: teamMemberVisibilityInput(),
      responses: { 200: teamMemberSchema(), 404: errorEnvelope() },
    }),
  }),
} as const;
