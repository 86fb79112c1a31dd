import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { once } from '../contracts/once.js';
import { createInventoryTypeInput, INVENTORY_MESSAGES, inventoryTypeSchema, inventoryTypesQuery } from '../inventory/index.js';
import {
  bmItemTypeSchema,
  itemTypeChangeSchema,
  itemTypeChangesQuery,
  newEquipmentTypeInput,
  updateItemTypeInput,
} from './item-types-schemas.js';

export * from './item-types-schemas.js';

const typeParams = once(() => idParam(INVENTORY_MESSAGES.typeNotFound));
const building = access.portal('building');

/**
 * The building portal's item types (document 3 §2.9, §7 Inventory): the type browser at
 * /bmdashboard/inventory/types and the New equipment type form at /bmdashboard/equipment/add.
 * The types are the inventory's own (`/api/inventory/types`); these routes add the portal's views
 * and the change history.
 */
export const itemTypeContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/bm/types',
    summary: 'Item types of one category, or all, by category and name, each saying whether it is in use; archived ones when asked for',
    access: building,
    schemas: () => ({ query: inventoryTypesQuery(), responses: { 200: z.array(bmItemTypeSchema()) } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/bm/types',
    summary: 'Add an item type of any category from the portal; a name already used in the category, whatever its case, is refused',
    access: building,
    schemas: () => ({ body: createInventoryTypeInput, responses: { 201: inventoryTypeSchema(), 409: errorEnvelope() } }),
  }),
  createEquipment: defineRoute({
    method: 'POST',
    path: '/api/bm/equipment-types',
    summary: 'Add an equipment type (name, desc, fuel; Diesel unless chosen); a name already used by an equipment type is refused',
    access: building,
    schemas: () => ({ body: newEquipmentTypeInput, responses: { 201: inventoryTypeSchema(), 409: errorEnvelope() } }),
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/bm/types/:id',
    summary: 'Edit a type’s name, description, unit or fuel; each changed field is recorded with who, when, old and new',
    access: building,
    schemas: () => ({
      params: typeParams(),
      body: updateItemTypeInput,
      responses: { 200: inventoryTypeSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  changes: defineRoute({
    method: 'GET',
    path: '/api/bm/types/:id/changes',
    summary: 'A type’s recorded changes, newest first',
    access: building,
    schemas: () => ({
      params: typeParams(),
      query: itemTypeChangesQuery(),
      responses: { 200: z.array(itemTypeChangeSchema()), 404: errorEnvelope() },
    }),
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/api/bm/types/:id/archive',
    summary: 'Archive a type: it stays on what uses it but is no longer offered; recorded as a change',
    access: building,
    schemas: () => ({ params: typeParams(), responses: { 200: inventoryTypeSchema(), 404: errorEnvelope() } }),
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/bm/types/:id/restore',
    summary: 'Offer an archived type again; recorded as a change',
    access: building,
    schemas: () => ({ params: typeParams(), responses: { 200: inventoryTypeSchema(), 404: errorEnvelope() } }),
  }),
} as const;
