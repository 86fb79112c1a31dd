import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import { summaryBarSchema } from './summary-bar.js';

/** The summary bar (document 2 §2). */
export const summaryBarContracts = {
  get: defineRoute({
    method: 'GET',
    path: '/api/dashboard/summarybar/:userId',
    summary: 'The summary bar of a person: this week’s hours, summary status and counts',
    access: access.rule(
      'the person themself, an Owner or Administrator, or a holder of putUserProfileImportantInfo; an Owner’s bar only for Owners.',
    ),
    schemas: () => ({
      params: z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }),
      responses: { 200: summaryBarSchema(), 404: errorEnvelope() },
    }),
  }),
} as const;
