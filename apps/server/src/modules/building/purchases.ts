import {
  isUnitCategory,
  PURCHASE_MESSAGES as M,
  purchaseContracts,
  purchaseCostUsd,
  purchaseProblems,
  purchaseReceiptNote,
  purchaseTransitionRefused,
  storedPurchase,
  type InventoryCategory,
  type PurchaseAction,
  type PurchaseRequest,
  type PurchaseRequestValues,
  type PurchaseStatus,
  type ReceivePurchaseValues,
} from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inventoryTypes, purchaseRequests } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { implementArea } from '../../http/register-routes.js';
import { assertCanReceive, itemAtPlace, lockPlaces, projectById, recordMovement } from '../inventory/index.js';
import { tellApprovers, tellRequester } from './purchase-mail.js';
import { insertUnits } from './tool-types.js';
import { listPurchases, readPurchase } from './purchase-read.js';

/**
 * The building portal's purchase requests (document 3 §2.9, §3 purchaseRecord). A request moves
 * Pending → Approved or Rejected → Received, or Pending → Cancelled by its requester. Every move
 * is one compare-and-set on the state: the update names the state it needs, so of two people
 * moving the same request at once one wins and the other reads the state they lost to (409).
 * The stock rises only at Received, in the same transaction as the move, so it rises once.
 */

/** The refusal of a move that matched no row: 404 when the request does not exist, else 409 naming its state. */
async function refused(tx: Tx, id: string, action: PurchaseAction): Promise<AppError> {
  const [row] = await tx.select({ status: purchaseRequests.status }).from(purchaseRequests).where(eq(purchaseRequests.id, id));
  if (!row) return new AppError('NOT_FOUND', M.requestNotFound);
  return new AppError('CONFLICT', purchaseTransitionRefused(row.status as PurchaseStatus, action));
}

const fieldError = (fields: Record<string, string>): AppError => new AppError('VALIDATION', Object.values(fields)[0] ?? '', fields);

/** The type of a request's form, offered (not archived), or a 422 on typeId. */
async function requestableType(tx: Tx, typeId: string): Promise<InventoryCategory> {
  const [type] = await tx
    .select({ category: inventoryTypes.category, archivedAt: inventoryTypes.archivedAt })
    .from(inventoryTypes)
    .where(eq(inventoryTypes.id, typeId));
  if (!type) throw fieldError({ typeId: M.typeNotFound });
  if (type.archivedAt) throw fieldError({ typeId: M.typeArchived });
  return type.category as InventoryCategory;
}

/**
 * Asks to buy stock of a type for a project. The type must be offered (an archived one is a 422)
 * and the project able to receive stock (an archived one is a 409); tools and equipment come in
 * whole pieces. The approvers are told in the same transaction.
 */
export function createPurchase(ctx: AppContext, callerId: string, input: PurchaseRequestValues): Promise<PurchaseRequest> {
  return ctx.db.transaction(async (tx) => {
    const category = await requestableType(tx, input.typeId);
    const problems = purchaseProblems(category, input);
    if (Object.keys(problems).length) throw fieldError(problems);
    assertCanReceive(await projectById(tx, input.projectId, 'projectId'), 'projectId');
    const [row] = await tx
      .insert(purchaseRequests)
      .values({ ...storedPurchase(category, input), requestedBy: callerId, requestedAt: ctx.clock.now() })
      .returning({ id: purchaseRequests.id });
    if (!row) throw new Error('purchase request insert returned nothing');
    await tellApprovers(ctx, tx, row.id, callerId);
    return readPurchase(tx, row.id);
  });
}

/** Approves or rejects a pending request, and tells the requester. */
export function decidePurchase(
  ctx: AppContext,
  callerId: string,
  id: string,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<PurchaseRequest> {
  return ctx.db.transaction(async (tx) => {
    const status = decision.action === 'approve' ? 'Approved' : 'Rejected';
    const [row] = await tx
      .update(purchaseRequests)
      .set({
        status,
        decidedBy: callerId,
        decidedAt: ctx.clock.now(),
        rejectReason: decision.action === 'reject' ? decision.reason : null,
      })
      .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, 'Pending')))
      .returning({ id: purchaseRequests.id });
    if (!row) throw await refused(tx, id, decision.action);
    await tellRequester(ctx, tx, id, status, callerId);
    return readPurchase(tx, id);
  });
}

/**
 * Withdraws one's own pending request. Someone else's is a 403 whatever its state; one's own
 * that is no longer pending is a 409. The canceller is recorded as the one who decided.
 */
export function cancelPurchase(ctx: AppContext, callerId: string, id: string): Promise<PurchaseRequest> {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ requestedBy: purchaseRequests.requestedBy })
      .from(purchaseRequests)
      .where(eq(purchaseRequests.id, id));
    if (!request) throw new AppError('NOT_FOUND', M.requestNotFound);
    if (request.requestedBy !== callerId) throw new AppError('FORBIDDEN', M.onlyRequester);
    const [row] = await tx
      .update(purchaseRequests)
      .set({ status: 'Cancelled', decidedBy: callerId, decidedAt: ctx.clock.now() })
      .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, 'Pending')))
      .returning({ id: purchaseRequests.id });
    if (!row) throw await refused(tx, id, 'cancel');
    return readPurchase(tx, id);
  });
}

/**
 * Records an approved request as received, all in one transaction: the compare-and-set to
 * Received, then a 'purchase' movement of the received quantity on the project-level item of the
 * type (made when the project holds none yet), pointing at the request. The loser of two parallel
 * receipts matches no row and changes nothing. Only a price in US dollars adds to the item's cost
 * (`purchaseCostUsd`); the unit price and currency stay on the request either way. Tools and
 * equipment are received as that many new units with codes instead.
 */
export function receivePurchase(ctx: AppContext, callerId: string, id: string, input: ReceivePurchaseValues): Promise<PurchaseRequest> {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ projectId: purchaseRequests.projectId, typeId: purchaseRequests.typeId, category: inventoryTypes.category })
      .from(purchaseRequests)
      .innerJoin(inventoryTypes, eq(inventoryTypes.id, purchaseRequests.typeId))
      .where(eq(purchaseRequests.id, id));
    if (!request) throw new AppError('NOT_FOUND', M.requestNotFound);
    const problems = purchaseProblems(request.category as InventoryCategory, input);
    if (Object.keys(problems).length) throw fieldError(problems);

    const [row] = await tx
      .update(purchaseRequests)
      .set({
        status: 'Received',
        receivedBy: callerId,
        receivedAt: ctx.clock.now(),
        receivedQuantity: input.quantity,
        unitPrice: input.unitPrice,
        currency: input.currency,
      })
      .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.status, 'Approved')))
      .returning({ id: purchaseRequests.id });
    if (!row) throw await refused(tx, id, 'receive');
    // Thrown after the move, this rolls it back: the request stays Approved for another try.
    assertCanReceive(await projectById(tx, request.projectId));

    const category = request.category as InventoryCategory;
    if (isUnitCategory(category)) {
      // Tools and equipment arrive as units with codes (issue 44), not as a count of stock.
      await insertUnits(ctx, tx, {
        typeId: request.typeId,
        projectId: request.projectId,
        category,
        quantity: input.quantity,
        ownership: 'Purchased',
        condition: 'New',
        unitPrice: input.unitPrice,
        currency: input.currency,
        purchaseRequestId: id,
        createdBy: callerId,
      });
      await tellRequester(ctx, tx, id, 'Received', callerId);
      return readPurchase(tx, id);
    }
    const place = { typeId: request.typeId, projectId: request.projectId, wbsId: null };
    await lockPlaces(tx, [place]);
    const costUsd = purchaseCostUsd(input);
    const itemId = await itemAtPlace(ctx, tx, place, costUsd);
    const movement = await recordMovement(ctx, tx, itemId, callerId, {
      kind: 'purchase',
      quantity: input.quantity,
      costUsd,
      purchaseRequestId: id,
      note: purchaseReceiptNote(input),
    });
    // A purchase only raises stock, so the ledger never refuses it.
    if (!movement) throw new Error('a purchase movement was refused');
    await tellRequester(ctx, tx, id, 'Received', callerId);
    return readPurchase(tx, id);
  });
}

/** `/api/bm/purchases`: every route needs the building portal; approving and receiving also approvePurchases. */
export function purchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'building', purchaseContracts, {
    create: ({ caller, body }) => createPurchase(ctx, caller.id, body),
    list: ({ query }) => listPurchases(ctx.db, query),
    approve: ({ caller, params }) => decidePurchase(ctx, caller.id, params.id, { action: 'approve' }),
    reject: ({ caller, params, body }) => decidePurchase(ctx, caller.id, params.id, { action: 'reject', reason: body.reason }),
    receive: ({ caller, params, body }) => receivePurchase(ctx, caller.id, params.id, body),
    cancel: ({ caller, params }) => cancelPurchase(ctx, caller.id, params.id),
  });
}
