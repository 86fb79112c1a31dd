import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { PROJECT_MESSAGES } from './messages.js';
import {
  changeProjectMembersInput,
  createProjectInput,
  deleteProjectQuery,
  listProjectsQuery,
  projectCandidatesQuery,
  updateProjectInput,
} from './schemas.js';
import { PROJECT_ARCHIVERS, PROJECT_MEMBER_READERS, projectCandidateSchema, projectMemberSchema, projectSchema } from './types.js';
import { once } from '../contracts/once.js';

const projectParams = once(() => z.object({ id: z.uuid({ error: PROJECT_MESSAGES.projectDoesNotExist }) }));

/** Projects and their members (document 1 §2 /projects, §7 project calls). */
export const projectContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/projects',
    summary: 'Projects by name, filtered; archived ones only when asked for',
    access: access.signedIn,
    schemas: () => ({ query: listProjectsQuery(), responses: { 200: z.array(projectSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/projects',
    summary: 'Create a project',
    access: access.anyOf('postProject'),
    schemas: () => ({ body: createProjectInput, responses: { 201: projectSchema(), 409: errorEnvelope() } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/project/:id',
    summary: 'One project, archived or not',
    access: access.signedIn,
    schemas: () => ({ params: projectParams(), responses: { 200: projectSchema(), 404: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/project/:id',
    summary: 'Rename, recategorise, activate, archive or restore a project: only the fields sent change',
    access: access.anyOf('putProject'),
    schemas: () => ({
      params: projectParams(),
      body: updateProjectInput,
      responses: { 200: projectSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/project/:id',
    summary:
      'Archive a project (option=archive: putProject or deleteProject) or delete it for good (option=delete, the default: deleteProject only)',
    access: access.anyOf(...PROJECT_ARCHIVERS),
    schemas: () => ({ params: projectParams(), query: deleteProjectQuery(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/project/:id/users',
    summary: 'The members of a project by name, archived people left out',
    access: access.anyOf(...PROJECT_MEMBER_READERS),
    schemas: () => ({ params: projectParams(), responses: { 200: z.array(projectMemberSchema()), 404: errorEnvelope() } }),
  }),
  changeMembers: defineRoute({
    method: 'POST',
    path: '/api/project/:id/users',
    summary: 'Add and remove people in one go (operation Assign or UnAssign), all or nothing; answers the new member list',
    access: access.anyOf('assignProjectToUsers'),
    schemas: () => ({
      params: projectParams(),
      body: changeProjectMembersInput(),
      responses: { 200: z.array(projectMemberSchema()), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/api/project/:id/candidates',
    summary: 'Up to 10 people, not archived and not yet members, whose name or email contains the text',
    access: access.anyOf('assignProjectToUsers'),
    schemas: () => ({
      params: projectParams(),
      query: projectCandidatesQuery(),
      responses: { 200: z.array(projectCandidateSchema()), 404: errorEnvelope() },
    }),
  }),
} as const;
