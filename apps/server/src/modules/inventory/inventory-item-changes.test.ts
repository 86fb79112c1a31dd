import { describe, expect } from 'vitest';
import { INVENTORY_MESSAGES as M, type ProjectInventory, inventoryContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { inventoryMovements } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { it } from './item-fixtures.js';

describe('POST /api/inventory/items/:id/waste', () => {
  it('moves the quantity from available to wasted and keeps the cost', async ({ t, admin, cement, add }) => {
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    const res = await api(t, admin.token).call(inventoryContracts.waste, {
      params: { id: item.id },
      body: { quantity: 3, note: 'Rained on' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 37, wasted: 3, costUsd: 480 });
  });

  it("refuses more than is available with 'Only 5 bags available.' and changes nothing", async ({ t, admin, projectId, cement, add }) => {
    const item = await add({ typeId: cement, quantity: 5, costUsd: 60 });
    const res = await api(t, admin.token).call(inventoryContracts.waste, { params: { id: item.id }, body: { quantity: 6 } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields?.quantity).toBe('Only 5 bags available.');
    expect((await api(t, admin.token).call(inventoryContracts.waste, { params: { id: item.id }, body: { quantity: -1 } })).statusCode).toBe(
      422,
    );
    const after = (await api(t, admin.token).call(inventoryContracts.project, { params: { projectId } })).json<ProjectInventory>();
    expect(after.items[0]).toMatchObject({ quantity: 5, wasted: 0 });
  });

  it('lets only one of two simultaneous wastes that together exceed the stock succeed', async ({ t, admin, projectId, cement, add }) => {
    const item = await add({ typeId: cement, quantity: 10, costUsd: 100 });
    const results = await Promise.all([
      api(t, admin.token).call(inventoryContracts.waste, { params: { id: item.id }, body: { quantity: 6 } }),
      api(t, admin.token).call(inventoryContracts.waste, { params: { id: item.id }, body: { quantity: 6 } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const after = (await api(t, admin.token).call(inventoryContracts.project, { params: { projectId } })).json<ProjectInventory>();
    expect(after.items[0]).toMatchObject({ quantity: 4, wasted: 6 });
  });

  it('refuses a volunteer (403) and answers 404 for a missing item', async ({ t, admin, cement, add }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 5, costUsd: 60 });
    expect(
      (await api(t, volunteer.token).call(inventoryContracts.waste, { params: { id: item.id }, body: { quantity: 1 } })).statusCode,
    ).toBe(403);
    expect(
      (await api(t, admin.token).call(inventoryContracts.waste, { params: { id: crypto.randomUUID() }, body: { quantity: 1 } })).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/inventory/items/:id', () => {
  it('corrects the count and the cost with a reason, recorded as a correction', async ({ t, admin, cement, add }) => {
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    const res = await api(t, admin.token).call(inventoryContracts.updateItem, {
      params: { id: item.id },
      body: { quantity: 38, costUsd: 500, note: 'Recount' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 38, costUsd: 500 });
    const updates = await t.ctx.db.select().from(inventoryMovements).where(eq(inventoryMovements.kind, 'correction'));
    expect(updates).toMatchObject([{ itemId: item.id, quantity: -2, costUsd: 20, note: 'Recount', byUserId: admin.id }]);
  });

  it('answers 422 without a reason or a change, refuses a volunteer and answers 404 for a missing item', async ({
    t,
    admin,
    cement,
    add,
  }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const item = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    const noNote = await api(t, admin.token).raw(inventoryContracts.updateItem, { params: { id: item.id }, body: { quantity: 3 } });
    expect(noNote.statusCode).toBe(422);
    expect(errorOf(noNote).fields?.note).toBe(M.noteRequired);
    const nothing = await api(t, admin.token).call(inventoryContracts.updateItem, { params: { id: item.id }, body: { note: 'x' } });
    expect(errorOf(nothing).message).toBe(M.nothingToCorrect);
    expect(
      (await api(t, admin.token).call(inventoryContracts.updateItem, { params: { id: item.id }, body: { quantity: -1, note: 'x' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await api(t, volunteer.token).call(inventoryContracts.updateItem, { params: { id: item.id }, body: { quantity: 1, note: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await api(t, admin.token).call(inventoryContracts.updateItem, {
          params: { id: crypto.randomUUID() },
          body: { quantity: 1, note: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
