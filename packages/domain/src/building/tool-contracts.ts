import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';
import { TOOL_MESSAGES as M } from './tool-messages.js';
import {
  toolLogAnswer,
  toolLogInput,
  toolLogQuery,
  toolLogTableSchema,
  toolTypeAnswer,
  toolTypeInput,
  unitDetailSchema,
  unitUpdateInput,
  unitsPageSchema,
  unitsQuery,
} from './tool-schemas.js';

const building = access.portal('building');
export const unitParams = once(() => z.object({ id: z.uuid({ error: M.unitNotFound }) }));

/** The building portal's tools and equipment (document 3 §2.9; issue 44): units with a code and one holder at a time. */
export const toolContracts = {
  addType: defineRoute({
    method: 'POST',
    path: '/api/bm/tool-types',
    summary:
      'The tool type form: a type of tools or equipment (new, or existing by name) and N units of it for a project, each with a new code',
    access: building,
    schemas: () => ({ body: toolTypeInput, responses: { 201: toolTypeAnswer(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  units: defineRoute({
    method: 'GET',
    path: '/api/bm/units',
    summary: 'Tools or equipment, one row per unit, with holder and current usage; filtered by project and type, a page at a time',
    access: building,
    schemas: () => ({ query: unitsQuery(), responses: { 200: unitsPageSchema() } }),
  }),
  logTable: defineRoute({
    method: 'GET',
    path: '/api/bm/tool-log',
    summary: 'The daily log’s table for a project: per type the working, available and using counts, and the units the action may take',
    access: building,
    schemas: () => ({ query: toolLogQuery(), responses: { 200: toolLogTableSchema(), 404: errorEnvelope() } }),
  }),
  log: defineRoute({
    method: 'POST',
    path: '/api/bm/tool-log',
    summary: 'Check units out or in, in one transaction: a message per unit; one holder at a time, decided by the database',
    access: building,
    schemas: () => ({ body: toolLogInput, responses: { 200: toolLogAnswer(), 404: errorEnvelope() } }),
  }),
  unit: defineRoute({
    method: 'GET',
    path: '/api/bm/units/:id',
    summary: 'One tool or piece of equipment: every field, its custody log and its condition updates, newest first',
    access: building,
    schemas: () => ({ params: unitParams(), responses: { 200: unitDetailSchema(), 404: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/bm/units/:id/updates',
    summary: 'The update-status form: the unit really changes (broken is not checked out, lost leaves its holder, end of life retires it)',
    access: building,
    schemas: () => ({
      params: unitParams(),
      body: unitUpdateInput,
      responses: { 201: unitDetailSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
} as const;
