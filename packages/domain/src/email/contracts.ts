import { z } from 'zod';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { outboxMailSchema, outboxQuery } from './schemas.js';

/** The outbox every email goes through (document 4 §9). */
export const emailContracts = {
  outbox: defineRoute({
    method: 'GET',
    path: '/api/emailoutbox',
    summary: 'The newest emails of the outbox, optionally of one status; bodies that carry a secret are hidden',
    access: access.roles(['Owner']),
    query: outboxQuery,
    responses: { 200: z.array(outboxMailSchema) },
  }),
} as const;
