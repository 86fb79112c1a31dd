import type { FastifyInstance } from 'fastify';
import { teamContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as teams from './service.js';
import * as members from './members.js';

export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'teams', teamContracts, {
    list: () => teams.listTeams(ctx),
    create: ({ body }) => teams.createTeam(ctx, body),
    updateByBody: ({ body: { teamId, ...changes } }) => teams.updateTeam(ctx, teamId, changes),
    get: ({ params }) => teams.getTeam(ctx, params.id),
    update: ({ params, body }) => teams.updateTeam(ctx, params.id, body),
    remove: ({ params }) => teams.deleteTeam(ctx, params.id),
    members: ({ params }) => members.listMembers(ctx, params.id),
    changeMembership: ({ params, body }) => members.changeMembership(ctx, params.id, body),
    setMemberVisibility: ({ params, body }) => members.setMemberVisibility(ctx, params.id, params.userId, body.visible),
  });
}
