import type { FastifyInstance } from 'fastify';
import { portalContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { portalLogin } from './login.js';

/**
 * The portals (document 3 §2.9, §2.10; decision 069). Their login flags the portal on the
 * caller's session; every other portal route declares `access.portal(...)`, which the access
 * check enforces as the portal's permission and its flag.
 */
export function portalRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'portals', portalContracts, {
    login: ({ caller, params, body, request }) => portalLogin(ctx, caller, params.portal, body, request.ip),
  });
}
