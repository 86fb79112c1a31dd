import {
  formatQuantity,
  INVENTORY_MESSAGES as M,
  MAX_ITEM_COST,
  roundCents,
  roundQuantity,
  type addInventoryItemInput,
  type InventoryItem,
  type updateInventoryItemInput,
  type wasteInventoryInput,
} from '@goodhours/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryItems, inventoryMovements, inventoryTypes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { assertCanReceive, lockPlaces, projectById, readItem, wbsOfProject } from './places.js';

type ItemRow = typeof inventoryItems.$inferSelect;

/** Tolerance for comparing quantities that went through floating point. */
const EPSILON = 1e-9;

/**
 * When a movement of the item happens: now, but never at or before its previous movement, so an
 * item's history has one order even when changes land in the same millisecond. The caller holds
 * the item's lock.
 */
export function movementAt(itemId: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`greatest(${at}, coalesce((select max(m.at) + interval '1 millisecond' from ${inventoryMovements} m where m.item_id = ${itemId}), ${at}))`;
}

/** The item row, locked for the rest of the transaction, or a 404. */
export async function lockItem(tx: Tx, id: string): Promise<ItemRow> {
  const [row] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', M.itemNotFound);
  return row;
}

/** The item's place, read without a lock (an item never changes place). */
export async function placeOf(tx: Tx, id: string): Promise<{ typeId: string; projectId: string; wbsId: string | null }> {
  const [row] = await tx
    .select({ typeId: inventoryItems.typeId, projectId: inventoryItems.projectId, wbsId: inventoryItems.wbsId })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  if (!row) throw new AppError('NOT_FOUND', M.itemNotFound);
  return row;
}

/** Refuses taking more than the item holds (422 on the quantity field). */
export async function assertAvailable(tx: Tx, item: ItemRow, quantity: number): Promise<void> {
  if (quantity <= item.quantity + EPSILON) return;
  const [type] = await tx.select({ unit: inventoryTypes.unit }).from(inventoryTypes).where(eq(inventoryTypes.id, item.typeId));
  const message = M.moreThanAvailable(formatQuantity(item.quantity), type?.unit ?? '');
  throw new AppError('VALIDATION', message, { quantity: message });
}

/** Refuses a cost total the item's column cannot hold. */
export function assertCostFits(costUsd: number, field = 'costUsd'): void {
  if (costUsd > MAX_ITEM_COST) throw new AppError('VALIDATION', M.totalCostTooLarge, { [field]: M.totalCostTooLarge });
}

/**
 * Adds stock of a type at a place, on the row already there or a new one, and answers the row's
 * id. The caller holds the place lock.
 */
export async function addToPlace(
  ctx: AppContext,
  tx: Tx,
  place: { typeId: string; projectId: string; wbsId: string | null },
  quantity: number,
  costUsd: number,
): Promise<string> {
  const now = ctx.clock.now();
  const [existing] = await tx
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.typeId, place.typeId),
        eq(inventoryItems.projectId, place.projectId),
        place.wbsId ? eq(inventoryItems.wbsId, place.wbsId) : isNull(inventoryItems.wbsId),
      ),
    )
    .for('update');
  if (existing) {
    const total = roundCents(existing.costUsd + costUsd);
    assertCostFits(total);
    await tx
      .update(inventoryItems)
      .set({ quantity: roundQuantity(existing.quantity + quantity), costUsd: total, updatedAt: now })
      .where(eq(inventoryItems.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(inventoryItems)
    .values({ ...place, quantity, costUsd, createdAt: now, updatedAt: now })
    .returning({ id: inventoryItems.id });
  if (!row) throw new Error('inventory item insert returned nothing');
  return row.id;
}

/**
 * Buys stock of a type for the project or one of its WBS: adds to the row already held there, or
 * starts one, and records the purchase.
 */
export async function addItem(
  ctx: AppContext,
  userId: string,
  projectId: string,
  input: z.output<typeof addInventoryItemInput>,
): Promise<InventoryItem> {
  return ctx.db.transaction(async (tx) => {
    assertCanReceive(await projectById(tx, projectId));
    const wbsId = input.wbsId ?? null;
    if (wbsId) await wbsOfProject(tx, projectId, wbsId, 'wbsId');
    const [type] = await tx.select({ id: inventoryTypes.id }).from(inventoryTypes).where(eq(inventoryTypes.id, input.typeId));
    if (!type) throw new AppError('VALIDATION', M.typeNotFound, { typeId: M.typeNotFound });
    const place = { typeId: input.typeId, projectId, wbsId };
    await lockPlaces(tx, [place]);
    const itemId = await addToPlace(ctx, tx, place, input.quantity, input.costUsd);
    await tx.insert(inventoryMovements).values({
      itemId,
      kind: 'purchase',
      quantity: input.quantity,
      costUsd: input.costUsd,
      note: input.note,
      byUserId: userId,
      at: movementAt(itemId, ctx.clock.now()),
    });
    return readItem(tx, itemId);
  });
}

/** Records waste: the quantity leaves what is available and counts as wasted; its cost stays. */
export async function wasteItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
  input: z.output<typeof wasteInventoryInput>,
): Promise<InventoryItem> {
  return ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    await assertAvailable(tx, item, input.quantity);
    const now = ctx.clock.now();
    await tx
      .update(inventoryItems)
      .set({
        quantity: Math.max(0, roundQuantity(item.quantity - input.quantity)),
        wasted: roundQuantity(item.wasted + input.quantity),
        updatedAt: now,
      })
      .where(eq(inventoryItems.id, itemId));
    await tx.insert(inventoryMovements).values({
      itemId,
      kind: 'waste',
      quantity: input.quantity,
      costUsd: 0,
      note: input.note,
      byUserId: userId,
      at: movementAt(itemId, now),
    });
    return readItem(tx, itemId);
  });
}

/** Corrects the count or the cost; the change and its reason are recorded as an 'update'. */
export async function updateItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
  input: z.output<typeof updateInventoryItemInput>,
): Promise<InventoryItem> {
  return ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    const quantity = input.quantity ?? item.quantity;
    const costUsd = input.costUsd ?? item.costUsd;
    const now = ctx.clock.now();
    await tx.update(inventoryItems).set({ quantity, costUsd, updatedAt: now }).where(eq(inventoryItems.id, itemId));
    await tx.insert(inventoryMovements).values({
      itemId,
      kind: 'update',
      quantity: roundQuantity(quantity - item.quantity),
      costUsd: roundCents(costUsd - item.costUsd),
      note: input.note,
      byUserId: userId,
      at: movementAt(itemId, now),
    });
    return readItem(tx, itemId);
  });
}

/** Deletes an item; its history goes with it (the foreign key cascades). */
export async function deleteItem(ctx: AppContext, itemId: string): Promise<void> {
  const deleted = await ctx.db.delete(inventoryItems).where(eq(inventoryItems.id, itemId)).returning({ id: inventoryItems.id });
  if (!deleted.length) throw new AppError('NOT_FOUND', M.itemNotFound);
}
