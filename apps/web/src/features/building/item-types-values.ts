import { DEFAULT_FUEL, hasFuel, type FuelType, type InventoryType, type UpdateItemTypeInput } from '@goodhours/domain';

/** What the edit form holds: a type's editable fields (a fuel only counts for equipment). */
export interface ItemTypeValues {
  name: string;
  description: string;
  unit: string;
  fuel: FuelType;
}

export function itemTypeValues(type: InventoryType): ItemTypeValues {
  return { name: type.name, description: type.description, unit: type.unit, fuel: type.fuel ?? DEFAULT_FUEL };
}

/**
 * The fields the edit changes, compared as the server keeps them (trimmed): only those are sent,
 * so an untouched form sends nothing and a field typed back to its old value is no change.
 */
export function changedFields(type: InventoryType, values: ItemTypeValues): UpdateItemTypeInput {
  const body: UpdateItemTypeInput = {};
  if (values.name.trim() !== type.name) body.name = values.name;
  if (values.description.trim() !== type.description) body.description = values.description;
  if (values.unit.trim() !== type.unit) body.unit = values.unit;
  if (hasFuel(type.category) && values.fuel !== type.fuel) body.fuel = values.fuel;
  return body;
}

/** A refused save's messages for this form's fields, under them; any other refusal is one message. */
export function refusalFields(fields: Record<string, string> | undefined, known: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).filter(([key]) => known.includes(key)));
}
