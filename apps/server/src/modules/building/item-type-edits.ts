import {
  hasFuel,
  INVENTORY_MESSAGES as M,
  ITEM_TYPE_FIELDS,
  ITEM_TYPE_STATUS,
  type InventoryCategory,
  type InventoryType,
  type ItemTypeChange,
  type ItemTypeField,
  type updateItemTypeInput,
} from '@goodhours/domain';
import { desc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryTypeChanges, inventoryTypes, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { typeColumns, typeDto, type TypeRow } from '../inventory/index.js';

/** The fields an edit may change, in the order their changes are listed. */
const EDITABLE = ['name', 'description', 'unit', 'fuel'] as const satisfies readonly ItemTypeField[];
type Editable = (typeof EDITABLE)[number];
/** The fields of one edit share its moment; they are listed in the form's order. */
const fieldOrder = sql`array_position(array[${sql.join(
  ITEM_TYPE_FIELDS.map((field) => sql`${field}`),
  sql`, `,
)}]::text[], ${inventoryTypeChanges.field})`;

/** The type's row, locked for the rest of the transaction, or a 404. */
async function lockType(tx: Tx, id: string): Promise<TypeRow> {
  const [row] = await tx.select(typeColumns).from(inventoryTypes).where(eq(inventoryTypes.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', M.typeNotFound);
  return row;
}

/**
 * When a change of the type happens: now, but after its previous change, so its history has
 * one order even when two edits land in the same millisecond. The caller holds the type's lock.
 */
async function changeAt(tx: Tx, typeId: string, now: Date): Promise<Date> {
  const [last] = await tx
    .select({ at: max(inventoryTypeChanges.at) })
    .from(inventoryTypeChanges)
    .where(eq(inventoryTypeChanges.typeId, typeId));
  const after = last?.at ? last.at.getTime() + 1 : 0;
  return new Date(Math.max(now.getTime(), after));
}

/**
 * Edits a type's name, description, unit or fuel. Each field whose value changes writes one
 * change row (who, when, old, new) in the same transaction as the edit, under the type's lock;
 * nothing changed writes nothing. A name another type of the category has, whatever its case,
 * is a 409 (the unique index decides). Only an equipment type has a fuel.
 */
export async function updateItemType(
  ctx: AppContext,
  byUserId: string,
  id: string,
  input: z.output<typeof updateItemTypeInput>,
): Promise<InventoryType> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockType(tx, id);
      if (input.fuel !== undefined && !hasFuel(row.category as InventoryCategory)) {
        throw new AppError('VALIDATION', M.fuelOnlyForEquipment, { fuel: M.fuelOnlyForEquipment });
      }
      const next: Record<Editable, string | null> = {
        name: input.name ?? row.name,
        description: input.description ?? row.description,
        unit: input.unit ?? row.unit,
        fuel: input.fuel ?? row.fuel,
      };
      const changed = EDITABLE.filter((field) => next[field] !== row[field]);
      if (changed.length === 0) return typeDto(row);

      const at = await changeAt(tx, id, ctx.clock.now());
      const [updated] = await tx
        .update(inventoryTypes)
        .set(Object.fromEntries(changed.map((field) => [field, next[field]])))
        .where(eq(inventoryTypes.id, id))
        .returning(typeColumns);
      await tx
        .insert(inventoryTypeChanges)
        .values(changed.map((field) => ({ typeId: id, field, oldValue: row[field] ?? '', newValue: next[field] ?? '', byUserId, at })));
      return typeDto(updated ?? row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.typeExists, { name: M.typeExists });
    throw error;
  }
}

/**
 * Archives a type, or offers an archived one again. A type is never deleted: what uses it keeps
 * it, and archiving only takes it out of the pickers. The move is recorded as a change of its
 * status; asking for the state it already has changes and records nothing.
 */
export async function setTypeArchived(ctx: AppContext, byUserId: string, id: string, archived: boolean): Promise<InventoryType> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockType(tx, id);
    if ((row.archivedAt !== null) === archived) return typeDto(row);
    const at = await changeAt(tx, id, ctx.clock.now());
    const [updated] = await tx
      .update(inventoryTypes)
      .set({ archivedAt: archived ? at : null })
      .where(eq(inventoryTypes.id, id))
      .returning(typeColumns);
    const [from, to] = archived
      ? [ITEM_TYPE_STATUS.active, ITEM_TYPE_STATUS.archived]
      : [ITEM_TYPE_STATUS.archived, ITEM_TYPE_STATUS.active];
    await tx.insert(inventoryTypeChanges).values({ typeId: id, field: 'status', oldValue: from, newValue: to, byUserId, at });
    return typeDto(updated ?? row);
  });
}

/** A type's recorded changes, newest first (the fields of one edit in form order), at most `limit`. */
export async function itemTypeChanges(ctx: AppContext, typeId: string, limit: number): Promise<ItemTypeChange[]> {
  const [type] = await ctx.db.select({ id: inventoryTypes.id }).from(inventoryTypes).where(eq(inventoryTypes.id, typeId));
  if (!type) throw new AppError('NOT_FOUND', M.typeNotFound);
  const rows = await ctx.db
    .select({
      id: inventoryTypeChanges.id,
      field: inventoryTypeChanges.field,
      oldValue: inventoryTypeChanges.oldValue,
      newValue: inventoryTypeChanges.newValue,
      at: inventoryTypeChanges.at,
      byId: users.id,
      byFirstName: users.firstName,
      byLastName: users.lastName,
    })
    .from(inventoryTypeChanges)
    .leftJoin(users, eq(users.id, inventoryTypeChanges.byUserId))
    .where(eq(inventoryTypeChanges.typeId, typeId))
    .orderBy(desc(inventoryTypeChanges.at), fieldOrder)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    field: r.field as ItemTypeField,
    oldValue: r.oldValue,
    newValue: r.newValue,
    at: r.at.toISOString(),
    by: r.byId ? { id: r.byId, firstName: r.byFirstName ?? '', lastName: r.byLastName ?? '' } : null,
  }));
}
