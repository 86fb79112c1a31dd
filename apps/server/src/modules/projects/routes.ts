import type { FastifyInstance } from 'fastify';
import {
  changeProjectMembersInput,
  createProjectInput,
  deleteProjectQuery,
  listProjectsQuery,
  PROJECT_ARCHIVERS,
  PROJECT_MEMBER_READERS,
  PROJECT_MESSAGES,
  projectCandidatesQuery,
  updateProjectInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import * as projects from './service.js';
import * as members from './members.js';

const idParam = z.object({ id: z.uuid({ error: PROJECT_MESSAGES.projectDoesNotExist }) });

export function projectRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Any signed-in user lists projects: pickers elsewhere need them. */
  app.get('/api/projects', async (request) => {
    await requireUser(ctx, request);
    return projects.listProjects(ctx, parseInput(listProjectsQuery, request.query));
  });

  app.post('/api/projects', async (request, reply) => {
    requirePermission(await requireUser(ctx, request), 'postProject');
    return reply.status(201).send(await projects.createProject(ctx, parseInput(createProjectInput, request.body)));
  });

  app.get('/api/project/:id', async (request) => {
    await requireUser(ctx, request);
    return projects.getProject(ctx, parseInput(idParam, request.params).id);
  });

  app.put('/api/project/:id', async (request) => {
    requirePermission(await requireUser(ctx, request), 'putProject');
    const { id } = parseInput(idParam, request.params);
    return projects.updateProject(ctx, id, parseInput(updateProjectInput, request.body));
  });

  /** `?option=archive` (putProject or deleteProject) hides the project; `delete` (deleteProject) removes it. */
  app.delete('/api/project/:id', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    const { option } = parseInput(deleteProjectQuery, request.query);
    if (option === 'archive') requirePermission(caller, ...PROJECT_ARCHIVERS);
    else requirePermission(caller, 'deleteProject');
    await projects.deleteProject(ctx, parseInput(idParam, request.params).id, option);
    return reply.status(204).send();
  });

  app.get('/api/project/:id/users', async (request) => {
    requirePermission(await requireUser(ctx, request), ...PROJECT_MEMBER_READERS);
    return members.listMembers(ctx, parseInput(idParam, request.params).id);
  });

  app.post('/api/project/:id/users', async (request) => {
    requirePermission(await requireUser(ctx, request), 'assignProjectToUsers');
    const { id } = parseInput(idParam, request.params);
    return members.changeMembers(ctx, id, parseInput(changeProjectMembersInput, request.body));
  });

  /** People who could be added: for whoever adds members, with or without getUserProfiles. */
  app.get('/api/project/:id/candidates', async (request) => {
    requirePermission(await requireUser(ctx, request), 'assignProjectToUsers');
    const { id } = parseInput(idParam, request.params);
    return members.findCandidates(ctx, id, parseInput(projectCandidatesQuery, request.query).search);
  });
}
