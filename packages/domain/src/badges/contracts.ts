import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import { assignBadgesInput, BADGE_ADMIN_MESSAGES, badgeAdminSchema, badgeCountSchema, badgeInput, badgesSeenInput } from './admin.js';
import { badgeCollectionItemSchema } from './types.js';
import { once } from '../contracts/once.js';

const badgeParams = once(() => idParam(BADGE_ADMIN_MESSAGES.badgeNotFound));
const userParams = once(() => idParam(BADGE_ADMIN_MESSAGES.userNotFound));

/** Badges, their management and a person's badges (document 1 §7 'Badges', §6 badge permissions). */
export const badgeContracts = {
  collection: defineRoute({
    method: 'GET',
    path: '/api/userprofile/badges/:id',
    summary: 'A person’s badge collection, in badge order',
    access: access.rule(
      'a person’s badges, read as their time log is (its Badges tab): their own; an Owner’s, Administrator’s or holder of getUserProfiles, seeUsersInDashboard or getReports; a team leader’s for their visible team members (decisions 023, 065).',
    ),
    schemas: () => ({ params: idParam(MESSAGES.userNotFound), responses: { 200: z.array(badgeCollectionItemSchema()) } }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/badge',
    summary: 'Every badge in badge order, with its criteria and how many people hold it',
    access: access.anyOf('seeBadges', 'createBadges', 'updateBadges', 'deleteBadges', 'assignBadges', 'modifyBadgeAmount'),
    schemas: () => ({ responses: { 200: z.array(badgeAdminSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/badge',
    summary: 'Create a badge',
    access: access.anyOf('createBadges'),
    schemas: () => ({ body: badgeInput, responses: { 201: badgeAdminSchema(), 409: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/badge/:id',
    summary: 'Change a badge; without a new picture it keeps its own',
    access: access.anyOf('updateBadges'),
    schemas: () => ({
      params: badgeParams(),
      body: badgeInput,
      responses: { 200: badgeAdminSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/badge/:id',
    summary: 'Delete a badge, and take it from everyone who holds it',
    access: access.anyOf('deleteBadges'),
    schemas: () => ({ params: badgeParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  assign: defineRoute({
    method: 'PUT',
    path: '/api/badge/assign/:id',
    summary: 'Set a person’s badge collection: add badges (assignBadges), change counts and dates (modifyBadgeAmount)',
    access: access.anyOf('assignBadges', 'modifyBadgeAmount'),
    schemas: () => ({
      params: userParams(),
      body: assignBadgesInput,
      responses: { 200: z.array(badgeCollectionItemSchema()), 403: errorEnvelope(), 404: errorEnvelope() },
    }),
  }),
  count: defineRoute({
    method: 'GET',
    path: '/api/badge/badgecount/:id',
    summary: 'How many of a person’s badges are new: changed since they last looked, as their Badges tab shows them',
    access: access.rule('one’s own count, or anyone’s with getUserProfiles.'),
    schemas: () => ({ params: userParams(), responses: { 200: badgeCountSchema(), 404: errorEnvelope() } }),
  }),
  resetCount: defineRoute({
    method: 'PUT',
    path: '/api/badgecount/reset',
    summary: 'One’s own Badges tab was looked at: the badges it showed are no longer new; the answer is how many still are',
    access: access.signedIn,
    schemas: () => ({ body: badgesSeenInput, responses: { 200: badgeCountSchema() } }),
  }),
} as const;
