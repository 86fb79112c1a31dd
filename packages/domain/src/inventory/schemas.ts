import { z } from '../zod.js';
import type { PermissionKey } from '../permissions/catalogue.js';
import { INVENTORY_CATEGORIES, INVENTORY_FILTERS } from './categories.js';
import { FUEL_TYPES } from './fuel.js';
import { MAX_COST_PER_ENTRY, MAX_QUANTITY, roundCents, roundQuantity } from './amounts.js';
import { INVENTORY_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

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
const costUsd = z.number({ error: M.costInvalid }).min(0, M.costInvalid).max(MAX_COST_PER_ENTRY, M.costTooLarge).transform(roundCents);

const note = z.string({ error: M.noteTooLong }).trim().max(INVENTORY_NOTE_MAX, M.noteTooLong).default('');

/** Which types a list shows: archived ones are left out unless asked for, so nobody buys one. */
export const TYPE_ARCHIVED_FILTERS = ['exclude', 'include', 'only'] as const;
export type TypeArchivedFilter = (typeof TYPE_ARCHIVED_FILTERS)[number];

/**
 * `GET /api/inventory/types?category=&archived=`: one category, or All (also when empty or left
 * out); archived types only when asked for.
 */
export const inventoryTypesQuery = once(() =>
  z.object({
    category: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(INVENTORY_FILTERS, { error: M.categoryInvalid }).default('All'),
    ),
    archived: z.enum(TYPE_ARCHIVED_FILTERS, { error: M.archivedFilterInvalid }).default('exclude'),
  }),
);

/** An equipment type's fuel (document 3 §9). */
export const inventoryTypeFuel = once(() => z.enum(FUEL_TYPES, { error: M.fuelInvalid }));

/** An item type's name, trimmed: 'Please enter a name.' when empty (document 3 §5). */
export const inventoryTypeName = () =>
  z.string({ error: M.typeNameRequired }).trim().min(1, M.typeNameRequired).max(INVENTORY_TYPE_NAME_MAX, M.typeNameTooLong);
/** An item type's description, trimmed, at most 150 characters (document 3 §9). */
export const inventoryTypeDescription = () =>
  z.string({ error: M.descriptionTooLong }).trim().max(INVENTORY_DESCRIPTION_MAX, M.descriptionTooLong);
/** How an item type is counted: bags, m, each. */
export const inventoryTypeUnit = () =>
  z.string({ error: M.unitRequired }).trim().min(1, M.unitRequired).max(INVENTORY_UNIT_MAX, M.unitTooLong);

/**
 * `POST /api/inventory/types` (document 3 §3 'Inventory type item', §4 Equipment type). A fuel
 * is an equipment type's only (the server refuses it on another category); left out, equipment
 * runs on Diesel. Kept a plain object: other forms take parts of it.
 */
export const createInventoryTypeInput = z.object({
  name: inventoryTypeName(),
  category: z.enum(INVENTORY_CATEGORIES, { error: M.categoryInvalid }),
  description: inventoryTypeDescription().default(''),
  unit: inventoryTypeUnit().default('each'),
  fuel: inventoryTypeFuel().optional(),
});

/** `GET /api/inventory/{projectId}?wbsId=`: the project level, or one WBS of it. */
export const inventoryScopeQuery = once(() =>
  z.object({
    wbsId: z.uuid({ error: M.wbsNotInProject }).optional(),
  }),
);

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

/** Reading any project's inventory needs only a sign-in; changing it needs putProject. */
export const INVENTORY_EDIT_PERMISSION = 'putProject' satisfies PermissionKey;
