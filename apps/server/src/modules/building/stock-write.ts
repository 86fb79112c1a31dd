import {
  INVENTORY_MESSAGES as IM,
  roundQuantity,
  STOCK_CATEGORIES,
  STOCK_MESSAGES as M,
  type addStockInput,
  type reverseMovementInput,
  type StockLogAnswer,
  type stockLogInput,
  type StockRow,
} from '@goodhours/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryItems, inventoryMovements, inventoryTypes } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { assertCanReceive, itemAtPlace, lockItem, lockPlaces, projectById, recordMovement, type Movement } from '../inventory/index.js';
import { stockRow, stockRows } from './stock-read.js';

/** Thousandths: quantities compared exactly, as the numeric column holds them. */
const milli = (q: number) => Math.round(q * 1000);

/**
 * Logs use and waste of one item or many (document 3 §2.9 materials/update, logMaterial), all or
 * nothing: the items are locked in one order (two logs never deadlock), every row is checked
 * against what its locked item holds, and only when none fails are the movements written. A
 * percent is of what is available now, read from the locked row. Waste of a reusable is
 * 'destroyed'. Each failing row's fields carry the message.
 */
export async function logStock(ctx: AppContext, userId: string, input: z.output<typeof stockLogInput>): Promise<StockLogAnswer> {
  return ctx.db.transaction(async (tx) => {
    const ids = input.rows.map((r) => r.itemId);
    const locked = await tx
      .select({ id: inventoryItems.id, available: inventoryItems.quantity, category: inventoryTypes.category })
      .from(inventoryItems)
      .innerJoin(inventoryTypes, eq(inventoryTypes.id, inventoryItems.typeId))
      .where(inArray(inventoryItems.id, ids))
      .orderBy(inventoryItems.id)
      .for('update', { of: inventoryItems });
    const byId = new Map(locked.map((row) => [row.id, row]));
    const fields: Record<string, string> = {};
    const planned: { itemId: string; movements: Movement[] }[] = [];
    input.rows.forEach((row, i) => {
      const item = byId.get(row.itemId);
      if (!item || !(STOCK_CATEGORIES as readonly string[]).includes(item.category)) {
        fields[`rows.${String(i)}.itemId`] = IM.itemNotFound;
        return;
      }
      const share = (value: number) => (row.in === 'percent' ? roundQuantity((item.available * value) / 100) : value);
      const used = share(row.used);
      const wasted = share(row.wasted);
      if (milli(used) + milli(wasted) > milli(item.available)) {
        fields[`rows.${String(i)}.used`] = M.overAvailable;
        fields[`rows.${String(i)}.wasted`] = M.overAvailable;
        return;
      }
      const reason = item.category === 'Reusables' ? 'destroyed' : 'wasted';
      const movements: Movement[] = [];
      if (used > 0) movements.push({ kind: 'use', quantity: used, note: input.note });
      if (wasted > 0) movements.push({ kind: 'waste', reason, quantity: wasted, note: input.note });
      planned.push({ itemId: row.itemId, movements });
    });
    const failed = Object.keys(fields);
    if (failed.length) {
      const notFound = failed.every((f) => f.endsWith('.itemId'));
      throw new AppError('VALIDATION', notFound ? IM.itemNotFound : M.overAvailable, fields);
    }
    for (const { itemId, movements } of planned) {
      for (const m of movements) {
        // Checked above under the same lock; the ledger's own refusal is the backstop.
        if ((await recordMovement(ctx, tx, itemId, userId, m)) === undefined) throw new AppError('VALIDATION', M.overAvailable);
      }
    }
    return { rows: await stockRows(tx, ids) };
  });
}

/** A type of the page's category for new stock: the one chosen, or a new one created here. */
async function typeForStock(tx: Tx, input: z.output<typeof addStockInput>): Promise<string> {
  if (input.newType) {
    try {
      const [row] = await tx
        .insert(inventoryTypes)
        .values({ ...input.newType, category: input.category })
        .returning({ id: inventoryTypes.id });
      if (!row) throw new Error('inventory type insert returned nothing');
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', IM.typeExists, { 'newType.name': IM.typeExists });
      throw error;
    }
  }
  const [type] = await tx
    .select({ id: inventoryTypes.id, category: inventoryTypes.category, archivedAt: inventoryTypes.archivedAt })
    .from(inventoryTypes)
    .where(eq(inventoryTypes.id, input.typeId ?? ''));
  if (!type || type.category !== input.category || type.archivedAt) {
    throw new AppError('VALIDATION', IM.typeNotFound, { typeId: IM.typeNotFound });
  }
  return type.id;
}

/** Adds stock to a project directly (document 3 §2.9 materials/add, consumables/add): a purchase movement. */
export async function addStock(ctx: AppContext, userId: string, input: z.output<typeof addStockInput>): Promise<StockRow> {
  return ctx.db.transaction(async (tx) => {
    assertCanReceive(await projectById(tx, input.projectId, 'projectId'), 'projectId');
    // A savepoint: a refused new type leaves the transaction usable for the answer.
    const typeId = await tx.transaction((inner) => typeForStock(inner, input));
    const place = { typeId, projectId: input.projectId, wbsId: null };
    await lockPlaces(tx, [place]);
    const itemId = await itemAtPlace(ctx, tx, place, input.costUsd);
    await recordMovement(ctx, tx, itemId, userId, { kind: 'purchase', quantity: input.quantity, costUsd: input.costUsd, note: input.note });
    return stockRow(tx, itemId);
  });
}

/** Sets or clears an item's low-stock line; whether it is below now is noted without an email. */
export async function setMinimum(ctx: AppContext, itemId: string, minimum: number | null): Promise<StockRow> {
  return ctx.db.transaction(async (tx) => {
    await lockItem(tx, itemId);
    await tx
      .update(inventoryItems)
      .set({
        minimum,
        belowMinimum: minimum === null ? false : sql`${inventoryItems.quantity} < ${minimum}::numeric`,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(inventoryItems.id, itemId));
    return stockRow(tx, itemId);
  });
}

const REVERSIBLE = new Set(['purchase', 'use', 'waste']);

/**
 * Reverses a purchase, use or waste with a new movement of the same kind and the opposite
 * quantity, pointing at it (decision 070). Once per movement (a unique index); a reversal that
 * would take on hand below zero is refused like any decrease.
 */
export async function reverseMovement(
  ctx: AppContext,
  userId: string,
  movementId: string,
  input: z.output<typeof reverseMovementInput>,
): Promise<StockRow> {
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx.select().from(inventoryMovements).where(eq(inventoryMovements.id, movementId));
    if (!m) throw new AppError('NOT_FOUND', M.movementNotFound);
    if (m.reversesId) throw new AppError('CONFLICT', M.isReversal);
    if (!REVERSIBLE.has(m.kind)) throw new AppError('CONFLICT', M.reverseKindRefused);
    const item = await lockItem(tx, m.itemId);
    const [done] = await tx
      .select({ id: inventoryMovements.id })
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.reversesId, movementId)));
    if (done) throw new AppError('CONFLICT', M.alreadyReversed);
    const reversal: Movement = {
      kind: m.kind as Movement['kind'],
      quantity: -m.quantity,
      reason: m.reason as Movement['reason'],
      costUsd: m.kind === 'purchase' ? -Math.min(m.costUsd, item.costUsd) : 0,
      reversesId: movementId,
      note: input.note,
    };
    if ((await recordMovement(ctx, tx, m.itemId, userId, reversal)) === undefined) {
      throw new AppError('VALIDATION', M.overAvailable, { note: M.overAvailable });
    }
    return stockRow(tx, m.itemId);
  });
}
