import { describe, expect } from 'vitest';
import {
  PURCHASE_MESSAGES as M,
  INVENTORY_MESSAGES as IM,
  purchaseContracts as contracts,
  purchaseTransitionRefused,
} from '@goodhours/domain';
import { count, eq } from 'drizzle-orm';
import { inventoryItems, inventoryMovements, projects, purchaseRequests, toolUnits } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import { errorOf, signedIn, type TestApp } from '../../test/harness.js';
import { makeProject, makeType } from '../../test/stock-fixtures.js';
import { itemOf, movementsOf, purchaseTest as it, statusOf } from './purchase-test-fixtures.js';

/** The building portal's purchase requests (document 3 §2.9 the `/…/purchase` pages, §3 purchaseRecord). */

const rowsIn = async (t: TestApp) => ({
  requests: (await t.ctx.db.select({ n: count() }).from(purchaseRequests))[0]?.n,
  items: (await t.ctx.db.select({ n: count() }).from(inventoryItems))[0]?.n,
  movements: (await t.ctx.db.select({ n: count() }).from(inventoryMovements))[0]?.n,
});

describe('the life of a purchase request', () => {
  it('goes from request to received: the stock rises once, by a purchase movement pointing at the request', async ({
    t,
    admin,
    manager,
    village,
    cement,
    ask,
    move,
  }) => {
    const asked = await ask({ quantity: 12, priority: 'High', brand: ' Holcim ' });
    expect(asked).toMatchObject({
      project: { id: village, name: 'Earthbag Village' },
      type: { id: cement, name: 'Cement', category: 'Materials', unit: 'bags' },
      quantity: 12,
      priority: 'High',
      brand: 'Holcim',
      status: 'Pending',
      requestedBy: { id: manager.id },
      requestedAt: '2026-11-18T18:00:00.000Z',
      decidedBy: null,
      receivedAt: null,
    });
    expect(await itemOf(t, village, cement)).toBeUndefined();

    t.clock.advance(60_000);
    const approved = await move('approve', asked.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', decidedBy: { id: admin.id }, decidedAt: '2026-11-18T18:01:00.000Z' });
    expect(await itemOf(t, village, cement)).toBeUndefined();

    const received = await move.receive(asked.id, { quantity: 12, unitPrice: 8.5, currency: 'USD' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'Received',
      receivedBy: { id: admin.id },
      receivedQuantity: 12,
      unitPrice: 8.5,
      currency: 'USD',
    });
    expect(await itemOf(t, village, cement)).toMatchObject({ quantity: 12, bought: 12, costUsd: 102 });
    const movements = await movementsOf(t, asked.id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      kind: 'purchase',
      quantity: 12,
      costUsd: 102,
      byUserId: admin.id,
      note: 'Purchase request received at 8.50 USD each.',
    });

    const again = await move.receive(asked.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This request is already received.');
    expect(await itemOf(t, village, cement)).toMatchObject({ quantity: 12, bought: 12 });
    expect(await movementsOf(t, asked.id)).toHaveLength(1);
  });

  it('adds to what the project holds, and counts a price in another currency on the request only', async ({
    t,
    village,
    cement,
    ask,
    move,
  }) => {
    const first = await ask();
    await move('approve', first.id);
    await move.receive(first.id, { quantity: 5, unitPrice: 10, currency: 'USD' });
    const second = await ask({ quantity: 7 });
    await move('approve', second.id);
    const res = await move.receive(second.id, { quantity: 6.5, unitPrice: 9.25, currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ receivedQuantity: 6.5, unitPrice: 9.25, currency: 'EUR' });
    // 5 + 6.5 bags; only the US dollars count in the cost.
    expect(await itemOf(t, village, cement)).toMatchObject({ quantity: 11.5, bought: 11.5, costUsd: 50 });
    expect((await movementsOf(t, second.id))[0]).toMatchObject({
      costUsd: 0,
      note: 'Purchase request received at 9.25 EUR each; not converted to USD.',
    });
  });

  it('keeps the usage time and description of tools and equipment, and drops them for other categories', async ({ t, village, ask }) => {
    const drill = await makeType(t, 'Drill', 'Tools');
    const tool = await ask({ typeId: drill, quantity: 3, usageTime: '3 weeks', usageDescription: 'Framing the east wall' });
    expect(tool).toMatchObject({ usageTime: '3 weeks', usageDescription: 'Framing the east wall' });
    const bag = await ask({ projectId: village, usageTime: '3 weeks', usageDescription: 'Framing' });
    expect(bag).toMatchObject({ usageTime: '', usageDescription: '' });
  });
});

describe('deciding', () => {
  it('rejects only with a reason, and a rejected request moves no further', async ({ t, admin, ask, move }) => {
    const asked = await ask();
    const bare = await api(t, admin.token).raw(contracts.reject, { params: { id: asked.id }, body: {} });
    expect(bare.statusCode).toBe(422);
    expect(errorOf(bare)).toMatchObject({ message: M.reasonRequired, fields: { reason: M.reasonRequired } });
    expect(await statusOf(t, asked.id)).toBe('Pending');

    const res = await move.reject(asked.id, ' Over budget this month ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected', rejectReason: 'Over budget this month' });
    for (const refused of [await move('approve', asked.id), await move.receive(asked.id), await move.reject(asked.id, 'Again')]) {
      expect(refused.statusCode).toBe(409);
    }
    expect(errorOf(await move('approve', asked.id)).message).toBe('This request is rejected, so it cannot be approved.');
    expect(errorOf(await move.reject(asked.id, 'Again')).message).toBe('This request is already rejected.');
  });

  it('lets only the requester cancel, and only while it is pending', async ({ t, admin, manager, ask, move }) => {
    const asked = await ask();
    const other = await move('cancel', asked.id, admin.token);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(M.onlyRequester);
    expect(await statusOf(t, asked.id)).toBe('Pending');

    const own = await move('cancel', asked.id, manager.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ status: 'Cancelled', decidedBy: { id: manager.id } });
    expect(errorOf(await move('cancel', asked.id, manager.token)).message).toBe('This request is already cancelled.');
    expect(errorOf(await move('approve', asked.id)).message).toBe('This request is cancelled, so it cannot be approved.');

    const approved = await ask();
    await move('approve', approved.id);
    const late = await move('cancel', approved.id, manager.token);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('This request is approved, so it cannot be cancelled.');
    // Someone else's stays a 403 whatever its state.
    expect((await move('cancel', approved.id, admin.token)).statusCode).toBe(403);
  });

  it('answers every move its state does not allow with 409 naming the state, and changes nothing', async ({
    t,
    village,
    cement,
    ask,
    move,
  }) => {
    const pending = await ask();
    const early = await move.receive(pending.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(purchaseTransitionRefused('Pending', 'receive'));
    expect(errorOf(early).message).toContain('pending');

    await move('approve', pending.id);
    for (const [res, message] of [
      [await move('approve', pending.id), 'This request is already approved.'],
      [await move.reject(pending.id, 'Too late'), 'This request is approved, so it cannot be rejected.'],
    ] as const) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await statusOf(t, pending.id)).toBe('Approved');
    expect(await itemOf(t, village, cement)).toBeUndefined();

    const nobody = crypto.randomUUID();
    for (const res of [
      await move('approve', nobody),
      await move.reject(nobody, 'x'),
      await move.receive(nobody),
      await move('cancel', nobody),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(M.requestNotFound);
    }
  });

  it('receives nothing into an archived project: the request stays approved', async ({ t, village, cement, ask, move }) => {
    const asked = await ask();
    await move('approve', asked.id);
    await t.ctx.db.update(projects).set({ isArchived: true }).where(eq(projects.id, village));
    const res = await move.receive(asked.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(IM.projectArchived);
    expect(await statusOf(t, asked.id)).toBe('Approved');
    expect(await itemOf(t, village, cement)).toBeUndefined();
  });

  it('receives tools and equipment in whole pieces only', async ({ t, ask, move }) => {
    const drill = await makeType(t, 'Drill', 'Tools');
    const asked = await ask({ typeId: drill, quantity: 2 });
    await move('approve', asked.id);
    const res = await move.receive(asked.id, { quantity: 1.5, unitPrice: 80, currency: 'CAD' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual({ quantity: M.wholeQuantity });
    expect(await statusOf(t, asked.id)).toBe('Approved');
    // Received whole, tools arrive as units with new codes pointing at the request, not as a count of stock.
    expect((await move.receive(asked.id, { quantity: 2, unitPrice: 80, currency: 'CAD' })).statusCode).toBe(200);
    const units = await t.ctx.db.select().from(toolUnits).where(eq(toolUnits.purchaseRequestId, asked.id));
    expect(units.map((u) => [u.ownership, u.condition, u.currency]).sort()).toEqual([
      ['Purchased', 'New', 'CAD'],
      ['Purchased', 'New', 'CAD'],
    ]);
    expect(new Set(units.map((u) => u.code)).size).toBe(2);
    expect(await movementsOf(t, asked.id)).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses a volunteer, a manager without the portal login, and a manager without approvePurchases, changing nothing', async ({
    t,
    manager,
    village,
    cement,
    ask,
    move,
  }) => {
    const asked = await ask();
    const before = await rowsIn(t);
    const body = { projectId: village, typeId: cement, quantity: 1, priority: 'Low' as const };
    const volunteer = await signedIn(t, 'Volunteer');
    const outside = await signedIn(t, 'Manager');
    for (const token of [volunteer.token, outside.token]) {
      expect((await api(t, token).call(contracts.create, { body })).statusCode).toBe(403);
      expect((await api(t, token).call(contracts.list)).statusCode).toBe(403);
      expect((await move('approve', asked.id, token)).statusCode).toBe(403);
      expect((await move('cancel', asked.id, token)).statusCode).toBe(403);
    }
    // In the portal, but approving and receiving need approvePurchases.
    expect((await move('approve', asked.id, manager.token)).statusCode).toBe(403);
    expect((await move.reject(asked.id, 'No', manager.token)).statusCode).toBe(403);
    await move('approve', asked.id);
    expect((await move.receive(asked.id, undefined, manager.token)).statusCode).toBe(403);
    expect(await rowsIn(t)).toEqual(before);
    expect(await statusOf(t, asked.id)).toBe('Approved');
    expect(await itemOf(t, village, cement)).toBeUndefined();
  });

  it('refuses bad input with 422 under the field, an archived type too, and stores nothing', async ({ t, manager, village, cement }) => {
    const send = (body: unknown) => api(t, manager.token).raw(contracts.create, { body });
    const valid = { projectId: village, typeId: cement, quantity: 12, priority: 'Medium' };
    const drill = await makeType(t, 'Drill', 'Tools');
    const loader = await makeType(t, 'Loader', 'Equipments');
    const old = await makeType(t, 'Old cement', 'Materials', 'bags', { archivedAt: new Date('2026-01-01T00:00:00Z') });
    const cases: [unknown, Record<string, string>][] = [
      [{}, { projectId: M.chooseProject, typeId: M.chooseType, quantity: M.quantityRequired, priority: M.priorityInvalid }],
      [{ ...valid, quantity: 0 }, { quantity: M.quantityRequired }],
      [{ ...valid, quantity: 1_000_001 }, { quantity: M.quantityTooLarge }],
      [{ ...valid, priority: 'Urgent' }, { priority: M.priorityInvalid }],
      [{ ...valid, brand: 'b'.repeat(101) }, { brand: M.brandTooLong }],
      [{ ...valid, usageDescription: 'd'.repeat(151) }, { usageDescription: M.usageDescriptionTooLong }],
      [{ ...valid, typeId: drill, quantity: 2.5 }, { quantity: M.wholeQuantity }],
      [{ ...valid, typeId: loader, quantity: 1000 }, { quantity: M.wholeQuantity }],
      [{ ...valid, typeId: old }, { typeId: M.typeArchived }],
      [{ ...valid, typeId: crypto.randomUUID() }, { typeId: M.typeNotFound }],
    ];
    for (const [body, fields] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).fields).toEqual(fields);
    }
    const archived = await makeProject(t, 'Closed site', { isArchived: true });
    const closed = await send({ ...valid, projectId: archived });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).fields).toEqual({ projectId: IM.projectArchived });
    expect((await send({ ...valid, projectId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await rowsIn(t)).requests).toBe(0);
  });
});
