import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authContracts, MESSAGES, passwordLinkContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { revokeSession } from '../../auth/sessions.js';
import * as auth from './service.js';
import { checkPasswordLink, usePasswordLink } from './password-links.js';
import { sendResetLink, setupState } from './reset-link.js';

const meta = (request: FastifyRequest): auth.RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'auth', authContracts, {
    login: ({ body, request }) => auth.login(ctx, body, meta(request)),
    forcePassword: async ({ body }) => {
      await auth.forcePasswordUpdate(ctx, body);
      return { message: MESSAGES.forcePasswordSuccess };
    },
    forgotPassword: async ({ body, request }) => {
      await auth.forgotPassword(ctx, body, meta(request));
      return { message: MESSAGES.forgotSuccess };
    },
    updatePassword: async ({ caller, params, body }) => {
      await auth.updatePassword(ctx, caller, params.userId, body);
      return { message: MESSAGES.updatePasswordSuccess };
    },
    refreshToken: async ({ caller, params }) => ({ token: await auth.refreshToken(ctx, caller, params.id) }),
    logout: ({ caller }) => revokeSession(ctx, caller.sessionId),
    session: ({ caller }) => auth.sessionUser(caller),
  });
  implementArea(app, ctx, 'auth', passwordLinkContracts, {
    checkLink: ({ body }) => checkPasswordLink(ctx, body.token),
    useLink: ({ body, request }) => usePasswordLink(ctx, body, meta(request)),
    sendResetLink: ({ caller, params }) => sendResetLink(ctx, caller, params.id),
    setupState: () => setupState(ctx),
  });
}
