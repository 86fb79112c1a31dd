import { INVENTORY_MESSAGES as M, transferCostShare, type InventoryTransferResult, type transferInventoryInput } from '@goodhours/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { recordMovement, recordOrRefuse } from './ledger.js';
import { assertCanReceive, lockPlaces, projectById, readItem, wbsOfProject } from './places.js';
import { itemAtPlace, lockItem, placeOf } from './stock.js';

/**
 * Moves stock to another project, or to another level of the same project: the quantity and a
 * proportional share of the cost leave the item and join the destination's row of the same type
 * (created when needed). Both sides are movements of the ledger, in one transaction.
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
    const share = transferCostShare(item, input.quantity);
    const moved = { quantity: input.quantity, note: input.note };
    await recordOrRefuse(ctx, tx, itemId, userId, { ...moved, kind: 'transfer-out', costUsd: -share, otherProjectId: to.projectId });
    const toItemId = await itemAtPlace(ctx, tx, to, share);
    await recordMovement(ctx, tx, toItemId, userId, { ...moved, kind: 'transfer-in', costUsd: share, otherProjectId: from.projectId });
    return { from: await readItem(tx, itemId), to: await readItem(tx, toItemId) };
  });
}
