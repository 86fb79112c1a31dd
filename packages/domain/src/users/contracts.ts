import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import {
  profileAnswerSchema,
  userListPageSchema,
  userMatchSchema,
  userProfileSchema,
  userProjectSchema,
  userTaskSchema,
} from './answers.js';
import { profilePictureInput } from './picture.js';
import {
  createUserInput,
  deleteUserInput,
  propertyInput,
  protectionInput,
  rehireableInput,
  updateProfileInput,
  userListQuery,
  userStatusInput,
  visibilityInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

/** Who may read every active person in brief (pickers of teams and projects). */
export const USER_BASIC_INFO_READERS = [
  'getUserProfiles',
  'assignTeamToUsers',
  'assignProjectToUsers',
] as const satisfies readonly PermissionKey[];
/** Who may look people up by first or full name. */
export const USER_NAME_READERS = ['getUserProfiles', 'postUserProfile'] as const satisfies readonly PermissionKey[];
/** Who may use the people autocomplete (teams, permissions). */
export const USER_AUTOCOMPLETE_READERS = ['getUserProfiles', 'putUserProfilePermissions'] as const satisfies readonly PermissionKey[];
/** Status changes need changeUserStatus; setting or removing a final day needs setFinalDay. */
export const USER_STATUS_CHANGERS = ['changeUserStatus', 'setFinalDay'] as const satisfies readonly PermissionKey[];

const userParams = once(() => idParam(MESSAGES.userNotFound));
const nameParams = once(() => z.object({ name: z.string().trim().min(1).max(200) }));
const textParams = once(() => z.object({ text: z.string().trim().min(1).max(100) }));

const PROFILE_VIEW =
  'the person themself, an Owner or Administrator, or a holder of getUserProfiles see it all; a teammate or a holder of seeUsersInDashboard sees the public fields (`view: public`, no e-mail or phone number); anyone else 403 (decision 023).';
const TIME_LOG_VIEW =
  'their own; an Owner’s, Administrator’s or holder of getUserProfiles, seeUsersInDashboard or getReports; a team leader’s for their visible team members (decision 023).';
const PROFILE_CHANGE =
  'the person themself or a holder of the field’s permission; an Owner’s account needs addDeleteEditOwners, a protected one an Owner holding it.';

/** People: the list, profiles, status and flags (document 1 §2, §4, §5, §6, §9; document 4 §2, §8). */
export const userContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/userprofile',
    summary: 'One page of people, searched, filtered and sorted, with the total',
    access: access.anyOf('getUserProfiles'),
    schemas: () => ({ query: userListQuery(), responses: { 200: userListPageSchema() } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/userprofile',
    summary: 'Create a person, who must change the given password at the first sign-in',
    access: access.anyOf('postUserProfile'),
    schemas: () => ({ body: createUserInput, responses: { 201: userProfileSchema(), 409: errorEnvelope() } }),
  }),
  basicInfo: defineRoute({
    method: 'GET',
    path: '/api/userprofile/basicInfo',
    summary: 'Every active person in brief, by name',
    access: access.anyOf(...USER_BASIC_INFO_READERS),
    schemas: () => ({ responses: { 200: z.array(userMatchSchema()) } }),
  }),
  teamCodes: defineRoute({
    method: 'GET',
    path: '/api/userprofile/teamCode/list',
    summary: 'The team codes in use on people and teams, sorted (team codes are not private)',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: z.array(z.string()) } }),
  }),
  byFirstName: defineRoute({
    method: 'GET',
    path: '/api/userprofile/name/:name',
    summary: 'People whose first name is the text (case-insensitive)',
    access: access.anyOf(...USER_NAME_READERS),
    schemas: () => ({ params: nameParams(), responses: { 200: z.array(userMatchSchema()) } }),
  }),
  byFullName: defineRoute({
    method: 'GET',
    path: '/api/userprofile/fullName/:name',
    summary: 'People whose full name is the text (case-insensitive)',
    access: access.anyOf(...USER_NAME_READERS),
    schemas: () => ({ params: nameParams(), responses: { 200: z.array(userMatchSchema()) } }),
  }),
  autocomplete: defineRoute({
    method: 'GET',
    path: '/api/userprofile/autocomplete/:text',
    summary: 'Up to 10 people whose name or email contains the text',
    access: access.anyOf(...USER_AUTOCOMPLETE_READERS),
    schemas: () => ({ params: textParams(), responses: { 200: z.array(userMatchSchema()) } }),
  }),
  teammates: defineRoute({
    method: 'GET',
    path: '/api/userprofile/teammates',
    summary:
      'The ids of the caller’s visible teammates (document 4 §10), from which the web app decides, with the view rules, which people to link to (decision 023)',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: z.array(z.uuid()) } }),
  }),
  projects: defineRoute({
    method: 'GET',
    path: '/api/userprofile/projects/:id',
    summary: 'The projects a person belongs to',
    access: access.rule(`a person’s projects, read as their time log is (its Project/Task filter): ${TIME_LOG_VIEW}`),
    schemas: () => ({ params: userParams(), responses: { 200: z.array(userProjectSchema()) } }),
  }),
  tasks: defineRoute({
    method: 'GET',
    path: '/api/userprofile/tasks/:id',
    summary: 'The tasks a person is a resource of, for the profile’s tasks table',
    access: access.rule(`a person’s tasks, read as their time log is: ${TIME_LOG_VIEW}`),
    schemas: () => ({ params: userParams(), responses: { 200: z.array(userTaskSchema()) } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/userprofile/:id',
    summary: 'A profile, whole or its public view; admin links only for the person themself and holders of manageAdminLinks',
    access: access.rule(PROFILE_VIEW),
    schemas: () => ({ params: userParams(), responses: { 200: profileAnswerSchema(), 404: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/userprofile/:id',
    summary: 'Change a profile field by field; a field the caller may not change refuses the whole save',
    access: access.rule(PROFILE_CHANGE),
    schemas: () => ({
      params: userParams(),
      body: updateProfileInput,
      responses: { 200: userProfileSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  setPicture: defineRoute({
    method: 'PUT',
    path: '/api/userprofile/:id/picture',
    summary: 'Set (a png or jpeg of at most 50 KB, checked by content) or remove a profile picture',
    access: access.rule('the person themself, or a holder of putUserProfile; protected and Owner accounts as for any change.'),
    schemas: () => ({ params: userParams(), body: profilePictureInput(), responses: { 200: userProfileSchema(), 404: errorEnvelope() } }),
  }),
  setProperty: defineRoute({
    method: 'PATCH',
    path: '/api/userprofile/:id/property',
    summary: 'Change one profile property (key, value) under the same rules as a profile save',
    access: access.rule(PROFILE_CHANGE),
    schemas: () => ({ params: userParams(), body: propertyInput(), responses: { 200: userProfileSchema(), 404: errorEnvelope() } }),
  }),
  changeStatus: defineRoute({
    method: 'PATCH',
    path: '/api/userprofile/:id',
    summary: 'Activate, deactivate, pause until a date, or set / remove a final day; answers the profile',
    access: access.anyOf(...USER_STATUS_CHANGERS),
    schemas: () => ({
      params: userParams(),
      body: userStatusInput,
      responses: { 200: userProfileSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  setRehireable: defineRoute({
    method: 'PATCH',
    path: '/api/userprofile/:id/rehireable',
    summary: 'Mark a person rehireable or not; answers the profile',
    access: access.anyOf('changeUserRehireableStatus'),
    schemas: () => ({ params: userParams(), body: rehireableInput(), responses: { 200: userProfileSchema(), 404: errorEnvelope() } }),
  }),
  setVisibility: defineRoute({
    method: 'PATCH',
    path: '/api/userprofile/:id/toggleInvisibility',
    summary: 'Make a person visible or invisible in team views and leaderboards; answers the profile',
    access: access.anyOf('toggleInvisibility'),
    schemas: () => ({ params: userParams(), body: visibilityInput(), responses: { 200: userProfileSchema(), 404: errorEnvelope() } }),
  }),
  setProtected: defineRoute({
    method: 'PATCH',
    path: '/api/userprofile/:id/protected',
    summary:
      'Protect an account (then only itself or an Owner holding addDeleteEditOwners may change it) or lift the protection; the caller must be an Owner (decided in the service)',
    access: access.anyOf('addDeleteEditOwners'),
    schemas: () => ({ params: userParams(), body: protectionInput(), responses: { 200: userProfileSchema(), 404: errorEnvelope() } }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/userprofile/:id',
    summary: 'Delete for good, archive (hidden from every list) or make inactive',
    access: access.anyOf('deleteUserProfile'),
    schemas: () => ({ params: userParams(), body: deleteUserInput(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
} as const;
