import { describe, expect } from 'vitest';
import { inventoryContracts, type InventoryMovement, type InventoryPlace, type ProjectInventory } from '@goodhours/domain';
import { count, eq } from 'drizzle-orm';
import { inventoryItems, inventoryTypes, purchaseRequests } from '../../db/schema/index.js';
import { ledgerDifferences } from './ledger.js';
import { seedDemoOrganisation } from '../../seed/demo.js';
import { api, it } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';

describe('the demo inventory', () => {
  it('gives the demo projects stock at the project level and in WBS, with its history and totals', async ({ t }) => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    const volunteer = await signedIn(t, 'Volunteer');
    const [types] = await t.ctx.db.select({ n: count() }).from(inventoryTypes);
    expect(types?.n).toBeGreaterThanOrEqual(15);

    const places = (await api(t, volunteer.token).call(inventoryContracts.places)).json<InventoryPlace[]>();
    const village = places.find((p) => p.projectName === 'Earthbag Village');
    if (!village) throw new Error('no Earthbag Village');
    const inventory = (
      await api(t, volunteer.token).call(inventoryContracts.project, { params: { projectId: village.id } })
    ).json<ProjectInventory>();
    expect(inventory.items.length).toBeGreaterThan(5);
    expect(inventory.items.find((i) => i.name === 'Cement')).toMatchObject({ quantity: 56, wasted: 4 });
    expect(inventory.summary.totalMaterialsCost).toBeGreaterThan(0);
    expect(inventory.summary.mostMaterialWaste?.itemType.name).toBe('Earthbags');

    const dome = village.wbs.find((w) => w.wbsName === 'Dome Construction');
    const domeStock = (
      await api(t, volunteer.token).call(inventoryContracts.project, {
        params: { projectId: village.id },
        query: { wbsId: dome?.id ?? '' },
      })
    ).json<ProjectInventory>();
    expect(domeStock.items.map((i) => i.name)).toContain('Scaffolding');

    const cement = inventory.items.find((i) => i.name === 'Cement');
    const history = (await api(t, volunteer.token).call(inventoryContracts.history, { params: { id: cement?.id ?? '' } })).json<
      InventoryMovement[]
    >();
    expect(history.map((m) => m.kind)).toEqual(['transfer-out', 'waste', 'purchase', 'purchase']);
    expect(history[0]?.otherProject?.projectName).toBe('Solar Microgrid');

    // The building portal's demo: Sand used on site, below its minimum, and requests in every state; the ledger agrees.
    expect(inventory.items.find((i) => i.name === 'Sand')).toMatchObject({ quantity: 8.5 });
    const states = await t.ctx.db.select({ status: purchaseRequests.status }).from(purchaseRequests);
    expect(states.map((r) => r.status).sort()).toEqual(['Approved', 'Cancelled', 'Pending', 'Received', 'Rejected']);
    const [sand] = await t.ctx.db.select().from(inventoryItems).where(eq(inventoryItems.belowMinimum, true));
    expect(sand).toMatchObject({ bought: 28, used: 18, wasted: 1.5, minimum: 12 });
    expect(await ledgerDifferences(t.ctx.db)).toEqual([]);
  }, 60_000);
});
