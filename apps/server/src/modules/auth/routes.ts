import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forcePasswordInput, forgotPasswordInput, loginInput, MESSAGES, updatePasswordInput } from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requireUser, revokeSession } from '../../auth/sessions.js';
import * as auth from './service.js';

const userIdParam = z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) });
const updatePasswordParam = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });

const meta = (request: FastifyRequest): auth.RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: anyone may try to sign in; failures are rate limited.
  app.post('/api/login', async (request) => auth.login(ctx, parseInput(loginInput, request.body), meta(request)));

  // Public: proof of identity is the short-lived reset token from /api/login.
  app.patch('/api/forcepassword', async (request) => {
    await auth.forcePasswordUpdate(ctx, parseInput(forcePasswordInput, request.body));
    return { message: MESSAGES.forcePasswordSuccess };
  });

  // Public: email, first and last name must all match; rate limited.
  app.post('/api/forgotpassword', async (request) => {
    await auth.forgotPassword(ctx, parseInput(forgotPasswordInput, request.body), meta(request));
    return { message: MESSAGES.forgotSuccess };
  });

  // Signed in, own account only.
  app.patch('/api/updatepassword/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(updatePasswordParam, request.params);
    await auth.updatePassword(ctx, caller, userId, parseInput(updatePasswordInput, request.body));
    return { message: MESSAGES.updatePasswordSuccess };
  });

  // Signed in, own id only.
  app.get('/api/refreshToken/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(userIdParam, request.params);
    return { token: await auth.refreshToken(ctx, caller, id) };
  });

  // Signed in: ends the caller's own session.
  app.post('/api/logout', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    await revokeSession(ctx, caller.sessionId);
    return reply.status(204).send();
  });

  // Signed in: who am I and what may I do.
  app.get('/api/session', async (request) => auth.sessionUser(await requireUser(ctx, request)));
}
