import {
  INVENTORY_MESSAGES as M,
  MAX_ITEM_COST,
  roundCents,
  roundQuantity,
  type addInventoryItemInput,
  type InventoryItem,
  type updateInventoryItemInput,
  type wasteInventoryInput,
} from '@goodhours/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryItems, inventoryTypes } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordMovement, recordOrRefuse } from './ledger.js';
import { assertCanReceive, lockPlaces, projectById, readItem, wbsOfProject } from './places.js';

type ItemRow = typeof inventoryItems.$inferSelect;

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

/** Refuses a cost total the item's column cannot hold. */
export function assertCostFits(costUsd: number, field = 'costUsd'): void {
  if (costUsd > MAX_ITEM_COST) throw new AppError('VALIDATION', M.totalCostTooLarge, { [field]: M.totalCostTooLarge });
}

/**
 * The item holding a type at a place, locked: the row already there, or a new empty one whose
 * stock the caller's movement then brings. The caller holds the place lock. `addingCost` is
 * checked against what the item's cost column can hold.
 */
export async function itemAtPlace(
  ctx: AppContext,
  tx: Tx,
  place: { typeId: string; projectId: string; wbsId: string | null },
  addingCost = 0,
): Promise<string> {
  const now = ctx.clock.now();
  const [existing] = await tx
    .select({ id: inventoryItems.id, costUsd: inventoryItems.costUsd })
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
    assertCostFits(roundCents(existing.costUsd + addingCost));
    return existing.id;
  }
  assertCostFits(addingCost);
  const [row] = await tx
    .insert(inventoryItems)
    .values({ ...place, createdAt: now, updatedAt: now })
    .returning({ id: inventoryItems.id });
  if (!row) throw new Error('inventory item insert returned nothing');
  return row.id;
}

/**
 * Buys stock of a type for the project or one of its WBS: a purchase on the row already held
 * there, or on a new one.
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
    const [type] = await tx
      .select({ id: inventoryTypes.id, archivedAt: inventoryTypes.archivedAt })
      .from(inventoryTypes)
      .where(eq(inventoryTypes.id, input.typeId));
    // An archived type is kept for its history; nobody buys more of it.
    if (!type || type.archivedAt) throw new AppError('VALIDATION', M.typeNotFound, { typeId: M.typeNotFound });
    const place = { typeId: input.typeId, projectId, wbsId };
    await lockPlaces(tx, [place]);
    const itemId = await itemAtPlace(ctx, tx, place, input.costUsd);
    await recordMovement(ctx, tx, itemId, userId, { kind: 'purchase', quantity: input.quantity, costUsd: input.costUsd, note: input.note });
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
    await lockItem(tx, itemId);
    await recordOrRefuse(ctx, tx, itemId, userId, { kind: 'waste', reason: 'wasted', quantity: input.quantity, note: input.note });
    return readItem(tx, itemId);
  });
}

/**
 * Corrects the count or the cost: a correction movement carrying the signed difference, with
 * its reason; the history keeps what was there before.
 */
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
    await recordOrRefuse(ctx, tx, itemId, userId, {
      kind: 'correction',
      quantity: roundQuantity(quantity - item.quantity),
      costUsd: roundCents(costUsd - item.costUsd),
      note: input.note,
    });
    return readItem(tx, itemId);
  });
}
