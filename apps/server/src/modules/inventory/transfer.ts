import {
  INVENTORY_MESSAGES as M,
  roundCents,
  roundQuantity,
  transferCostShare,
  type InventoryTransferResult,
  type transferInventoryInput,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inventoryItems, inventoryMovements } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { assertCanReceive, lockPlaces, projectById, readItem, wbsOfProject } from './places.js';
import { addToPlace, assertAvailable, lockItem, movementAt, placeOf } from './stock.js';

/**
 * Moves stock to another project, or to another level of the same project: the quantity and a
 * proportional share of the cost leave the item and join the destination's row of the same type
 * (created when needed). Both sides are recorded, in one transaction.
 */
export async function transferItem(
  ctx: AppContext,
  userId: string,
  itemId: string,
  input: z.output<typeof transferInventoryInput>,
): Promise<InventoryTransferResult> {
  return ctx.db.transaction(async (tx) => {
    const from = await placeOf(tx, itemId);
    const to = { typeId: from.typeId, projectId: input.toProjectId, wbsId: input.toWbsId ?? null };
    if (to.projectId === from.projectId && to.wbsId === from.wbsId) {
      throw new AppError('VALIDATION', M.samePlace, { toProjectId: M.samePlace });
    }
    assertCanReceive(await projectById(tx, to.projectId, 'toProjectId'), 'toProjectId');
    if (to.wbsId) await wbsOfProject(tx, to.projectId, to.wbsId, 'toWbsId');

    await lockPlaces(tx, [from, to]);
    const item = await lockItem(tx, itemId);
    await assertAvailable(tx, item, input.quantity);
    const share = transferCostShare(item, input.quantity);
    const now = ctx.clock.now();
    await tx
      .update(inventoryItems)
      .set({
        quantity: Math.max(0, roundQuantity(item.quantity - input.quantity)),
        costUsd: Math.max(0, roundCents(item.costUsd - share)),
        updatedAt: now,
      })
      .where(eq(inventoryItems.id, itemId));
    const toItemId = await addToPlace(ctx, tx, to, input.quantity, share);
    const moved = { quantity: input.quantity, costUsd: share, note: input.note, byUserId: userId };
    await tx.insert(inventoryMovements).values([
      { ...moved, itemId, kind: 'transfer-out', otherProjectId: to.projectId, at: movementAt(itemId, now) },
      { ...moved, itemId: toItemId, kind: 'transfer-in', otherProjectId: from.projectId, at: movementAt(toItemId, now) },
    ]);
    return { from: await readItem(tx, itemId), to: await readItem(tx, toItemId) };
  });
}
