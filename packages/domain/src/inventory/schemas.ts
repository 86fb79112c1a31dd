import { z } from 'zod';
import { INVENTORY_CATEGORIES, INVENTORY_FILTERS, type InventoryCategory } from './categories.js';
import { MAX_COST_PER_ENTRY, MAX_QUANTITY, roundCents, roundQuantity } from './amounts.js';
import { INVENTORY_MESSAGES as M } from './messages.js';

export const INVENTORY_TYPE_NAME_MAX = 60;
export const INVENTORY_DESCRIPTION_MAX = 150;
export const INVENTORY_UNIT_MAX = 20;
export const INVENTORY_NOTE_MAX = 500;

/** A quantity moved or bought: more than 0, rounded to 3 decimals. */
const positiveQuantity = z
  .number({ error: M.quantityRequired })
  .gt(0, M.quantityRequired)
  .max(MAX_QUANTITY, M.quantityTooLarge)
  .transform(roundQuantity)
  .refine((q) => q > 0, M.quantityRequired);

/** A cost in US dollars: 0 or more, rounded to cents. */
const costUsd = z
  .number({ error: M.costInvalid })
  .min(0, M.costInvalid)
  .max(MAX_COST_PER_ENTRY, M.costTooLarge)
  .transform(roundCents);

const note = z.string({ error: M.noteTooLong }).trim().max(INVENTORY_NOTE_MAX, M.noteTooLong).default('');

/** `GET /api/inventory/types?category=`: one category, or All (also when empty or left out). */
export const inventoryTypesQuery = z.object({
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INVENTORY_FILTERS, { error: M.categoryInvalid }).default('All'),
  ),
});

/** `POST /api/inventory/types` (document 3 §3 'Inventory type item', §4 Equipment type). */
export const createInventoryTypeInput = z.object({
  name: z
    .string({ error: M.typeNameRequired })
    .trim()
    .min(1, M.typeNameRequired)
    .max(INVENTORY_TYPE_NAME_MAX, M.typeNameTooLong),
  category: z.enum(INVENTORY_CATEGORIES, { error: M.categoryInvalid }),
  description: z
    .string({ error: M.descriptionTooLong })
    .trim()
    .max(INVENTORY_DESCRIPTION_MAX, M.descriptionTooLong)
    .default(''),
  unit: z.string({ error: M.unitRequired }).trim().min(1, M.unitRequired).max(INVENTORY_UNIT_MAX, M.unitTooLong).default('each'),
});

/** `GET /api/inventory/{projectId}?wbsId=`: the project level, or one WBS of it. */
export const inventoryScopeQuery = z.object({
  wbsId: z.uuid({ error: M.wbsNotInProject }).optional(),
});

/** `POST /api/inventory/{projectId}/items`: stock of a type bought for the project or one WBS. */
export const addInventoryItemInput = z.object({
  typeId: z.uuid({ error: M.chooseType }),
  wbsId: z.uuid({ error: M.wbsNotInProject }).nullish(),
  quantity: positiveQuantity,
  costUsd,
  note,
});

/** `POST /api/inventory/items/{id}/waste` */
export const wasteInventoryInput = z.object({ quantity: positiveQuantity, note });

/** `POST /api/inventory/items/{id}/transfer`: to another project, or another level of the same one. */
export const transferInventoryInput = z.object({
  toProjectId: z.uuid({ error: M.chooseProject }),
  toWbsId: z.uuid({ error: M.wbsNotInProject }).nullish(),
  quantity: positiveQuantity,
  note,
});

/** `PUT /api/inventory/items/{id}`: a correction of the count or the cost, with the reason. */
export const updateInventoryItemInput = z
  .object({
    quantity: z
      .number({ error: M.quantityNotNegative })
      .min(0, M.quantityNotNegative)
      .max(MAX_QUANTITY, M.quantityTooLarge)
      .transform(roundQuantity)
      .optional(),
    costUsd: costUsd.optional(),
    note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(INVENTORY_NOTE_MAX, M.noteTooLong),
  })
  .refine((v) => v.quantity !== undefined || v.costUsd !== undefined, { message: M.nothingToCorrect, path: ['quantity'] });

export type CreateInventoryTypeInput = z.input<typeof createInventoryTypeInput>;
export type AddInventoryItemInput = z.input<typeof addInventoryItemInput>;
export type WasteInventoryInput = z.input<typeof wasteInventoryInput>;
export type TransferInventoryInput = z.input<typeof transferInventoryInput>;
export type UpdateInventoryItemInput = z.input<typeof updateInventoryItemInput>;

/** document 3 §3 'Inventory type item: _id, name, category, description', plus its unit. */
export interface InventoryType {
  id: string;
  name: string;
  category: InventoryCategory;
  description: string;
  unit: string;
}

/** Stock of one type held by a project (wbsId null) or one of its WBS. */
export interface InventoryItem {
  id: string;
  typeId: string;
  name: string;
  category: InventoryCategory;
  unit: string;
  description: string;
  projectId: string;
  wbsId: string | null;
  /** Available now. */
  quantity: number;
  wasted: number;
  /** Spent on this stock, in US dollars. */
  costUsd: number;
  updatedAt: string;
}

export interface InventoryItemTypeRef {
  name: string;
  unit: string;
}

/** The Project entity's stock fields (document 1 §3), for the project or one WBS. */
export interface InventorySummary {
  totalMaterialsCost: number;
  totalEquipmentCost: number;
  mostMaterialWaste: { itemType: InventoryItemTypeRef; stockWasted: number } | null;
  mostMaterialBought: { itemType: InventoryItemTypeRef; stockBought: number } | null;
  leastMaterialAvailable: { itemType: InventoryItemTypeRef; stockAvailable: number } | null;
}

export interface InventoryWbsRef {
  id: string;
  wbsName: string;
}

/** `GET /api/inventory/{projectId}` */
export interface ProjectInventory {
  project: { id: string; projectName: string; isActive: boolean; isArchived: boolean };
  /** The WBS shown, or null for the project level. */
  wbs: InventoryWbsRef | null;
  /** Every WBS of the project, for moving between levels. */
  wbsList: InventoryWbsRef[];
  items: InventoryItem[];
  /** Totals of the whole project: its own level and every WBS. */
  summary: InventorySummary;
}

/** A place stock can go: a project that is not archived, with its WBS. */
export interface InventoryPlace {
  id: string;
  projectName: string;
  wbs: InventoryWbsRef[];
}

export type InventoryMovementKind = 'purchase' | 'waste' | 'transfer-out' | 'transfer-in' | 'update';

/** One change to an item, with who made it and when. */
export interface InventoryMovement {
  id: string;
  kind: InventoryMovementKind;
  /** Units moved; for an 'update', the change in quantity (may be negative). */
  quantity: number;
  /** Dollars moved; for an 'update', the change in cost (may be negative). */
  costUsd: number;
  note: string;
  at: string;
  by: { id: string; firstName: string; lastName: string } | null;
  otherProject: { id: string; projectName: string } | null;
}

/** `POST /api/inventory/items/{id}/transfer` */
export interface InventoryTransferResult {
  from: InventoryItem;
  to: InventoryItem;
}

/** Reading any project's inventory needs only a sign-in; changing it needs putProject. */
export const INVENTORY_EDIT_PERMISSION = 'putProject';
