import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import {
  trackerEditInput,
  trackerInput,
  trackerToggleInput,
  userWarningsSchema,
  WARNING_MESSAGES,
  WARNING_ROLES,
  warningInput,
  warningTrackerSchema,
  warningUsersQuery,
} from './warnings.js';
import { once } from '../contracts/once.js';

const trackerParams = once(() => z.object({ id: z.uuid({ error: WARNING_MESSAGES.trackerNotFound }) }));
const userParams = once(() => z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }));
const warningParams = once(() => userParams().extend({ warningId: z.uuid({ error: WARNING_MESSAGES.warningNotFound }) }));

/**
 * The warning tracker (document 2 §7 'Warnings'): trackers, and the warnings of people. Owners and
 * Administrators hold every tracker permission; others need the one for each action.
 */
export const warningContracts = {
  trackers: defineRoute({
    method: 'GET',
    path: '/api/warnings/currentWarningDescriptions',
    summary: 'Every warning tracker by title',
    access: access.roles(WARNING_ROLES, ['viewTrackingOverview']),
    schemas: () => ({ responses: { 200: z.array(warningTrackerSchema()) } }),
  }),
  addTracker: defineRoute({
    method: 'POST',
    path: '/api/warnings/descriptions',
    summary: 'Add a warning tracker (a title already used is refused with 422)',
    access: access.roles(WARNING_ROLES, ['addWarningTracker']),
    schemas: () => ({ body: trackerInput(), responses: { 201: warningTrackerSchema() } }),
  }),
  renameTracker: defineRoute({
    method: 'PUT',
    path: '/api/warnings/descriptions/:id',
    summary: 'Rename a warning tracker',
    access: access.roles(WARNING_ROLES, ['addWarningTracker']),
    schemas: () => ({
      params: trackerParams(),
      body: trackerEditInput(),
      responses: { 200: warningTrackerSchema(), 404: errorEnvelope() },
    }),
  }),
  setTrackerActive: defineRoute({
    method: 'PUT',
    path: '/api/warnings/descriptions/:id/active',
    summary: 'Deactivate (deactivateWarningTracker) or reactivate (reactivateWarningTracker) a warning tracker',
    access: access.roles(WARNING_ROLES, ['deactivateWarningTracker', 'reactivateWarningTracker']),
    schemas: () => ({
      params: trackerParams(),
      body: trackerToggleInput(),
      responses: { 200: warningTrackerSchema(), 404: errorEnvelope() },
    }),
  }),
  deleteTracker: defineRoute({
    method: 'DELETE',
    path: '/api/warnings/descriptions/:id',
    summary: 'Delete a warning tracker and every warning of it',
    access: access.roles(WARNING_ROLES, ['deleteWarningTracker']),
    schemas: () => ({ params: trackerParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
  warningsOf: defineRoute({
    method: 'GET',
    path: '/api/warnings',
    summary: 'The warnings of up to 50 people on the active trackers',
    access: access.rule('one’s own warnings; anyone else’s for Owners, Administrators and holders of viewTrackingOverview.'),
    schemas: () => ({ query: warningUsersQuery(), responses: { 200: z.array(userWarningsSchema()) } }),
  }),
  issue: defineRoute({
    method: 'POST',
    path: '/api/warnings/:userId',
    summary: 'Issue a yellow warning (issueTrackingWarnings) or a red one with a blue square (issueBlueSquare)',
    access: access.roles(WARNING_ROLES, ['issueTrackingWarnings', 'issueBlueSquare']),
    schemas: () => ({
      params: userParams(),
      body: warningInput(),
      responses: { 201: userWarningsSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/warnings/:userId/:warningId',
    summary: 'Delete one of a person’s warnings; answers the person’s warnings',
    access: access.roles(WARNING_ROLES, ['deleteWarning']),
    schemas: () => ({ params: warningParams(), responses: { 200: userWarningsSchema(), 404: errorEnvelope() } }),
  }),
} as const;
