import { z } from '../zod.js';
import { INVENTORY_CATEGORIES } from './categories.js';
import { FUEL_TYPES } from './fuel.js';
import { once } from '../contracts/once.js';

const category = once(() => z.enum(INVENTORY_CATEGORIES));

/**
 * document 3 §3 'Inventory type item: _id, name, category, description', plus its unit, an
 * equipment's fuel (§9) and when it was archived (a type still used is archived, never deleted).
 */
export const inventoryTypeSchema = once(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    category: category(),
    description: z.string(),
    unit: z.string(),
    fuel: z.enum(FUEL_TYPES).nullable().describe('An equipment type’s fuel; null for the other categories.'),
    archivedAt: z.string().nullable().describe('ISO date-time it was archived; null while offered in the pickers.'),
  }),
);
export type InventoryType = z.infer<ReturnType<typeof inventoryTypeSchema>>;

/** Stock of one type held by a project (wbsId null) or one of its WBS. */
export const inventoryItemSchema = once(() =>
  z.object({
    id: z.uuid(),
    typeId: z.uuid(),
    name: z.string(),
    category: category(),
    unit: z.string(),
    description: z.string(),
    projectId: z.uuid(),
    wbsId: z.uuid().nullable(),
    quantity: z.number().describe('Available now.'),
    wasted: z.number(),
    costUsd: z.number().describe('Spent on this stock, in US dollars.'),
    updatedAt: z.string().describe('ISO date-time'),
  }),
);
export type InventoryItem = z.infer<ReturnType<typeof inventoryItemSchema>>;

export const inventoryItemTypeRefSchema = once(() => z.object({ name: z.string(), unit: z.string() }));
export type InventoryItemTypeRef = z.infer<ReturnType<typeof inventoryItemTypeRefSchema>>;

/** The Project entity's stock fields (document 1 §3), for the project or one WBS. */
export const inventorySummarySchema = once(() =>
  z.object({
    totalMaterialsCost: z.number(),
    totalEquipmentCost: z.number(),
    mostMaterialWaste: z.object({ itemType: inventoryItemTypeRefSchema(), stockWasted: z.number() }).nullable(),
    mostMaterialBought: z.object({ itemType: inventoryItemTypeRefSchema(), stockBought: z.number() }).nullable(),
    leastMaterialAvailable: z.object({ itemType: inventoryItemTypeRefSchema(), stockAvailable: z.number() }).nullable(),
  }),
);
export type InventorySummary = z.infer<ReturnType<typeof inventorySummarySchema>>;

export const inventoryWbsRefSchema = once(() => z.object({ id: z.uuid(), wbsName: z.string() }));
export type InventoryWbsRef = z.infer<ReturnType<typeof inventoryWbsRefSchema>>;

/** `GET /api/inventory/{projectId}` */
export const projectInventorySchema = once(() =>
  z.object({
    project: z.object({ id: z.uuid(), projectName: z.string(), isActive: z.boolean(), isArchived: z.boolean() }),
    wbs: inventoryWbsRefSchema().nullable().describe('The WBS shown, or null for the project level.'),
    wbsList: z.array(inventoryWbsRefSchema()).describe('Every WBS of the project, for moving between levels.'),
    items: z.array(inventoryItemSchema()),
    summary: inventorySummarySchema().describe('Totals of the whole project: its own level and every WBS.'),
  }),
);
export type ProjectInventory = z.infer<ReturnType<typeof projectInventorySchema>>;

/** A place stock can go: a project that is not archived, with its WBS. */
export const inventoryPlaceSchema = once(() =>
  z.object({
    id: z.uuid(),
    projectName: z.string(),
    wbs: z.array(inventoryWbsRefSchema()),
  }),
);
export type InventoryPlace = z.infer<ReturnType<typeof inventoryPlaceSchema>>;

/** The stock ledger's movements (decision 070); a correction carries a signed change of the count. */
export const INVENTORY_MOVEMENT_KINDS = ['purchase', 'transfer-in', 'transfer-out', 'use', 'waste', 'correction'] as const;
export type InventoryMovementKind = (typeof INVENTORY_MOVEMENT_KINDS)[number];

/** One change to an item, with who made it and when. */
export const inventoryMovementSchema = once(() =>
  z.object({
    id: z.uuid(),
    kind: z.enum(INVENTORY_MOVEMENT_KINDS),
    quantity: z.number().describe("Units moved; for a 'correction', the change in quantity (may be negative); negative for a reversal."),
    costUsd: z.number().describe("Dollars moved; for a 'correction', the change in cost (may be negative)."),
    reason: z.enum(['wasted', 'destroyed']).nullable().describe('Why stock was wasted.'),
    reversesId: z.uuid().nullable().describe('The movement this one reverses.'),
    workDate: z.string().describe('The day of the work, YYYY-MM-DD in the organisation’s time zone.'),
    note: z.string(),
    at: z.string().describe('ISO date-time'),
    by: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
    otherProject: z.object({ id: z.uuid(), projectName: z.string() }).nullable(),
  }),
);
export type InventoryMovement = z.infer<ReturnType<typeof inventoryMovementSchema>>;

/** `POST /api/inventory/items/{id}/transfer` */
export const inventoryTransferResultSchema = once(() => z.object({ from: inventoryItemSchema(), to: inventoryItemSchema() }));
export type InventoryTransferResult = z.infer<ReturnType<typeof inventoryTransferResultSchema>>;
