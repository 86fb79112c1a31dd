import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import { forcePasswordInput, forgotPasswordInput, loginInput, updatePasswordInput } from '../schemas/auth.js';
import { loginResultSchema, refreshedTokenSchema, sessionUserSchema } from './schemas.js';
import { once } from '../contracts/once.js';

const userIdParams = once(() => z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) }));
const updatePasswordParams = once(() => z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }));

/** Signing in and out, passwords and the session (document 3 §2.2, §5; document 4 §3). */
export const authContracts = {
  login: defineRoute({
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in: a session token, or the reset token when the password must be changed first (403 for an inactive account)',
    access: access.public(
      'anyone may try to sign in; every attempt is counted per email and address before the password is checked (decision 019).',
    ),
    schemas: () => ({ body: loginInput, responses: { 200: loginResultSchema(), 404: errorEnvelope(), 429: errorEnvelope() } }),
  }),
  forcePassword: defineRoute({
    method: 'PATCH',
    path: '/api/forcepassword',
    summary: 'Set a new password after a first sign-in or a temporary password (403 when the reset token does not fit)',
    access: access.public('proof of identity is the short-lived reset token from POST /api/login.'),
    schemas: () => ({ body: forcePasswordInput, responses: { 200: messageAnswer() } }),
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/forgotpassword',
    summary: 'Email a temporary password when email, first and last name match an active person',
    access: access.public('email, first and last name must all match; requests are counted per email and address before the lookup.'),
    schemas: () => ({ body: forgotPasswordInput, responses: { 200: messageAnswer(), 404: errorEnvelope(), 429: errorEnvelope() } }),
  }),
  updatePassword: defineRoute({
    method: 'PATCH',
    path: '/api/updatepassword/:userId',
    summary: 'Change one’s own password; every session of the account ends',
    access: access.rule('only the signed-in person’s own password, with the current one.'),
    schemas: () => ({
      params: updatePasswordParams(),
      body: updatePasswordInput,
      responses: { 200: messageAnswer(), 404: errorEnvelope() },
    }),
  }),
  refreshToken: defineRoute({
    method: 'GET',
    path: '/api/refreshToken/:id',
    summary: 'A new token for the caller’s own session, with a later expiry',
    access: access.rule('only the caller’s own id.'),
    schemas: () => ({ params: userIdParams(), responses: { 200: refreshedTokenSchema() } }),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    summary: 'End the caller’s session',
    access: access.signedIn,
    schemas: () => ({ responses: { 204: null } }),
  }),
  session: defineRoute({
    method: 'GET',
    path: '/api/session',
    summary: 'The signed-in person and what they may do',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: sessionUserSchema() } }),
  }),
} as const;
