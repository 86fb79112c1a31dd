import { purchaseContracts, type PurchaseRequest, type PurchaseRequestInput, type ReceivePurchaseInput } from '@goodhours/domain';
import { and, eq } from 'drizzle-orm';
import { inventoryItems, inventoryMovements, purchaseRequests } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import type { TestApp } from '../../test/harness.js';
import { makeProject, makeType } from '../../test/stock-fixtures.js';
import { inBuildingPortal } from './test-fixtures.js';

/** Test data for the building portal's purchase requests (purchases.test.ts, purchases-race.test.ts). */

/** The project-level item of a type, or undefined when the project holds none. */
export async function itemOf(t: TestApp, projectId: string, typeId: string) {
  const [row] = await t.ctx.db
    .select({ id: inventoryItems.id, quantity: inventoryItems.quantity, bought: inventoryItems.bought, costUsd: inventoryItems.costUsd })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.projectId, projectId), eq(inventoryItems.typeId, typeId)));
  return row;
}

export const movementsOf = (t: TestApp, requestId: string) =>
  t.ctx.db.select().from(inventoryMovements).where(eq(inventoryMovements.purchaseRequestId, requestId));

export const statusOf = async (t: TestApp, id: string) =>
  (await t.ctx.db.select({ status: purchaseRequests.status }).from(purchaseRequests).where(eq(purchaseRequests.id, id)))[0]?.status;

/**
 * A test with a Manager and an Administrator who both passed the portal's login, a project and
 * a material type counted in bags; `ask` makes a request as the Manager (or the token given),
 * `move` approves, rejects, receives or cancels one.
 */
export const purchaseTest = test
  .extend('admin', { auto: true }, ({ t }) => inBuildingPortal(t, 'Administrator'))
  .extend('manager', { auto: true }, ({ t }) => inBuildingPortal(t, 'Manager'))
  .extend('village', { auto: true }, ({ t }) => makeProject(t, 'Earthbag Village'))
  .extend('cement', { auto: true }, ({ t }) => makeType(t, 'Cement', 'Materials', 'bags'))
  .extend(
    'ask',
    ({ t, manager, village, cement }) =>
      async (body: Partial<PurchaseRequestInput> = {}, token = manager.token): Promise<PurchaseRequest> => {
        const res = await api(t, token).call(purchaseContracts.create, {
          body: { projectId: village, typeId: cement, quantity: 12, priority: 'Medium', ...body },
        });
        if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
        return res.json<PurchaseRequest>();
      },
  )
  .extend('move', ({ t, admin }) => {
    const move = (action: 'approve' | 'cancel', id: string, token = admin.token) =>
      api(t, token).call(purchaseContracts[action], { params: { id } });
    return Object.assign(move, {
      reject: (id: string, reason: string, token = admin.token) =>
        api(t, token).call(purchaseContracts.reject, { params: { id }, body: { reason } }),
      receive: (id: string, body: ReceivePurchaseInput = { quantity: 12, unitPrice: 8.5, currency: 'USD' }, token = admin.token) =>
        api(t, token).call(purchaseContracts.receive, { params: { id }, body }),
    });
  });
