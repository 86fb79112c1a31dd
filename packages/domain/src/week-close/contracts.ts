import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import {
  WEEK_CLOSE_MESSAGES,
  waiveBlueSquareInput,
  weekCloseDetailSchema,
  weekCloseOutcomeSchema,
  weekClosePreviewSchema,
  weekCloseResendSchema,
  summaryDigestSchema,
  weekCloseSchema,
  weekStartParam,
} from './schemas.js';

/** Who reads the weekly close: Owners and Administrators (issue 17, the close page). */
const readers = access.roles(['Owner', 'Administrator']);

/** The weekly close's record and preview (document 4 §6); the paths are ours, the spec has none. */
export const weekCloseContracts = {
  history: defineRoute({
    method: 'GET',
    path: '/api/weekclose',
    summary: 'Every weekly close, newest first: when it ran and what it gave',
    access: readers,
    schemas: () => ({ responses: { 200: z.array(weekCloseSchema()) } }),
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/weekclose/preview',
    summary: 'What the coming close would do if it ran now, person by person, by the same rules',
    access: readers,
    schemas: () => ({ responses: { 200: weekClosePreviewSchema() } }),
  }),
  week: defineRoute({
    method: 'GET',
    path: '/api/weekclose/:weekStart',
    summary: 'One closed week and what it decided for each person, with the reasons',
    access: readers,
    schemas: () => ({
      params: z.object({ weekStart: weekStartParam() }),
      responses: { 200: weekCloseDetailSchema(), 404: errorEnvelope() },
    }),
  }),
  waive: defineRoute({
    method: 'POST',
    path: '/api/weekclose/:weekStart/waive/:userId',
    summary: 'Waive the blue square a close gave one person, with the reason; the person is told by email',
    access: readers,
    schemas: () => ({
      params: z.object({ weekStart: weekStartParam(), userId: z.uuid({ error: WEEK_CLOSE_MESSAGES.noOutcome }) }),
      body: waiveBlueSquareInput,
      responses: { 200: weekCloseOutcomeSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  resend: defineRoute({
    method: 'POST',
    path: '/api/weekclose/:weekStart/resend',
    summary:
      'Queue a closed week’s blue-square emails and summary digests again (resendBlueSquareAndSummaryEmails); no blue square is given again',
    access: access.anyOf('resendBlueSquareAndSummaryEmails'),
    schemas: () => ({
      params: z.object({ weekStart: weekStartParam() }),
      responses: { 200: weekCloseResendSchema(), 404: errorEnvelope() },
    }),
  }),
  digest: defineRoute({
    method: 'GET',
    path: '/api/userprofile/:id/summarydigest',
    summary: 'Whether the person receives the weekly summaries digest of their teams',
    access: access.rule('one’s own choice only.'),
    schemas: () => ({
      params: z.object({ id: z.uuid({ error: WEEK_CLOSE_MESSAGES.digestOwnOnly }) }),
      responses: { 200: summaryDigestSchema(), 403: errorEnvelope() },
    }),
  }),
  setDigest: defineRoute({
    method: 'PUT',
    path: '/api/userprofile/:id/summarydigest',
    summary: 'Ask for the weekly summaries digest of one’s teams, or stop it',
    access: access.rule('one’s own choice only.'),
    schemas: () => ({
      params: z.object({ id: z.uuid({ error: WEEK_CLOSE_MESSAGES.digestOwnOnly }) }),
      body: summaryDigestSchema(),
      responses: { 200: summaryDigestSchema(), 403: errorEnvelope() },
    }),
  }),
} as const;
