import type { FastifyInstance } from 'fastify';
import {
  createUserInput,
  deleteUserInput,
  MESSAGES,
  profilePictureInput,
  propertyInput,
  rehireableInput,
  updateProfileInput,
  userListQuery,
  userStatusInput,
  visibilityInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import { createUser } from './create.js';
import { autocompleteUsers, basicInfo, listUsers, teamCodes, userProjects, usersNamed } from './list.js';
import { getProfile, setProfilePicture, updateProfile } from './profile.js';
import { changeStatus, removeUser, setFlag } from './status.js';
import { userTasks } from './tasks.js';

const textParam = z.object({ text: z.string().trim().min(1).max(100) });
const nameParam = z.object({ name: z.string().trim().min(1).max(200) });
const idParam = z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) });

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/userprofile', async (request) => {
    requirePermission(await requireUser(ctx, request), 'getUserProfiles');
    return listUsers(ctx, parseInput(userListQuery, request.query));
  });

  app.post('/api/userprofile', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'postUserProfile');
    return reply.status(201).send(await createUser(ctx, caller, parseInput(createUserInput, request.body)));
  });

  app.get('/api/userprofile/basicInfo', async (request) => {
    requirePermission(await requireUser(ctx, request), 'getUserProfiles', 'assignTeamToUsers', 'assignProjectToUsers');
    return basicInfo(ctx);
  });

  // Team codes are not private: every signed-in user may read the list.
  app.get('/api/userprofile/teamCode/list', async (request) => {
    await requireUser(ctx, request);
    return teamCodes(ctx);
  });

  app.get('/api/userprofile/name/:name', async (request) => {
    requirePermission(await requireUser(ctx, request), 'getUserProfiles', 'postUserProfile');
    return usersNamed(ctx, parseInput(nameParam, request.params).name, 'first');
  });

  app.get('/api/userprofile/fullName/:name', async (request) => {
    requirePermission(await requireUser(ctx, request), 'getUserProfiles', 'postUserProfile');
    return usersNamed(ctx, parseInput(nameParam, request.params).name, 'full');
  });

  app.get('/api/userprofile/autocomplete/:text', async (request) => {
    requirePermission(await requireUser(ctx, request), 'getUserProfiles', 'putUserProfilePermissions');
    return autocompleteUsers(ctx, parseInput(textParam, request.params).text);
  });

  // Own projects, or anyone's with getUserProfiles.
  app.get('/api/userprofile/projects/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    if (caller.id !== id) requirePermission(caller, 'getUserProfiles');
    return userProjects(ctx, id);
  });

  // Own tasks, or anyone's with getUserProfiles: the profile's tasks table.
  app.get('/api/userprofile/tasks/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    if (caller.id !== id) requirePermission(caller, 'getUserProfiles');
    return userTasks(ctx, id);
  });

  // Own profile, or anyone's with getUserProfiles (decided in the service).
  app.get('/api/userprofile/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    return getProfile(ctx, caller, parseInput(idParam, request.params).id);
  });

  // Field by field: the service refuses any field the caller may not change.
  app.put('/api/userprofile/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    return updateProfile(ctx, caller, id, parseInput(updateProfileInput, request.body));
  });

  // Own picture, or anyone's with putUserProfile; checked by content, at most 50 KB.
  app.put('/api/userprofile/:id/picture', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    return setProfilePicture(ctx, caller, id, parseInput(profilePictureInput, request.body).profilePic);
  });

  app.patch('/api/userprofile/:id/property', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    const { key, value } = parseInput(propertyInput, request.body);
    return updateProfile(ctx, caller, id, parseInput(updateProfileInput, { [key]: value }));
  });

  // changeUserStatus, or setFinalDay for final days (decided in the service).
  app.patch('/api/userprofile/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    await changeStatus(ctx, caller, id, parseInput(userStatusInput, request.body));
    return getProfile(ctx, caller, id);
  });

  app.patch('/api/userprofile/:id/rehireable', async (request) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'changeUserRehireableStatus');
    const { id } = parseInput(idParam, request.params);
    await setFlag(ctx, caller, id, parseInput(rehireableInput, request.body));
    return getProfile(ctx, caller, id);
  });

  app.patch('/api/userprofile/:id/toggleInvisibility', async (request) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'toggleInvisibility');
    const { id } = parseInput(idParam, request.params);
    await setFlag(ctx, caller, id, parseInput(visibilityInput, request.body));
    return getProfile(ctx, caller, id);
  });

  app.delete('/api/userprofile/:id', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    requirePermission(caller, 'deleteUserProfile');
    const { id } = parseInput(idParam, request.params);
    await removeUser(ctx, caller, id, parseInput(deleteUserInput, request.body).option);
    return reply.status(204).send();
  });
}
