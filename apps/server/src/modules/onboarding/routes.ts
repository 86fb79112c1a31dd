import type { FastifyInstance } from 'fastify';
import { onboardingContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { cancelInvitation, invite, listInvitations, resendInvitation } from './invitations.js';
import { checkSetupToken, completeSetup, countryCount, lookupPlace } from './setup.js';

export function onboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'onboarding', onboardingContracts, {
    invite: ({ caller, body }) => invite(ctx, caller, body),
    listInvitations: () => listInvitations(ctx),
    resendInvitation: ({ caller, params }) => resendInvitation(ctx, caller, params.id),
    cancelInvitation: ({ caller, params }) => cancelInvitation(ctx, caller, params.id),
    checkToken: ({ body }) => checkSetupToken(ctx, body.token),
    setup: ({ body, request }) => completeSetup(ctx, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    lookupPlace: ({ params, body }) => lookupPlace(ctx, params.location, body.token),
    countryCount: () => countryCount(ctx),
  });
}
