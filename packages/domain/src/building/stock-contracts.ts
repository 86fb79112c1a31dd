import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';
import { STOCK_MESSAGES as M } from './stock-messages.js';
import { INVENTORY_MESSAGES as IM } from '../inventory/index.js';
import {
  addStockInput,
  buildingProjectSchema,
  movementsPageSchema,
  movementsQuery,
  reverseMovementInput,
  stockLogAnswer,
  stockLogInput,
  stockMinimumInput,
  stockPageSchema,
  stockQuery,
  stockRowSchema,
} from './stock.js';

const itemParams = once(() => z.object({ id: z.uuid({ error: IM.itemNotFound }) }));
const movementParams = once(() => z.object({ id: z.uuid({ error: M.movementNotFound }) }));
const building = access.portal('building');

/** The building portal's stock (document 3 §2.9; decision 070): the ledger of materials, consumables and reusables. */
export const stockContracts = {
  projects: defineRoute({
    method: 'GET',
    path: '/api/bm/projects',
    summary: 'Projects the portal works on (not archived), by name: the project picker',
    access: building,
    schemas: () => ({ responses: { 200: z.array(buildingProjectSchema()) } }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/bm/stock',
    summary: 'Stock of one category per project and type: bought, used, wasted, available; filtered, sorted, a page at a time',
    access: building,
    schemas: () => ({ query: stockQuery(), responses: { 200: stockPageSchema() } }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/api/bm/stock',
    summary: 'Add stock to a project directly, of an existing type or a new one (a purchase movement)',
    access: building,
    schemas: () => ({ body: addStockInput, responses: { 201: stockRowSchema(), 404: errorEnvelope(), 409: errorEnvelope() } }),
  }),
  log: defineRoute({
    method: 'POST',
    path: '/api/bm/stock/log',
    summary: 'Log use and waste of one item or many, in units or percent of what is available: all or nothing, each failing row named',
    access: building,
    schemas: () => ({ body: stockLogInput, responses: { 200: stockLogAnswer(), 404: errorEnvelope() } }),
  }),
  movements: defineRoute({
    method: 'GET',
    path: '/api/bm/items/:id/movements',
    summary: 'An item with its newest movements, 50 at a time (before= the oldest shown)',
    access: building,
    schemas: () => ({ params: itemParams(), query: movementsQuery(), responses: { 200: movementsPageSchema(), 404: errorEnvelope() } }),
  }),
  minimum: defineRoute({
    method: 'PUT',
    path: '/api/bm/items/:id/minimum',
    summary: 'Set or clear the low-stock minimum of an item',
    access: building,
    schemas: () => ({ params: itemParams(), body: stockMinimumInput, responses: { 200: stockRowSchema(), 404: errorEnvelope() } }),
  }),
  reverse: defineRoute({
    method: 'POST',
    path: '/api/bm/movements/:id/reverse',
    summary: 'Reverse a purchase, use or waste with a new movement pointing at it (nothing is changed or deleted)',
    access: building,
    schemas: () => ({
      params: movementParams(),
      body: reverseMovementInput,
      responses: { 200: stockRowSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
} as const;
