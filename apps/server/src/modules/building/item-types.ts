import type { FastifyInstance } from 'fastify';
import {
  itemTypeContracts,
  type BmItemType,
  type InventoryFilter,
  type InventoryType,
  type newEquipmentTypeInput,
  type TypeArchivedFilter,
} from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inventoryItems, inventoryTypes, purchaseRequests } from '../../db/schema/index.js';
import { implementArea } from '../../http/register-routes.js';
import { createInventoryType, typeColumns, typeDto, typeFilter, typeOrder } from '../inventory/index.js';
import { itemTypeChanges, setTypeArchived, updateItemType } from './item-type-edits.js';

/**
 * The building portal's item types (document 3 §2.9 Inventory type browser and New equipment
 * type form, §7 Inventory): every route is the portal's (its permission and its login).
 */
export function itemTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'building', itemTypeContracts, {
    list: ({ query }) => listItemTypes(ctx, query.category, query.archived),
    create: ({ body }) => createInventoryType(ctx, body),
    createEquipment: ({ body }) => createEquipmentType(ctx, body),
    update: ({ caller, params, body }) => updateItemType(ctx, caller.id, params.id, body),
    changes: ({ params, query }) => itemTypeChanges(ctx, params.id, query.limit),
    archive: ({ caller, params }) => setTypeArchived(ctx, caller.id, params.id, true),
    restore: ({ caller, params }) => setTypeArchived(ctx, caller.id, params.id, false),
  });
}

/**
 * Types of a category (or all) by category and name, each saying whether it is in use: some
 * inventory item or purchase request is of it. One statement; the browser archives a type in
 * use rather than losing what refers to it.
 */
export async function listItemTypes(ctx: AppContext, category: InventoryFilter, archived: TypeArchivedFilter): Promise<BmItemType[]> {
  // Written with aliases: a one-table select names its columns without their table, which
  // would make the subqueries compare their own columns.
  const inUse = sql<boolean>`(exists (select 1 from ${inventoryItems} i where i.type_id = ${inventoryTypes}.id)
    or exists (select 1 from ${purchaseRequests} p where p.type_id = ${inventoryTypes}.id))`.mapWith(Boolean);
  const rows = await ctx.db
    .select({ ...typeColumns, inUse })
    .from(inventoryTypes)
    .where(typeFilter(category, archived))
    .orderBy(...typeOrder);
  return rows.map((row) => ({ ...typeDto(row), inUse: row.inUse }));
}

/**
 * document 3 §7 'Add equipment type: body name, desc, fuel; status 201 is success'. It is the
 * inventory's own create, so the same name rule holds: one already used by an equipment type,
 * whatever its case, is a 409.
 */
export function createEquipmentType(ctx: AppContext, input: z.output<typeof newEquipmentTypeInput>): Promise<InventoryType> {
  return createInventoryType(ctx, { name: input.name, category: 'Equipments', description: input.desc, unit: 'each', fuel: input.fuel });
}
