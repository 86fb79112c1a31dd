import type { FastifyInstance } from 'fastify';
import { userContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { createUser } from './create.js';
import { autocompleteUsers, basicInfo, listUsers, teamCodes, userProjects, usersNamed } from './list.js';
import { setProfilePicture, updateProfile, updateProfileProperty, viewProfile } from './profile.js';
import { changeStatus, removeUser, setFlag, setProtected } from './status.js';
import { userTasks } from './tasks.js';
import { teammateIds } from './view-rights.js';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'users', userContracts, {
    list: ({ query }) => listUsers(ctx, query),
    create: ({ caller, body }) => createUser(ctx, caller, body),
    basicInfo: () => basicInfo(ctx),
    teamCodes: () => teamCodes(ctx),
    byFirstName: ({ params }) => usersNamed(ctx, params.name, 'first'),
    byFullName: ({ params }) => usersNamed(ctx, params.name, 'full'),
    autocomplete: ({ params }) => autocompleteUsers(ctx, params.text),
    teammates: ({ caller }) => teammateIds(ctx.db, caller),
    projects: ({ caller, params }) => userProjects(ctx, caller, params.id),
    tasks: ({ caller, params }) => userTasks(ctx, caller, params.id),
    get: ({ caller, params }) => viewProfile(ctx, caller, params.id),
    update: ({ caller, params, body }) => updateProfile(ctx, caller, params.id, body),
    setPicture: ({ caller, params, body }) => setProfilePicture(ctx, caller, params.id, body.profilePic),
    setProperty: ({ caller, params, body }) => updateProfileProperty(ctx, caller, params.id, body),
    changeStatus: ({ caller, params, body }) => changeStatus(ctx, caller, params.id, body),
    setRehireable: ({ caller, params, body }) => setFlag(ctx, caller, params.id, body),
    setVisibility: ({ caller, params, body }) => setFlag(ctx, caller, params.id, body),
    setProtected: ({ caller, params, body }) => setProtected(ctx, caller, params.id, body.isProtected),
    remove: ({ caller, params, body }) => removeUser(ctx, caller, params.id, body.option),
  });
}
