import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import {
  passwordLinkCheckAnswer,
  passwordLinkDoneAnswer,
  passwordLinkInput,
  passwordLinkTokenInput,
  setupStateAnswer,
} from './password-links.js';
import { once } from '../contracts/once.js';

const userIdParams = once(() => z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) }));

/** One-time password links and the first Owner (decision 054; document 4 §2, §3). */
export const passwordLinkContracts = {
  checkLink: defineRoute({
    method: 'POST',
    path: '/api/password-links/check',
    summary: 'Whether a password link works: the person’s first name, or why not (expired, used, revoked, invalid)',
    access: access.public('answers only for the holder of an unguessable link token (256 bits, stored hashed).'),
    schemas: () => ({ body: passwordLinkTokenInput(), responses: { 200: passwordLinkCheckAnswer() } }),
  }),
  useLink: defineRoute({
    method: 'POST',
    path: '/api/password-links/use',
    summary: 'Set a new password through a link (once); the person’s other sessions end and they are signed in',
    access: access.public('the link’s token proves the person; it is used up in the same transaction that sets the password.'),
    schemas: () => ({
      body: passwordLinkInput,
      responses: { 200: passwordLinkDoneAnswer(), 400: errorEnvelope(), 403: errorEnvelope(), 422: errorEnvelope() },
    }),
  }),
  sendResetLink: defineRoute({
    method: 'POST',
    path: '/api/userprofile/:id/reset-link',
    summary: 'Email a person a one-time link (24 hours) to choose a new password; their earlier links stop working',
    access: access.anyOf('resetPassword'),
    schemas: () => ({ params: userIdParams(), responses: { 200: messageAnswer(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  setupState: defineRoute({
    method: 'GET',
    path: '/api/setup-state',
    summary: 'Whether the organisation still needs its first Owner (the login page then says how to create one)',
    access: access.public('a single yes or no, naming nobody.'),
    schemas: () => ({ responses: { 200: setupStateAnswer() } }),
  }),
} as const;
