import type { FastifyInstance } from 'fastify';
import {
  assignTeamMemberInput,
  createTeamInput,
  TEAM_MEMBER_READERS,
  TEAM_MESSAGES,
  TEAM_VISIBILITY_EDITORS,
  teamMemberVisibilityInput,
  updateTeamByBodyInput,
  updateTeamInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import * as teams from './service.js';
import * as members from './members.js';

const idParam = z.object({ id: z.uuid({ error: TEAM_MESSAGES.teamDoesNotExist }) });
const memberParams = idParam.extend({ userId: z.uuid({ error: TEAM_MESSAGES.chooseValidUser }) });

export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Any signed-in user lists teams: pickers elsewhere need them. */
  app.get('/api/team', async (request) => {
    await requireUser(ctx, request);
    return teams.listTeams(ctx);
  });

  app.post('/api/team', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'postTeam');
    return reply.status(201).send(await teams.createTeam(ctx, parseInput(createTeamInput, request.body)));
  });

  app.put('/api/team', async (request) => {
    requirePermission(await requireUser(ctx, request), 'putTeam');
    const { teamId, ...changes } = parseInput(updateTeamByBodyInput, request.body);
    return teams.updateTeam(ctx, teamId, changes);
  });

  app.get('/api/team/:id', async (request) => {
    await requireUser(ctx, request);
    return teams.getTeam(ctx, parseInput(idParam, request.params).id);
  });

  app.put('/api/team/:id', async (request) => {
    requirePermission(await requireUser(ctx, request), 'putTeam');
    const { id } = parseInput(idParam, request.params);
    return teams.updateTeam(ctx, id, parseInput(updateTeamInput, request.body));
  });

  app.delete('/api/team/:id', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'deleteTeam');
    await teams.deleteTeam(ctx, parseInput(idParam, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/team/:id/users', async (request) => {
    requirePermission(await requireUser(ctx, request), ...TEAM_MEMBER_READERS);
    return members.listMembers(ctx, parseInput(idParam, request.params).id);
  });

  app.post('/api/team/:id/users', async (request) => {
    requirePermission(await requireUser(ctx, request), 'assignTeamToUsers');
    const { id } = parseInput(idParam, request.params);
    return members.changeMembership(ctx, id, parseInput(assignTeamMemberInput, request.body));
  });

  app.put('/api/team/:id/users/:userId/visibility', async (request) => {
    requirePermission(await requireUser(ctx, request), ...TEAM_VISIBILITY_EDITORS);
    const { id, userId } = parseInput(memberParams, request.params);
    const { visible } = parseInput(teamMemberVisibilityInput, request.body);
    return members.setMemberVisibility(ctx, id, userId, visible);
  });
}
