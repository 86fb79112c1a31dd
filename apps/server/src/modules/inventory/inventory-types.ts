import {
  INVENTORY_MESSAGES as M,
  type createInventoryTypeInput,
  type InventoryCategory,
  type InventoryFilter,
  type InventoryType,
} from '@goodhours/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inventoryTypes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

const typeColumns = {
  id: inventoryTypes.id,
  name: inventoryTypes.name,
  category: inventoryTypes.category,
  description: inventoryTypes.description,
  unit: inventoryTypes.unit,
};

const typeDto = (row: { category: string } & Omit<InventoryType, 'category'>): InventoryType => ({
  ...row,
  category: row.category as InventoryCategory,
});

/** Item types of one category, or all of them, by category and name. */
export async function listInventoryTypes(ctx: AppContext, category: InventoryFilter): Promise<InventoryType[]> {
  const rows = await ctx.db
    .select(typeColumns)
    .from(inventoryTypes)
    .where(category === 'All' ? undefined : eq(inventoryTypes.category, category))
    .orderBy(asc(inventoryTypes.category), asc(sql`lower(${inventoryTypes.name})`));
  return rows.map(typeDto);
}

/**
 * Adds an item type. A name already used in the category, whatever its case, is refused with
 * 'Error: that type already exists.' (document 3 §8); the unique index decides, so two racing
 * creates cannot both win.
 */
export async function createInventoryType(ctx: AppContext, input: z.output<typeof createInventoryTypeInput>): Promise<InventoryType> {
  const [row] = await ctx.db
    .insert(inventoryTypes)
    .values({ ...input, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning(typeColumns);
  if (!row) throw new AppError('CONFLICT', M.typeExists, { name: M.typeExists });
  return typeDto(row);
}
