import {
  fuelFor,
  hasFuel,
  INVENTORY_MESSAGES as M,
  type createInventoryTypeInput,
  type FuelType,
  type InventoryCategory,
  type InventoryFilter,
  type InventoryType,
  type TypeArchivedFilter,
} from '@goodhours/domain';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inventoryTypes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** The columns of a type's answer; `typeDto` turns a row of them into the answer. */
export const typeColumns = {
  id: inventoryTypes.id,
  name: inventoryTypes.name,
  category: inventoryTypes.category,
  description: inventoryTypes.description,
  unit: inventoryTypes.unit,
  fuel: inventoryTypes.fuel,
  archivedAt: inventoryTypes.archivedAt,
};

export interface TypeRow {
  id: string;
  name: string;
  category: string;
  description: string;
  unit: string;
  fuel: string | null;
  archivedAt: Date | null;
}

export const typeDto = (row: TypeRow): InventoryType => ({
  id: row.id,
  name: row.name,
  category: row.category as InventoryCategory,
  description: row.description,
  unit: row.unit,
  fuel: row.fuel as FuelType | null,
  archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
});

/** The types a list shows: of one category or all, archived ones left out unless asked for. */
export function typeFilter(category: InventoryFilter, archived: TypeArchivedFilter): SQL | undefined {
  return and(
    category === 'All' ? undefined : eq(inventoryTypes.category, category),
    archived === 'include' ? undefined : archived === 'only' ? isNotNull(inventoryTypes.archivedAt) : isNull(inventoryTypes.archivedAt),
  );
}

/** Lists sort by category, then by name whatever its case. */
export const typeOrder = [asc(inventoryTypes.category), asc(sql`lower(${inventoryTypes.name})`)];

/**
 * Item types of one category, or all of them, by category and name. Archived types are left out
 * unless asked for, so the pickers never offer one to buy.
 */
export async function listInventoryTypes(
  ctx: AppContext,
  category: InventoryFilter,
  archived: TypeArchivedFilter = 'exclude',
): Promise<InventoryType[]> {
  const rows = await ctx.db
    .select(typeColumns)
    .from(inventoryTypes)
    .where(typeFilter(category, archived))
    .orderBy(...typeOrder);
  return rows.map(typeDto);
}

/**
 * Adds an item type; an equipment type runs on Diesel unless another fuel is chosen, and only
 * equipment has a fuel. A name already used in the category, whatever its case, is refused with
 * 'Error: that type already exists.' (document 3 §8), archived types included; the unique index
 * decides, so two racing creates cannot both win.
 */
export async function createInventoryType(ctx: AppContext, input: z.output<typeof createInventoryTypeInput>): Promise<InventoryType> {
  if (input.fuel !== undefined && !hasFuel(input.category)) {
    throw new AppError('VALIDATION', M.fuelOnlyForEquipment, { fuel: M.fuelOnlyForEquipment });
  }
  const [row] = await ctx.db
    .insert(inventoryTypes)
    .values({ ...input, fuel: fuelFor(input.category, input.fuel), createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning(typeColumns);
  if (!row) throw new AppError('CONFLICT', M.typeExists, { name: M.typeExists });
  return typeDto(row);
}
