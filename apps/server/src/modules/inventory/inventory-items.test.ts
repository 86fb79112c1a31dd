import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, type InventoryItem, type InventoryMovement, type ProjectInventory } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { inventoryMovements, users } from '../../db/schema/index.js';
import { errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { caller, makeProject, makeType, makeWbs } from './test-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: { id: string; token: string };
let projectId: string;
let cement: string;
beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await signedIn(t, 'Administrator');
  projectId = await makeProject(t, 'Earthbag Village');
  cement = await makeType(t, 'Cement', 'Materials', 'bags');
});
afterEach(async () => {
  await t.app.close();
});

async function add(payload: object, token = admin.token, project = projectId): Promise<InventoryItem> {
  const res = await call(token, 'POST', `/api/inventory/${project}/items`, payload);
  if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
  return res.json<InventoryItem>();
}

describe('POST /api/inventory/:projectId/items', () => {
  it('lets an administrator buy stock; buying the same type again at that level adds to the same row', async () => {
    const first = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    expect(first).toMatchObject({
      name: 'Cement',
      category: 'Materials',
      unit: 'bags',
      quantity: 40,
      wasted: 0,
      costUsd: 480,
      wbsId: null,
    });
    const again = await add({ typeId: cement, quantity: 10.5, costUsd: 126.25 });
    expect(again).toMatchObject({ id: first.id, quantity: 50.5, costUsd: 606.25 });
  });

  it('keeps a WBS’s stock apart from the project level', async () => {
    const wbsId = await makeWbs(t, projectId, 'Foundations');
    const atProject = await add({ typeId: cement, quantity: 5, costUsd: 60 });
    const atWbs = await add({ typeId: cement, quantity: 8, costUsd: 96, wbsId });
    expect(atWbs.id).not.toBe(atProject.id);
    expect(atWbs.wbsId).toBe(wbsId);
  });

  it('lets a manager holding putProject add, and refuses a volunteer and a core team member', async () => {
    const manager = await signedIn(t, 'Manager');
    await t.ctx.db
      .update(users)
      .set({ frontPermissions: ['putProject'] })
      .where(eq(users.id, manager.id));
    expect(
      (await call(manager.token, 'POST', `/api/inventory/${projectId}/items`, { typeId: cement, quantity: 1, costUsd: 0 })).statusCode,
    ).toBe(201);
    for (const role of ['Volunteer', 'Core Team']) {
      const user = await signedIn(t, role);
      expect(
        (await call(user.token, 'POST', `/api/inventory/${projectId}/items`, { typeId: cement, quantity: 1, costUsd: 0 })).statusCode,
      ).toBe(403);
    }
    expect((await call(null, 'POST', `/api/inventory/${projectId}/items`, { typeId: cement, quantity: 1, costUsd: 0 })).statusCode).toBe(
      401,
    );
  });

  it('answers 422 for a quantity of 0, a negative cost, a missing or unknown type, or a WBS of another project', async () => {
    const other = await makeProject(t, 'Solar Microgrid');
    const otherWbs = await makeWbs(t, other, 'Panels');
    const post = (payload: object) => call(admin.token, 'POST', `/api/inventory/${projectId}/items`, payload);
    const cases: [object, string, string][] = [
      [{ typeId: cement, quantity: 0, costUsd: 1 }, 'quantity', M.quantityRequired],
      [{ typeId: cement, quantity: 'many', costUsd: 1 }, 'quantity', M.quantityRequired],
      [{ typeId: cement, quantity: 1, costUsd: -5 }, 'costUsd', M.costInvalid],
      [{ quantity: 1, costUsd: 1 }, 'typeId', M.chooseType],
      [{ typeId: crypto.randomUUID(), quantity: 1, costUsd: 1 }, 'typeId', M.typeNotFound],
      [{ typeId: cement, quantity: 1, costUsd: 1, wbsId: otherWbs }, 'wbsId', M.wbsNotInProject],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).fields?.[field]).toBe(message);
    }
    const inventory = await call(admin.token, 'GET', `/api/inventory/${projectId}`);
    expect(inventory.json<ProjectInventory>().items).toEqual([]);
  });

  it('answers 404 for an unknown project, 422 for a bad id and 409 for an archived project', async () => {
    const archived = await makeProject(t, 'Old Barn', { isArchived: true });
    const payload = { typeId: cement, quantity: 1, costUsd: 1 };
    const missing = await call(admin.token, 'POST', `/api/inventory/${crypto.randomUUID()}/items`, payload);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(M.projectNotFound);
    expect((await call(admin.token, 'POST', '/api/inventory/nope/items', payload)).statusCode).toBe(422);
    const closed = await call(admin.token, 'POST', `/api/inventory/${archived}/items`, payload);
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(M.projectArchived);
  });
});

describe('GET /api/inventory/:projectId', () => {
  it('shows any signed-in user the project-level items, the WBS list and the project totals', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const wbsId = await makeWbs(t, projectId, 'Foundations');
    const drill = await makeType(t, 'Drill', 'Tools');
    await add({ typeId: cement, quantity: 40, costUsd: 480 });
    await add({ typeId: drill, quantity: 2, costUsd: 300 });
    await add({ typeId: cement, quantity: 10, costUsd: 120, wbsId });

    const res = await call(volunteer.token, 'GET', `/api/inventory/${projectId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProjectInventory>();
    expect(body.project).toMatchObject({ id: projectId, projectName: 'Earthbag Village', isArchived: false });
    expect(body.wbs).toBeNull();
    expect(body.wbsList).toEqual([{ id: wbsId, wbsName: 'Foundations' }]);
    expect(body.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Cement', 40],
      ['Drill', 2],
    ]);
    // Totals cover the whole project, WBS stock included.
    expect(body.summary).toMatchObject({ totalMaterialsCost: 600, totalEquipmentCost: 300 });
  });

  it('shows one WBS’s items with ?wbsId=, still with the whole project’s totals', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const wbsId = await makeWbs(t, projectId, 'Foundations');
    await add({ typeId: cement, quantity: 40, costUsd: 480 });
    await add({ typeId: cement, quantity: 10, costUsd: 120, wbsId });
    const body = (await call(volunteer.token, 'GET', `/api/inventory/${projectId}?wbsId=${wbsId}`)).json<ProjectInventory>();
    expect(body.wbs).toEqual({ id: wbsId, wbsName: 'Foundations' });
    expect(body.items.map((i) => i.quantity)).toEqual([10]);
    expect(body.summary.totalMaterialsCost).toBe(600);
  });

  it('is refused without a sign-in; 422 for a bad id, 404 for a missing project or a WBS of another project', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const otherWbs = await makeWbs(t, await makeProject(t, 'Solar Microgrid'), 'Panels');
    expect((await call(null, 'GET', `/api/inventory/${projectId}`)).statusCode).toBe(401);
    expect((await call(volunteer.token, 'GET', '/api/inventory/abc')).statusCode).toBe(422);
    expect((await call(volunteer.token, 'GET', `/api/inventory/${projectId}?wbsId=abc`)).statusCode).toBe(422);
    expect((await call(volunteer.token, 'GET', `/api/inventory/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const wrongWbs = await call(volunteer.token, 'GET', `/api/inventory/${projectId}?wbsId=${otherWbs}`);
    expect(wrongWbs.statusCode).toBe(404);
    expect(errorOf(wrongWbs).message).toBe(M.wbsNotInProject);
  });
});

describe('POST /api/inventory/items/:id/waste', () => {
  it('moves the quantity from available to wasted and keeps the cost', async () => {
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    const res = await call(admin.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: 3, note: 'Rained on' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 37, wasted: 3, costUsd: 480 });
  });

  it("refuses more than is available with 'Only 5 bags available.' and changes nothing", async () => {
    const item = await add({ typeId: cement, quantity: 5, costUsd: 60 });
    const res = await call(admin.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: 6 });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields?.quantity).toBe('Only 5 bags available.');
    expect((await call(admin.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: -1 })).statusCode).toBe(422);
    const after = (await call(admin.token, 'GET', `/api/inventory/${projectId}`)).json<ProjectInventory>();
    expect(after.items[0]).toMatchObject({ quantity: 5, wasted: 0 });
  });

  it('lets only one of two simultaneous wastes that together exceed the stock succeed', async () => {
    const item = await add({ typeId: cement, quantity: 10, costUsd: 100 });
    const results = await Promise.all([
      call(admin.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: 6 }),
      call(admin.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: 6 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const after = (await call(admin.token, 'GET', `/api/inventory/${projectId}`)).json<ProjectInventory>();
    expect(after.items[0]).toMatchObject({ quantity: 4, wasted: 6 });
  });

  it('refuses a volunteer (403) and answers 404 for a missing item', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 5, costUsd: 60 });
    expect((await call(volunteer.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: 1 })).statusCode).toBe(403);
    expect((await call(admin.token, 'POST', `/api/inventory/items/${crypto.randomUUID()}/waste`, { quantity: 1 })).statusCode).toBe(404);
  });
});

describe('PUT /api/inventory/items/:id', () => {
  it('corrects the count and the cost with a reason, recorded as an update', async () => {
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    const res = await call(admin.token, 'PUT', `/api/inventory/items/${item.id}`, { quantity: 38, costUsd: 500, note: 'Recount' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 38, costUsd: 500 });
    const updates = await t.ctx.db.select().from(inventoryMovements).where(eq(inventoryMovements.kind, 'update'));
    expect(updates).toMatchObject([{ itemId: item.id, quantity: -2, costUsd: 20, note: 'Recount', byUserId: admin.id }]);
  });

  it('answers 422 without a reason or a change, refuses a volunteer and answers 404 for a missing item', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    const noNote = await call(admin.token, 'PUT', `/api/inventory/items/${item.id}`, { quantity: 3 });
    expect(noNote.statusCode).toBe(422);
    expect(errorOf(noNote).fields?.note).toBe(M.noteRequired);
    const nothing = await call(admin.token, 'PUT', `/api/inventory/items/${item.id}`, { note: 'x' });
    expect(errorOf(nothing).message).toBe(M.nothingToCorrect);
    expect((await call(admin.token, 'PUT', `/api/inventory/items/${item.id}`, { quantity: -1, note: 'x' })).statusCode).toBe(422);
    expect((await call(volunteer.token, 'PUT', `/api/inventory/items/${item.id}`, { quantity: 1, note: 'x' })).statusCode).toBe(403);
    expect((await call(admin.token, 'PUT', `/api/inventory/items/${crypto.randomUUID()}`, { quantity: 1, note: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/inventory/items/:id', () => {
  it('deletes an item with its history', async () => {
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    expect((await call(admin.token, 'DELETE', `/api/inventory/items/${item.id}`)).statusCode).toBe(204);
    expect((await call(admin.token, 'GET', `/api/inventory/${projectId}`)).json<ProjectInventory>().items).toEqual([]);
    expect(await t.ctx.db.select().from(inventoryMovements)).toEqual([]);
  });

  it('refuses a volunteer, answers 404 for a missing item and 422 for a bad id', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    expect((await call(volunteer.token, 'DELETE', `/api/inventory/items/${item.id}`)).statusCode).toBe(403);
    expect((await call(admin.token, 'DELETE', `/api/inventory/items/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call(admin.token, 'DELETE', '/api/inventory/items/abc')).statusCode).toBe(422);
    expect((await call(admin.token, 'GET', `/api/inventory/${projectId}`)).json<ProjectInventory>().items).toHaveLength(1);
  });
});

describe('GET /api/inventory/items/:id/history', () => {
  it('lists the changes newest first with who made them and when, to any signed-in user', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480, note: 'First order' });
    t.clock.advance(60_000);
    await call(admin.token, 'POST', `/api/inventory/items/${item.id}/waste`, { quantity: 2 });
    const res = await call(volunteer.token, 'GET', `/api/inventory/items/${item.id}/history`);
    expect(res.statusCode).toBe(200);
    const history = res.json<InventoryMovement[]>();
    expect(history.map((m) => [m.kind, m.quantity])).toEqual([
      ['waste', 2],
      ['purchase', 40],
    ]);
    expect(history[1]).toMatchObject({
      costUsd: 480,
      note: 'First order',
      at: '2026-11-18T18:00:00.000Z',
      by: { id: admin.id, firstName: 'Administrator' },
    });
  });

  it('is refused without a sign-in and answers 404 for a missing item', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 1, costUsd: 1 });
    expect((await call(null, 'GET', `/api/inventory/items/${item.id}/history`)).statusCode).toBe(401);
    expect((await call(volunteer.token, 'GET', `/api/inventory/items/${crypto.randomUUID()}/history`)).statusCode).toBe(404);
  });
});
