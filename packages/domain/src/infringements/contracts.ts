import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { MESSAGES } from '../messages.js';
import { INFRINGEMENT_MESSAGES as M } from './messages.js';
import { infringementInput, infringementSchema } from './schemas.js';
import { once } from '../contracts/once.js';

const personParams = once(() => z.object({ id: z.uuid({ error: MESSAGES.userNotFound }) }));
const infringementParams = once(() => personParams().extend({ infringementId: z.uuid({ error: M.notFound }) }));

/**
 * Blue squares on a profile (document 1 §3, §6). Each change needs its permission first; then the
 * service applies the Owner protection: an Owner's blue squares also need addDeleteEditOwners, a
 * protected account's an Owner holding it (403).
 */
export const infringementContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/userprofile/:id/infringements',
    summary: 'A person’s blue squares, newest date first',
    access: access.rule('the person themself, or anyone with getUserProfiles, addInfringements, editInfringements or deleteInfringements.'),
    schemas: () => ({ params: personParams(), responses: { 200: z.array(infringementSchema()), 404: errorEnvelope() } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/userprofile/:id/infringements',
    summary: 'Give a person a blue square (the email telling them is queued with it)',
    access: access.anyOf('addInfringements'),
    schemas: () => ({ params: personParams(), body: infringementInput, responses: { 201: infringementSchema(), 404: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/userprofile/:id/infringements/:infringementId',
    summary: 'Change the date or summary of a blue square',
    access: access.anyOf('editInfringements'),
    schemas: () => ({
      params: infringementParams(),
      body: infringementInput,
      responses: { 200: infringementSchema(), 404: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/userprofile/:id/infringements/:infringementId',
    summary: 'Remove a blue square',
    access: access.anyOf('deleteInfringements'),
    schemas: () => ({ params: infringementParams(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
} as const;
