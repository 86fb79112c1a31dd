import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import {
  inventoryItemSchema,
  inventoryMovementSchema,
  inventoryPlaceSchema,
  inventoryTransferResultSchema,
  inventoryTypeSchema,
  projectInventorySchema,
} from './answers.js';
import { INVENTORY_MESSAGES as M } from './messages.js';
import {
  addInventoryItemInput,
  createInventoryTypeInput,
  INVENTORY_EDIT_PERMISSION,
  inventoryScopeQuery,
  inventoryTypesQuery,
  transferInventoryInput,
  updateInventoryItemInput,
  wasteInventoryInput,
} from './schemas.js';
import { once } from '../contracts/once.js';

const projectParams = once(() => z.object({ projectId: z.uuid({ error: M.projectNotFound }) }));
const itemParams = once(() => z.object({ id: z.uuid({ error: M.itemNotFound }) }));
/** Every change to stock, and adding item types, needs putProject; reading needs a sign-in. */
const editor = access.anyOf(INVENTORY_EDIT_PERMISSION);

/** Project inventory (document 1 §2 /inventory/{projectId}, document 3 §2.9). */
export const inventoryContracts = {
  types: defineRoute({
    method: 'GET',
    path: '/api/inventory/types',
    summary: 'Item types of one category, or all of them, by category and name',
    access: access.signedIn,
    schemas: () => ({ query: inventoryTypesQuery(), responses: { 200: z.array(inventoryTypeSchema()) } }),
  }),
  createType: defineRoute({
    method: 'POST',
    path: '/api/inventory/types',
    summary: 'Add an item type; a name already used in the category, whatever its case, is refused',
    access: editor,
    schemas: () => ({ body: createInventoryTypeInput, responses: { 201: inventoryTypeSchema(), 409: errorEnvelope() } }),
  }),
  places: defineRoute({
    method: 'GET',
    path: '/api/inventory/places',
    summary: 'Projects that can receive stock (not archived), each with its WBS: the transfer form’s choices',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: z.array(inventoryPlaceSchema()) } }),
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/inventory/items/:id/history',
    summary: 'Every change to an item, newest first, with who made it and the other project of a transfer',
    access: access.signedIn,
    schemas: () => ({ params: itemParams(), responses: { 200: z.array(inventoryMovementSchema()), 404: errorEnvelope() } }),
  }),
  waste: defineRoute({
    method: 'POST',
    path: '/api/inventory/items/:id/waste',
    summary: 'Record waste: the quantity leaves what is available and counts as wasted',
    access: editor,
    schemas: () => ({ params: itemParams(), body: wasteInventoryInput, responses: { 200: inventoryItemSchema(), 404: errorEnvelope() } }),
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/api/inventory/items/:id/transfer',
    summary: 'Move stock to another project, or another level of the same one, with its share of the cost',
    access: editor,
    schemas: () => ({
      params: itemParams(),
      body: transferInventoryInput,
      responses: { 200: inventoryTransferResultSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  updateItem: defineRoute({
    method: 'PUT',
    path: '/api/inventory/items/:id',
    summary: 'Correct the count or the cost of an item, with the reason',
    access: editor,
    schemas: () => ({
      params: itemParams(),
      body: updateInventoryItemInput,
      responses: { 200: inventoryItemSchema(), 404: errorEnvelope() },
    }),
  }),
  project: defineRoute({
    method: 'GET',
    path: '/api/inventory/:projectId',
    summary: 'A project’s stock at the project level or one WBS, its WBS list and the whole project’s totals',
    access: access.signedIn,
    schemas: () => ({
      params: projectParams(),
      query: inventoryScopeQuery(),
      responses: { 200: projectInventorySchema(), 404: errorEnvelope() },
    }),
  }),
  addItem: defineRoute({
    method: 'POST',
    path: '/api/inventory/:projectId/items',
    summary: 'Buy stock of a type for the project or one of its WBS',
    access: editor,
    schemas: () => ({
      params: projectParams(),
      body: addInventoryItemInput,
      responses: { 201: inventoryItemSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
} as const;
