import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { portalLoginAnswer, portalLoginInput, portalParams } from './schemas.js';

/** The portal logins (document 3 §2.10; decision 069): a step-up inside the signed-in session. */
export const portalContracts = {
  login: defineRoute({
    method: 'POST',
    path: '/api/portals/:portal/login',
    summary:
      'Pass a portal’s login with one’s own email and password: the portal is flagged on this session until it ends (no token is issued)',
    access: access.rule(
      'the signed-in person’s own email and password, holding the portal’s permission (403 otherwise); counted by the sign-in limits.',
    ),
    schemas: () => ({
      params: portalParams(),
      body: portalLoginInput,
      responses: { 200: portalLoginAnswer(), 429: errorEnvelope() },
    }),
  }),
} as const;
