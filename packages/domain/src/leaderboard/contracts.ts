import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ACTING_FOR_RULE } from '../header/index.js';
import { MESSAGES } from '../messages.js';
import { leaderboardQuery, mouseoverInput } from './leaderboard.js';
import { leaderboardSchema, mouseoverTextSchema } from './schemas.js';

/**
 * The leaderboard (document 2 §2, §7; document 4 §10): read for oneself or, by an Owner or
 * Administrator, for the person they view; the hover text is read by everyone, set by Owners.
 */
export const leaderboardContracts = {
  get: defineRoute({
    method: 'GET',
    path: '/api/dashboard/leaderboard/:userId',
    summary: 'This week’s hours of the people the shown person may see, with the organisation’s totals',
    access: access.rule(`${ACTING_FOR_RULE} Only Owners and Administrators filter by team.`),
    schemas: () => ({
      params: z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }),
      query: leaderboardQuery(),
      responses: { 200: leaderboardSchema(), 404: errorEnvelope() },
    }),
  }),
  mouseoverText: defineRoute({
    method: 'GET',
    path: '/api/mouseoverText',
    summary: 'The leaderboard’s hover text',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: mouseoverTextSchema() } }),
  }),
  saveMouseoverText: defineRoute({
    method: 'PUT',
    path: '/api/mouseoverText',
    summary: 'Change the leaderboard’s hover text',
    access: access.roles(['Owner']),
    schemas: () => ({ body: mouseoverInput, responses: { 200: mouseoverTextSchema() } }),
  }),
} as const;
