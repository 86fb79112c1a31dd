import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { outboxCountsSchema, outboxMailParams, outboxMailSchema, outboxQuery } from './schemas.js';

const owners = access.roles(['Owner']);

/** The outbox every email goes through (document 4 §9): read, retried and cancelled by Owners. */
export const emailContracts = {
  outbox: defineRoute({
    method: 'GET',
    path: '/api/emailoutbox',
    summary: 'The newest emails of the outbox, optionally of one status; bodies that carry a secret are hidden',
    access: owners,
    schemas: () => ({ query: outboxQuery(), responses: { 200: z.array(outboxMailSchema()) } }),
  }),
  counts: defineRoute({
    method: 'GET',
    path: '/api/emailoutbox/counts',
    summary: 'How many emails of the outbox stand in each status',
    access: owners,
    schemas: () => ({ responses: { 200: outboxCountsSchema() } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/emailoutbox/:id',
    summary: 'One email of the outbox, with its plain-text body unless it carries a secret',
    access: owners,
    schemas: () => ({ params: outboxMailParams(), responses: { 200: outboxMailSchema(), 404: errorEnvelope() } }),
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/api/emailoutbox/:id/retry',
    summary: 'Queue a failed email again, as if new: it gets six more tries',
    access: owners,
    schemas: () => ({ params: outboxMailParams(), responses: { 200: outboxMailSchema(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/emailoutbox/:id/cancel',
    summary: 'Withdraw an email still waiting to be sent; it stays in the outbox as cancelled',
    access: owners,
    schemas: () => ({ params: outboxMailParams(), responses: { 200: outboxMailSchema(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
} as const;
