import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ONBOARDING_MESSAGES as M } from './messages.js';
import {
  countryCountAnswer,
  invitationInput,
  invitationListSchema,
  invitationSchema,
  placeLookupAnswer,
  placeLookupBody,
  placeLookupParams,
  setupDoneAnswer,
  setupProfileInput,
  setupTokenAnswer,
  setupTokenInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

/** Who sends setup links: those who may create accounts. */
const inviters = access.anyOf('postUserProfile');
const invitationId = once(() => idParam(M.invitationNotFound));
/** A setup carries a picture of at most 50 KB as a data URL. */
const setupBodyLimit = 256 * 1024;

/** Invitations, the invited profile setup and place lookups (document 3 §2.1, §7; document 1 §2 Send Setup Link). */
export const onboardingContracts = {
  invite: defineRoute({
    method: 'POST',
    path: '/api/setup-invitations',
    summary: 'Email a setup link (valid 7 days) to a new person, with the role and weekly hours they start with',
    access: inviters,
    schemas: () => ({ body: invitationInput, responses: { 201: invitationSchema(), 409: errorEnvelope(), 422: errorEnvelope() } }),
  }),
  listInvitations: defineRoute({
    method: 'GET',
    path: '/api/setup-invitations',
    summary: 'The setup links sent, newest first, each with its state (pending, expired, completed, cancelled)',
    access: inviters,
    schemas: () => ({ responses: { 200: invitationListSchema() } }),
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/api/setup-invitations/:id/resend',
    summary: 'Send a new link for an open invitation; the link sent before stops working',
    access: inviters,
    schemas: () => ({ params: invitationId(), responses: { 200: invitationSchema(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  cancelInvitation: defineRoute({
    method: 'POST',
    path: '/api/setup-invitations/:id/cancel',
    summary: 'Cancel an open invitation: its link stops working',
    access: inviters,
    schemas: () => ({ params: invitationId(), responses: { 200: invitationSchema(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  checkToken: defineRoute({
    method: 'POST',
    path: '/api/ProfileInitialSetup/token',
    summary: 'Whether a setup link works: the invited email and hours, or why not',
    access: access.public('answers only for the holder of an unguessable link token (256 bits, stored hashed).'),
    schemas: () => ({ body: setupTokenInput, responses: { 200: setupTokenAnswer() } }),
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/api/ProfileInitialSetup',
    summary: 'Create the invited person’s account from their own profile, and sign them in',
    access: access.public('the link’s token is used up by the account it creates; it cannot reach an existing account.'),
    schemas: () => ({
      body: setupProfileInput,
      responses: { 201: setupDoneAnswer(), 400: errorEnvelope(), 409: errorEnvelope(), 422: errorEnvelope() },
    }),
    bodyLimit: setupBodyLimit,
  }),
  lookupPlace: defineRoute({
    method: 'POST',
    path: '/api/timezone/:location',
    summary: 'Find a typed place in the bundled city list, with its time zone (no outside service)',
    access: access.public('the body’s token must be an open setup link’s or a signed-in session’s.'),
    schemas: () => ({
      params: placeLookupParams(),
      body: placeLookupBody(),
      responses: { 200: placeLookupAnswer(), 403: errorEnvelope(), 404: errorEnvelope() },
    }),
  }),
  countryCount: defineRoute({
    method: 'GET',
    path: '/api/getTotalCountryCount',
    summary: 'How many countries the active members live in (the setup form’s home-country tooltip)',
    access: access.public('a single count, naming nobody.'),
    schemas: () => ({ responses: { 200: countryCountAnswer() } }),
  }),
} as const;

export type OnboardingContracts = typeof onboardingContracts;
