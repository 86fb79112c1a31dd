import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InventoryMovement, InventoryPlace, ProjectInventory } from '@goodhours/domain';
import { count } from 'drizzle-orm';
import { inventoryTypes } from '../../db/schema/index.js';
import { seedDemoOrganisation } from '../../seed/demo.js';
import { signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { caller } from './test-fixtures.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('the demo inventory', () => {
  it('gives the demo projects stock at the project level and in WBS, with its history and totals', async () => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    const call = caller(t);
    const volunteer = await signedIn(t, 'Volunteer');
    const [types] = await t.ctx.db.select({ n: count() }).from(inventoryTypes);
    expect(types?.n).toBeGreaterThanOrEqual(15);

    const places = (await call(volunteer.token, 'GET', '/api/inventory/places')).json<InventoryPlace[]>();
    const village = places.find((p) => p.projectName === 'Earthbag Village');
    if (!village) throw new Error('no Earthbag Village');
    const inventory = (await call(volunteer.token, 'GET', `/api/inventory/${village.id}`)).json<ProjectInventory>();
    expect(inventory.items.length).toBeGreaterThan(5);
    expect(inventory.items.find((i) => i.name === 'Cement')).toMatchObject({ quantity: 56, wasted: 4 });
    expect(inventory.summary.totalMaterialsCost).toBeGreaterThan(0);
    expect(inventory.summary.mostMaterialWaste?.itemType.name).toBe('Earthbags');

    const dome = village.wbs.find((w) => w.wbsName === 'Dome Construction');
    const domeStock = (await call(volunteer.token, 'GET', `/api/inventory/${village.id}?wbsId=${dome?.id ?? ''}`)).json<ProjectInventory>();
    expect(domeStock.items.map((i) => i.name)).toContain('Scaffolding');

    const cement = inventory.items.find((i) => i.name === 'Cement');
    const history = (await call(volunteer.token, 'GET', `/api/inventory/items/${cement?.id ?? ''}/history`)).json<InventoryMovement[]>();
    expect(history.map((m) => m.kind)).toEqual(['transfer-out', 'waste', 'purchase', 'purchase']);
    expect(history[0]?.otherProject?.projectName).toBe('Solar Microgrid');
  }, 60_000);
});
