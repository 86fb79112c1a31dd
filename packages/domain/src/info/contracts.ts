import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { createInfoInput, infoNameParam, infoPageSchema, updateInfoInput } from './schemas.js';
import { INFO_EDITOR_ROLES } from './visibility.js';

/** "Info pages: only Owner edits" (document 1 §6): the spec names the role, so no permission key. */
const editor = access.roles(INFO_EDITOR_ROLES);

/** Info pages (document 1 §3, §7): everyone signed in reads what their role may read; the Owner writes. */
export const infoContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/informations',
    summary: 'The info pages the caller’s role may read, by name',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: z.array(infoPageSchema()) } }),
  }),
  getByName: defineRoute({
    method: 'GET',
    path: '/api/informations/name/:infoName',
    summary: 'One area’s info page, by name without regard to case; null while none has been written',
    access: access.rule('the page is answered only when the caller’s role may read its visibility (403 otherwise).'),
    schemas: () => ({
      params: infoNameParam(),
      responses: { 200: infoPageSchema().nullable().describe('The page, or null when no page has this name.') },
    }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/informations',
    summary: 'Create an info page (its HTML is sanitised)',
    access: editor,
    schemas: () => ({ body: createInfoInput, responses: { 201: infoPageSchema(), 409: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/informations/:id',
    summary: 'Change an info page’s name, content or visibility',
    access: editor,
    schemas: () => ({
      params: idParam(),
      body: updateInfoInput,
      responses: { 200: infoPageSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/informations/:id',
    summary: 'Delete an info page',
    access: editor,
    schemas: () => ({ params: idParam(), responses: { 204: null, 404: errorEnvelope() } }),
  }),
} as const;
