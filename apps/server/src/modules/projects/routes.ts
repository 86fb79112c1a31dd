import type { FastifyInstance } from 'fastify';
import { projectContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import * as projects from './service.js';
import * as members from './members.js';

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'projects', projectContracts, {
    list: ({ query }) => projects.listProjects(ctx, query),
    create: ({ body }) => projects.createProject(ctx, body),
    get: ({ params }) => projects.getProject(ctx, params.id),
    update: ({ params, body }) => projects.updateProject(ctx, params.id, body),
    remove: ({ caller, params, query }) => projects.deleteProject(ctx, caller, params.id, query.option),
    members: ({ params }) => members.listMembers(ctx, params.id),
    changeMembers: ({ params, body }) => members.changeMembers(ctx, params.id, body),
    candidates: ({ params, query }) => members.findCandidates(ctx, params.id, query.search),
  });
}
