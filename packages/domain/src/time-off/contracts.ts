import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { TIME_OFF_MESSAGES as M } from './messages.js';
import {
  setTimeOffRequestInput,
  timeOffRequestSchema,
  timeOffRequestsByUserSchema,
  timeOffRequestsQuery,
  updateTimeOffRequestInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

const requestParams = once(() => z.object({ id: z.uuid({ error: M.notFound }) }));

const CHANGE_RULE = 'one’s own requests, or anyone’s with manageTimeOffRequests';

/** Time off (document 1 §7): whose requests a caller may read or change is decided with the data. */
export const timeOffContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/getTimeOffRequests',
    summary: 'Time-off requests grouped by the person they are for (one person’s with `userId`)',
    access: access.rule('one’s own requests; everyone’s with manageTimeOffRequests or as an Owner or Administrator.'),
    schemas: () => ({ query: timeOffRequestsQuery(), responses: { 200: timeOffRequestsByUserSchema() } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/setTimeOffRequest',
    summary: 'Request time off: whole weeks, Sunday to Saturday, not overlapping another request',
    access: access.rule(`${CHANGE_RULE}.`),
    schemas: () => ({
      body: setTimeOffRequestInput,
      responses: { 201: timeOffRequestSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/updateTimeOffRequest/:id',
    summary: 'Change a time-off request (start, weeks or reason); the weeks are snapped again',
    access: access.rule(`${CHANGE_RULE}; one’s own only before it starts, unless one holds manageTimeOffRequests.`),
    schemas: () => ({
      params: requestParams(),
      body: updateTimeOffRequestInput,
      responses: { 200: timeOffRequestSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/deleteTimeOffRequest/:id',
    summary: 'Delete a time-off request',
    access: access.rule(`${CHANGE_RULE}.`),
    schemas: () => ({ params: requestParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
} as const;
