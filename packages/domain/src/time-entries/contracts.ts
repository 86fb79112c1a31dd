import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { TIME_ENTRY_READERS } from './access.js';
import { TIME_ENTRY_MESSAGES as M } from './messages.js';
import {
  timeEntryEditHistorySchema,
  timeEntryInput,
  timeEntryRangeParams,
  timeEntrySchema,
  timeEntryTangibleInput,
  timeEntryUpdateResultSchema,
  timeEntryUsersInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

const entryParams = once(() => z.object({ id: z.uuid({ error: M.notFound }) }));
const personParams = once(() => z.object({ userId: z.uuid({ error: M.personNotFound }) }));

const READ_RULE =
  'whose time log the caller may view (decision 023): one’s own; a team leader’s visible team members’; anyone’s for Owners, Administrators and holders of getUserProfiles, seeUsersInDashboard or getReports.';
const PROTECTED = 'Another person’s entries of an Owner also need addDeleteEditOwners; of a protected account, an Owner holding it.';

/** Time entries (document 1 §7, document 4 §4): who may do what is decided with the entry (time-entries/access). */
export const timeEntryContracts = {
  listOfPerson: defineRoute({
    method: 'GET',
    path: '/api/TimeEntry/user/:id/:from/:to',
    summary: 'A person’s entries dated from `from` to `to` (both inclusive), newest first',
    access: access.rule(READ_RULE),
    schemas: () => ({ params: timeEntryRangeParams(), responses: { 200: z.array(timeEntrySchema()), 404: errorEnvelope() } }),
  }),
  listOfPeople: defineRoute({
    method: 'POST',
    path: '/api/TimeEntry/users',
    summary: 'Several people’s entries in a date range (at most 500 people over at most a year), newest first',
    access: access.anyOf(...TIME_ENTRY_READERS),
    schemas: () => ({ body: timeEntryUsersInput(), responses: { 200: z.array(timeEntrySchema()) } }),
  }),
  editHistory: defineRoute({
    method: 'GET',
    path: '/api/TimeEntry/editHistory/:userId',
    summary: 'A person’s recorded same-day time edits of the last 365 days, newest first',
    access: access.rule(READ_RULE),
    schemas: () => ({ params: personParams(), responses: { 200: timeEntryEditHistorySchema(), 404: errorEnvelope() } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/TimeEntry',
    summary: 'Log an entry: 201 with the new entry, 200 with the one an idempotency key already made',
    access: access.rule(`one’s own entry, or anyone’s with postTimeEntry. ${PROTECTED}`),
    schemas: () => ({
      body: timeEntryInput,
      responses: { 200: timeEntrySchema(), 201: timeEntrySchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/TimeEntry/:id',
    summary: 'Change an entry; answers it with the edit-limit bookkeeping',
    access: access.rule(`each changed field needs its own permission, except in one’s own entry on the day it was created. ${PROTECTED}`),
    schemas: () => ({
      params: entryParams(),
      body: timeEntryInput,
      responses: { 200: timeEntryUpdateResultSchema(), 404: errorEnvelope() },
    }),
  }),
  setTangible: defineRoute({
    method: 'PATCH',
    path: '/api/TimeEntry/:id/tangible',
    summary: 'Make an entry tangible or intangible',
    access: access.rule(`toggleTangibleTime for one’s own entry on its day, else editTimeEntryToggleTangible. ${PROTECTED}`),
    schemas: () => ({ params: entryParams(), body: timeEntryTangibleInput(), responses: { 200: timeEntrySchema(), 404: errorEnvelope() } }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/TimeEntry/:id',
    summary: 'Delete an entry',
    access: access.rule(`deleteTimeEntryOwn for one’s own entry on its day, else deleteTimeEntryOthers. ${PROTECTED}`),
    schemas: () => ({ params: entryParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
} as const;
