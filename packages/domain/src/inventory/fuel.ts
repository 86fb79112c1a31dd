import type { InventoryCategory } from './categories.js';

/** The fuels an equipment type may run on (document 3 §9); Diesel is the default (§4). */
export const FUEL_TYPES = ['Diesel', 'Biodiesel', 'Gasoline', 'Natural Gas', 'Ethanol'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const DEFAULT_FUEL: FuelType = 'Diesel';

/** Only equipment burns fuel: the other categories keep none. */
export function hasFuel(category: InventoryCategory): boolean {
  return category === 'Equipments';
}

/** The fuel a new type of the category keeps: the chosen one or Diesel for equipment, none otherwise. */
export function fuelFor(category: InventoryCategory, fuel?: FuelType | null): FuelType | null {
  return hasFuel(category) ? (fuel ?? DEFAULT_FUEL) : null;
}
