import { describe, expect } from 'vitest';
import {
  INVENTORY_MESSAGES as M,
  type InventoryItem,
  type InventoryMovement,
  type InventoryPlace,
  type InventoryTransferResult,
  type ProjectInventory,
  inventoryContracts,
  type AddInventoryItemInput,
  type TransferInventoryInput,
} from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { makeProject, makeType, makeWbs } from '../../test/stock-fixtures.js';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend('village', { auto: true }, ({ t }) => makeProject(t, 'Earthbag Village'))
  .extend('microgrid', { auto: true }, ({ t }) => makeProject(t, 'Solar Microgrid'))
  .extend('cement', { auto: true }, ({ t }) => makeType(t, 'Cement', 'Materials', 'bags'))
  .extend('add', ({ t, admin, village }) => async (body: AddInventoryItemInput, project = village): Promise<InventoryItem> => {
    const res = await api(t, admin.token).call(inventoryContracts.addItem, { params: { projectId: project }, body });
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
    return res.json<InventoryItem>();
  })
  .extend(
    'transfer',
    ({ t, admin }) =>
      (itemId: string, body: TransferInventoryInput, token = admin.token) =>
        api(t, token).call(inventoryContracts.transfer, { params: { id: itemId }, body }),
  )
  .extend(
    'inventoryOf',
    ({ t, admin }) =>
      async (project: string, wbsId?: string) =>
        (
          await api(t, admin.token).call(inventoryContracts.project, { params: { projectId: project }, query: { wbsId } })
        ).json<ProjectInventory>(),
  );

describe('POST /api/inventory/items/:id/transfer', () => {
  it('moves the quantity and a proportional share of the cost to a new row in the other project', async ({
    t,
    admin,
    microgrid,
    cement,
    add,
    transfer,
  }) => {
    const item = await add({ typeId: cement, quantity: 100, costUsd: 1000 });
    await api(t, admin.token).call(inventoryContracts.waste, { params: { id: item.id }, body: { quantity: 20 } });
    const res = await transfer(item.id, { toProjectId: microgrid, quantity: 30, note: 'Lent for the panel footings' });
    expect(res.statusCode).toBe(200);
    const { from, to } = res.json<InventoryTransferResult>();
    // 1000 USD over 100 bags held or wasted: 30 bags carry 300 USD; the waste's cost stays.
    expect(from).toMatchObject({ id: item.id, quantity: 50, wasted: 20, costUsd: 700 });
    expect(to).toMatchObject({ projectId: microgrid, wbsId: null, name: 'Cement', quantity: 30, wasted: 0, costUsd: 300 });

    const out = (await api(t, admin.token).call(inventoryContracts.history, { params: { id: item.id } })).json<InventoryMovement[]>();
    expect(out[0]).toMatchObject({
      kind: 'transfer-out',
      quantity: 30,
      costUsd: -300,
      otherProject: { id: microgrid, projectName: 'Solar Microgrid' },
    });
    const inn = (await api(t, admin.token).call(inventoryContracts.history, { params: { id: to.id } })).json<InventoryMovement[]>();
    expect(inn).toMatchObject([
      { kind: 'transfer-in', quantity: 30, costUsd: 300, note: 'Lent for the panel footings', by: { id: admin.id } },
    ]);
  });

  it('adds to the row the other project already holds, and can move stock to a WBS of the same project', async ({
    t,
    village,
    microgrid,
    cement,
    add,
    transfer,
    inventoryOf,
  }) => {
    const item = await add({ typeId: cement, quantity: 10, costUsd: 100 });
    const held = await add({ typeId: cement, quantity: 2, costUsd: 30 }, microgrid);
    const toHeld = (await transfer(item.id, { toProjectId: microgrid, quantity: 5 })).json<InventoryTransferResult>();
    expect(toHeld.to).toMatchObject({ id: held.id, quantity: 7, costUsd: 80 });

    const wbsId = await makeWbs(t, village, 'Foundations');
    const toWbs = await transfer(item.id, { toProjectId: village, toWbsId: wbsId, quantity: 5 });
    expect(toWbs.statusCode).toBe(200);
    expect(toWbs.json<InventoryTransferResult>().from).toMatchObject({ quantity: 0, costUsd: 0 });
    expect((await inventoryOf(village, wbsId)).items).toMatchObject([{ quantity: 5, costUsd: 50 }]);
  });

  it('refuses the same place, an unknown or archived project, a WBS of another project and more than available', async ({
    t,
    admin,
    village,
    microgrid,
    cement,
    add,
    transfer,
    inventoryOf,
  }) => {
    const item = await add({ typeId: cement, quantity: 10, costUsd: 100 });
    const archived = await makeProject(t, 'Old Barn', { isArchived: true });
    const villageWbs = await makeWbs(t, village, 'Foundations');

    const same = await transfer(item.id, { toProjectId: village, quantity: 1 });
    expect(same.statusCode).toBe(422);
    expect(errorOf(same).fields?.toProjectId).toBe(M.samePlace);
    const unknown = await transfer(item.id, { toProjectId: crypto.randomUUID(), quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).fields?.toProjectId).toBe(M.projectNotFound);
    const closed = await transfer(item.id, { toProjectId: archived, quantity: 1 });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).message).toBe(M.projectArchived);
    const wrongWbs = await transfer(item.id, { toProjectId: microgrid, toWbsId: villageWbs, quantity: 1 });
    expect(wrongWbs.statusCode).toBe(422);
    expect(errorOf(wrongWbs).fields?.toWbsId).toBe(M.wbsNotInProject);
    const tooMuch = await transfer(item.id, { toProjectId: microgrid, quantity: 11 });
    expect(tooMuch.statusCode).toBe(422);
    expect(errorOf(tooMuch).fields?.quantity).toBe('Only 10 bags available.');
    const noTarget = await api(t, admin.token).raw(inventoryContracts.transfer, { params: { id: item.id }, body: { quantity: 1 } });
    expect(errorOf(noTarget).fields?.toProjectId).toBe(M.chooseProject);

    expect((await inventoryOf(village)).items).toMatchObject([{ quantity: 10, costUsd: 100 }]);
    expect((await inventoryOf(microgrid)).items).toEqual([]);
  });

  it('refuses a volunteer and a mentor, and answers 404 for a missing item', async ({
    t,
    microgrid,
    cement,
    add,
    transfer,
    inventoryOf,
  }) => {
    const item = await add({ typeId: cement, quantity: 10, costUsd: 100 });
    for (const role of ['Volunteer', 'Mentor']) {
      const user = await signedIn(t, role);
      expect((await transfer(item.id, { toProjectId: microgrid, quantity: 1 }, user.token)).statusCode).toBe(403);
    }
    expect((await transfer(crypto.randomUUID(), { toProjectId: microgrid, quantity: 1 })).statusCode).toBe(404);
    expect((await inventoryOf(microgrid)).items).toEqual([]);
  });

  it('never drives stock below zero when transfers race, even in opposite directions', async ({
    village,
    microgrid,
    cement,
    add,
    transfer,
    inventoryOf,
  }) => {
    const item = await add({ typeId: cement, quantity: 10, costUsd: 100 });
    const back = await add({ typeId: cement, quantity: 10, costUsd: 100 }, microgrid);
    const results = await Promise.all([
      transfer(item.id, { toProjectId: microgrid, quantity: 7 }),
      transfer(item.id, { toProjectId: microgrid, quantity: 7 }),
      transfer(back.id, { toProjectId: village, quantity: 2 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 422]);
    const [v] = (await inventoryOf(village)).items;
    const [m] = (await inventoryOf(microgrid)).items;
    expect(v?.quantity).toBe(5);
    expect(m?.quantity).toBe(15);
    expect((v?.costUsd ?? 0) + (m?.costUsd ?? 0)).toBe(200);
  });
});

describe('GET /api/inventory/places', () => {
  it('lists projects that can receive stock, each with its WBS, to any signed-in user', async ({ t, village, microgrid }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    await makeProject(t, 'Old Barn', { isArchived: true });
    const panels = await makeWbs(t, microgrid, 'Panels');
    const batteries = await makeWbs(t, microgrid, 'Batteries');
    const res = await api(t, volunteer.token).call(inventoryContracts.places);
    expect(res.statusCode).toBe(200);
    expect(res.json<InventoryPlace[]>()).toEqual([
      { id: village, projectName: 'Earthbag Village', wbs: [] },
      {
        id: microgrid,
        projectName: 'Solar Microgrid',
        wbs: [
          { id: batteries, wbsName: 'Batteries' },
          { id: panels, wbsName: 'Panels' },
        ],
      },
    ]);
    expect((await api(t).call(inventoryContracts.places)).statusCode).toBe(401);
  });
});

describe('project totals', () => {
  it('names the material most wasted, most bought and least available, with costs split by category', async ({
    t,
    admin,
    village,
    microgrid,
    cement,
    add,
    transfer,
    inventoryOf,
  }) => {
    const sand = await makeType(t, 'Sand', 'Materials', 'm³');
    const nails = await makeType(t, 'Nails', 'Consumables', 'kg');
    const drill = await makeType(t, 'Drill', 'Tools');
    const mixer = await makeType(t, 'Cement mixer', 'Equipments');
    const wbsId = await makeWbs(t, village, 'Foundations');
    const c = await add({ typeId: cement, quantity: 40, costUsd: 480 });
    await add({ typeId: cement, quantity: 20, costUsd: 240, wbsId });
    const s = await add({ typeId: sand, quantity: 12.5, costUsd: 375.5 });
    await add({ typeId: nails, quantity: 3, costUsd: 24 });
    await add({ typeId: drill, quantity: 2, costUsd: 300 });
    await add({ typeId: mixer, quantity: 1, costUsd: 1250 });
    await api(t, admin.token).call(inventoryContracts.waste, { params: { id: c.id }, body: { quantity: 2 } });
    await api(t, admin.token).call(inventoryContracts.waste, { params: { id: s.id }, body: { quantity: 4 } });
    // Stock that arrives by transfer was not bought here.
    const far = await add({ typeId: nails, quantity: 500, costUsd: 100 }, microgrid);
    await transfer(far.id, { toProjectId: village, quantity: 100 });

    const { summary } = await inventoryOf(village);
    expect(summary).toEqual({
      totalMaterialsCost: 480 + 240 + 375.5 + 24 + 20,
      totalEquipmentCost: 1550,
      mostMaterialWaste: { itemType: { name: 'Sand', unit: 'm³' }, stockWasted: 4 },
      mostMaterialBought: { itemType: { name: 'Cement', unit: 'bags' }, stockBought: 60 },
      leastMaterialAvailable: { itemType: { name: 'Sand', unit: 'm³' }, stockAvailable: 8.5 },
    });
  });

  it('is zero and empty for a project without stock', async ({ village, inventoryOf }) => {
    expect((await inventoryOf(village)).summary).toEqual({
      totalMaterialsCost: 0,
      totalEquipmentCost: 0,
      mostMaterialWaste: null,
      mostMaterialBought: null,
      leastMaterialAvailable: null,
    });
  });
});
