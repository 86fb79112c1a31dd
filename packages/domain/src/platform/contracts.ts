import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';

/** The platform's own routes: health, the OpenAPI document and its reference page. */
export const platformContracts = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server process is up (a liveness probe: it does not ask the database), and which database it runs on',
    access: access.public('reveals nothing but the kind of database.'),
    schemas: () => ({ responses: { 200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }) } }),
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    summary: 'Whether the server can serve: its database answered within a second (a readiness probe for a load balancer)',
    access: access.public('reveals nothing but whether the database answers.'),
    schemas: () => ({ responses: { 200: z.object({ ok: z.literal(true) }), 503: errorEnvelope() } }),
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route contracts',
    access: access.public('describes the routes, not their data.'),
    schemas: () => ({ responses: { 200: z.record(z.string(), z.unknown()) } }),
  }),
  docs: defineRoute({
    method: 'GET',
    path: '/api/docs',
    summary: 'The API reference page (HTML), generated from the same document',
    access: access.public('describes the routes, not their data.'),
    schemas: () => ({ responses: { 200: z.string().describe('text/html') } }),
  }),
} as const;
