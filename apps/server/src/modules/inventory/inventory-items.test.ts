import { describe, expect } from 'vitest';
import { INVENTORY_MESSAGES as M, type ProjectInventory, inventoryContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { makeProject, makeType, makeWbs } from '../../test/stock-fixtures.js';
import { it } from './item-fixtures.js';

describe('POST /api/inventory/:projectId/items', () => {
  it('lets an administrator buy stock; buying the same type again at that level adds to the same row', async ({ cement, add }) => {
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

  it('keeps a WBS’s stock apart from the project level', async ({ t, projectId, cement, add }) => {
    const wbsId = await makeWbs(t, projectId, 'Foundations');
    const atProject = await add({ typeId: cement, quantity: 5, costUsd: 60 });
    const atWbs = await add({ typeId: cement, quantity: 8, costUsd: 96, wbsId });
    expect(atWbs.id).not.toBe(atProject.id);
    expect(atWbs.wbsId).toBe(wbsId);
  });

  it('lets a manager holding putProject add, and refuses a volunteer and a core team member', async ({ t, projectId, cement }) => {
    const manager = await signedIn(t, 'Manager');
    await t.ctx.db
      .update(users)
      .set({ frontPermissions: ['putProject'] })
      .where(eq(users.id, manager.id));
    expect(
      (
        await api(t, manager.token).call(inventoryContracts.addItem, {
          params: { projectId },
          body: { typeId: cement, quantity: 1, costUsd: 0 },
        })
      ).statusCode,
    ).toBe(201);
    for (const role of ['Volunteer', 'Core Team']) {
      const user = await signedIn(t, role);
      expect(
        (
          await api(t, user.token).call(inventoryContracts.addItem, {
            params: { projectId },
            body: { typeId: cement, quantity: 1, costUsd: 0 },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(
      (await api(t).call(inventoryContracts.addItem, { params: { projectId }, body: { typeId: cement, quantity: 1, costUsd: 0 } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 422 for a quantity of 0, a negative cost, a missing or unknown type, or a WBS of another project', async ({
    t,
    admin,
    projectId,
    cement,
  }) => {
    const other = await makeProject(t, 'Solar Microgrid');
    const otherWbs = await makeWbs(t, other, 'Panels');
    const post = (payload: object) => api(t, admin.token).raw(inventoryContracts.addItem, { params: { projectId }, body: payload });
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
    const inventory = await api(t, admin.token).call(inventoryContracts.project, { params: { projectId } });
    expect(inventory.json<ProjectInventory>().items).toEqual([]);
  });

  it('answers 404 for an unknown project, 422 for a bad id and 409 for an archived project', async ({ t, admin, cement }) => {
    const archived = await makeProject(t, 'Old Barn', { isArchived: true });
    const payload = { typeId: cement, quantity: 1, costUsd: 1 };
    const missing = await api(t, admin.token).call(inventoryContracts.addItem, {
      params: { projectId: crypto.randomUUID() },
      body: payload,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(M.projectNotFound);
    expect((await api(t, admin.token).call(inventoryContracts.addItem, { params: { projectId: 'nope' }, body: payload })).statusCode).toBe(
      422,
    );
    const closed = await api(t, admin.token).call(inventoryContracts.addItem, { params: { projectId: archived }, body: payload });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(M.projectArchived);
  });
});

describe('GET /api/inventory/:projectId', () => {
  it('shows any signed-in user the project-level items, the WBS list and the project totals', async ({ t, projectId, cement, add }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const wbsId = await makeWbs(t, projectId, 'Foundations');
    const drill = await makeType(t, 'Drill', 'Tools');
    await add({ typeId: cement, quantity: 40, costUsd: 480 });
    await add({ typeId: drill, quantity: 2, costUsd: 300 });
    await add({ typeId: cement, quantity: 10, costUsd: 120, wbsId });

    const res = await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId } });
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

  it('shows one WBS’s items with ?wbsId=, still with the whole project’s totals', async ({ t, projectId, cement, add }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const wbsId = await makeWbs(t, projectId, 'Foundations');
    await add({ typeId: cement, quantity: 40, costUsd: 480 });
    await add({ typeId: cement, quantity: 10, costUsd: 120, wbsId });
    const body = (
      await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId }, query: { wbsId } })
    ).json<ProjectInventory>();
    expect(body.wbs).toEqual({ id: wbsId, wbsName: 'Foundations' });
    expect(body.items.map((i) => i.quantity)).toEqual([10]);
    expect(body.summary.totalMaterialsCost).toBe(600);
  });

  it('is refused without a sign-in; 422 for a bad id, 404 for a missing project or a WBS of another project', async ({ t, projectId }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const otherWbs = await makeWbs(t, await makeProject(t, 'Solar Microgrid'), 'Panels');
    expect((await api(t).call(inventoryContracts.project, { params: { projectId } })).statusCode).toBe(401);
    expect((await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId: 'abc' } })).statusCode).toBe(422);
    expect(
      (await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId }, query: { wbsId: 'abc' } })).statusCode,
    ).toBe(422);
    expect(
      (await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId: crypto.randomUUID() } })).statusCode,
    ).toBe(404);
    const wrongWbs = await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId }, query: { wbsId: otherWbs } });
    expect(wrongWbs.statusCode).toBe(404);
    expect(errorOf(wrongWbs).message).toBe(M.wbsNotInProject);
  });
});
