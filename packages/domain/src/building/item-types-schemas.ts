import { z } from '../zod.js';
import { once } from '../contracts/once.js';
import {
  DEFAULT_FUEL,
  inventoryTypeFuel,
  INVENTORY_DESCRIPTION_MAX,
  INVENTORY_MESSAGES,
  inventoryTypeSchema,
  inventoryTypeDescription,
  inventoryTypeName,
  inventoryTypeUnit,
} from '../inventory/index.js';

/**
 * The building portal's item types (document 3 §2.9 Inventory type browser and New equipment
 * type form, §3, §4, §5 'Equipment type', §7, §8, §9): browse by category, add, edit with each
 * changed field recorded, archive (a type still used is archived, never deleted).
 */

/** What the item type screens say. Quoted spec text is kept verbatim; the rest is ours. */
export const ITEM_TYPE_MESSAGES = {
  // The New equipment type form (document 3 §5 'Equipment type', §8).
  nameRequired: INVENTORY_MESSAGES.typeNameRequired,
  descriptionRequired: 'Please enter a description.',
  descriptionTooLong: INVENTORY_MESSAGES.descriptionTooLong,
  equipmentAdded: INVENTORY_MESSAGES.typeAdded('Equipments'),
  equipmentExists: INVENTORY_MESSAGES.typeExists,
  equipmentFailed: (status: number, text: string) => `Error: ${String(status)} ${text}.`,
  equipmentUnexpected: (status: number) => `Warning: unexpected status ${String(status)}.`,

  // The type browser.
  noTypes: 'No item types in this category.',
  noArchivedTypes: 'No archived item types in this category.',
  noChanges: 'No changes recorded yet.',
  nothingChanged: 'Nothing to save: no field changed.',
  typeSaved: 'Item type saved.',
  typeArchived: (name: string) => `${name} archived. It is no longer offered when buying or adding stock.`,
  typeRestored: (name: string) => `${name} restored.`,
  archiveQuestion: (name: string, inUse: boolean) =>
    inUse
      ? `Archive ${name}? It stays on the inventories and purchases that use it, but nobody can buy or add it any more.`
      : `Archive ${name}? Nobody can buy or add it any more. You can restore it later.`,
  restoreQuestion: (name: string) => `Restore ${name}? It is offered again when buying or adding stock.`,
  limitInvalid: 'Please ask for between 1 and 200 changes.',
} as const;
const M = ITEM_TYPE_MESSAGES;

/**
 * The result line of the New equipment type form, by the answer's status (document 3 §8): 201
 * success, 409 the type exists, 400 or above an error with the status and its text, anything
 * else a warning. `text` is what the server said; its closing full stop is left to the message.
 */
export function equipmentTypeResult(status: number, text = ''): { tone: 'success' | 'error' | 'warning'; message: string } {
  if (status === 201) return { tone: 'success', message: M.equipmentAdded };
  if (status === 409) return { tone: 'error', message: M.equipmentExists };
  if (status >= 400) return { tone: 'error', message: M.equipmentFailed(status, text.trim().replace(/\.+$/, '')) };
  return { tone: 'warning', message: M.equipmentUnexpected(status) };
}

/**
 * `POST /api/bm/equipment-types` (document 3 §3 'New equipment type: name, desc, fuel'; §5: a
 * name and a description of at most 150 characters; §4: Diesel unless chosen).
 */
export const newEquipmentTypeInput = z.object({
  name: inventoryTypeName(),
  desc: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(INVENTORY_DESCRIPTION_MAX, M.descriptionTooLong),
  fuel: inventoryTypeFuel().default(DEFAULT_FUEL),
});
export type NewEquipmentTypeInput = z.input<typeof newEquipmentTypeInput>;

/** `PATCH /api/bm/types/{id}`: only the fields sent change; a fuel is an equipment type's only. */
export const updateItemTypeInput = z.object({
  name: inventoryTypeName().optional(),
  description: inventoryTypeDescription().optional(),
  unit: inventoryTypeUnit().optional(),
  fuel: inventoryTypeFuel().optional(),
});
export type UpdateItemTypeInput = z.input<typeof updateItemTypeInput>;

/** The fields of a type whose changes are recorded; 'status' is its archiving (Active or Archived). */
export const ITEM_TYPE_FIELDS = ['name', 'description', 'unit', 'fuel', 'status'] as const;
export type ItemTypeField = (typeof ITEM_TYPE_FIELDS)[number];
export const ITEM_TYPE_STATUS = { active: 'Active', archived: 'Archived' } as const;

/** A type as the browser lists it: whether any inventory item or purchase request uses it. */
export const bmItemTypeSchema = once(() =>
  inventoryTypeSchema().extend({
    inUse: z.boolean().describe('Some inventory item or purchase request is of this type.'),
  }),
);
export type BmItemType = z.infer<ReturnType<typeof bmItemTypeSchema>>;

/** One changed field of a type: who, when, the old and the new value (empty for none). */
export const itemTypeChangeSchema = once(() =>
  z.object({
    id: z.uuid(),
    field: z.enum(ITEM_TYPE_FIELDS),
    oldValue: z.string(),
    newValue: z.string(),
    at: z.string().describe('ISO date-time'),
    by: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
  }),
);
export type ItemTypeChange = z.infer<ReturnType<typeof itemTypeChangeSchema>>;

/** Changes one page of a type's history holds at most. */
export const ITEM_TYPE_CHANGES_MAX = 200;

/** `GET /api/bm/types/{id}/changes?limit=`: the newest changes first. */
export const itemTypeChangesQuery = once(() =>
  z.object({
    limit: z.coerce
      .number({ error: M.limitInvalid })
      .int(M.limitInvalid)
      .min(1, M.limitInvalid)
      .max(ITEM_TYPE_CHANGES_MAX, M.limitInvalid)
      .default(50),
  }),
);
