import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ACTING_FOR_RULE } from '../header/index.js';
import { MESSAGES } from '../messages.js';
import { bugReportInput, suggestionInput, suggestionOptionsInput, suggestionOptionsSchema } from './suggestions.js';
import { once } from '../contracts/once.js';

const userParams = once(() => z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }));
const MAILS_OWNERS = `${ACTING_FOR_RULE} The mail names the signed-in caller as its sender.`;

/**
 * Suggestions and bug reports (document 2 §7): everyone reads the options and writes for
 * themself; only Owners change the options. Both forms mail the Owners through the outbox
 * (409 when there is no active Owner to receive them).
 */
export const suggestionContracts = {
  options: defineRoute({
    method: 'GET',
    path: '/api/dashboard/suggestionoption/:userId',
    summary: 'The suggestion categories and extra fields',
    access: access.signedIn,
    schemas: () => ({ params: userParams(), responses: { 200: suggestionOptionsSchema() } }),
  }),
  changeOptions: defineRoute({
    method: 'POST',
    path: '/api/dashboard/suggestionoption/:userId',
    summary: 'Add, delete or edit the suggestion categories and extra fields',
    access: access.roles(['Owner']),
    schemas: () => ({
      params: userParams(),
      body: suggestionOptionsInput(),
      responses: { 200: suggestionOptionsSchema(), 404: errorEnvelope() },
    }),
  }),
  makeSuggestion: defineRoute({
    method: 'POST',
    path: '/api/dashboard/makesuggestion/:userId',
    summary: 'Mail a suggestion to the Owners',
    access: access.rule(MAILS_OWNERS),
    schemas: () => ({ params: userParams(), body: suggestionInput, responses: { 200: messageAnswer(), 409: errorEnvelope() } }),
  }),
  bugReport: defineRoute({
    method: 'POST',
    path: '/api/dashboard/bugreport/:userId',
    summary: 'Mail a bug report to the Owners',
    access: access.rule(MAILS_OWNERS),
    schemas: () => ({ params: userParams(), body: bugReportInput, responses: { 200: messageAnswer(), 409: errorEnvelope() } }),
  }),
} as const;
