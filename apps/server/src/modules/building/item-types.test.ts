import { describe, expect } from 'vitest';
import {
  INVENTORY_MESSAGES as M,
  inventoryContracts,
  itemTypeContracts as contracts,
  type BmItemType,
  type InventoryType,
  type ItemTypeChange,
} from '@goodhours/domain';
import { count, eq } from 'drizzle-orm';
import { inventoryItems, inventoryTypeChanges, inventoryTypes, purchaseRequests } from '../../db/schema/index.js';
import { api, it } from '../../test/api.js';
import { makeProject, makeType } from '../../test/stock-fixtures.js';
import { inBuildingPortal } from './test-fixtures.js';
import { errorOf, signedIn, type TestApp } from '../../test/harness.js';

const changeRows = async (t: TestApp, typeId: string) =>
  (await t.ctx.db.select({ n: count() }).from(inventoryTypeChanges).where(eq(inventoryTypeChanges.typeId, typeId)))[0]?.n;

describe('GET /api/bm/types', () => {
  it('lists types by category and name, saying which are in use by an item or a purchase request', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const projectId = await makeProject(t, 'Earthbag Village');
    const cement = await makeType(t, 'cement', 'Materials');
    const drill = await makeType(t, 'Drill', 'Tools');
    await makeType(t, 'Adobe bricks', 'Materials');
    await t.ctx.db.insert(inventoryItems).values({ typeId: cement, projectId });
    await t.ctx.db.insert(purchaseRequests).values({ typeId: drill, projectId, quantity: 2, priority: 'Low' });

    const all = await api(t, manager.token).call(contracts.list);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<BmItemType[]>().map((x) => [x.name, x.inUse])).toEqual([
      ['Adobe bricks', false],
      ['cement', true],
      ['Drill', true],
    ]);
    const materials = await api(t, manager.token).call(contracts.list, { query: { category: 'Materials' } });
    expect(materials.json<BmItemType[]>().map((x) => x.name)).toEqual(['Adobe bricks', 'cement']);
  });

  it('leaves archived types out unless asked for', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    await makeType(t, 'Saw', 'Tools');
    await makeType(t, 'Old saw', 'Tools', 'each', { archivedAt: new Date('2026-01-01T00:00:00Z') });
    const names = async (archived?: 'exclude' | 'include' | 'only') =>
      (await api(t, manager.token).call(contracts.list, { query: archived ? { archived } : {} })).json<BmItemType[]>().map((x) => x.name);
    expect(await names()).toEqual(['Saw']);
    expect(await names('include')).toEqual(['Old saw', 'Saw']);
    expect(await names('only')).toEqual(['Old saw']);
  });

  it('refuses a volunteer, and a manager who has not passed the portal login (403)', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(contracts.list)).statusCode).toBe(403);
    const manager = await signedIn(t, 'Manager');
    expect((await api(t, manager.token).call(contracts.list)).statusCode).toBe(403);
    expect((await api(t).call(contracts.list)).statusCode).toBe(401);
  });
});

describe('POST /api/bm/types', () => {
  it('lets a Manager in the portal add a type of any category (201), with the inventory’s name rule', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const res = await api(t, manager.token).call(contracts.create, { body: { name: 'Sand', category: 'Materials', unit: 'm³' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Sand', category: 'Materials', unit: 'm³', fuel: null });
    const again = await api(t, manager.token).call(contracts.create, { body: { name: 'SAND', category: 'Materials' } });
    expect(again.statusCode).toBe(409);
    const bad = await api(t, manager.token).raw(contracts.create, { body: { name: 'Saw', category: 'All' } });
    expect(bad.statusCode).toBe(422);
    expect(
      (await api(t, (await signedIn(t, 'Manager')).token).call(contracts.create, { body: { name: 'Saw', category: 'Tools' } })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/bm/equipment-types', () => {
  it('adds an equipment type (201) with its description, running on Diesel unless another fuel is chosen', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const res = await api(t, manager.token).call(contracts.createEquipment, { body: { name: ' Excavator ', desc: 'Tracked, 5 tonne' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Excavator',
      category: 'Equipments',
      description: 'Tracked, 5 tonne',
      unit: 'each',
      fuel: 'Diesel',
      archivedAt: null,
    });
    const mixer = await api(t, manager.token).call(contracts.createEquipment, {
      body: { name: 'Mixer', desc: 'Cement mixer', fuel: 'Natural Gas' },
    });
    expect(mixer.json<InventoryType>().fuel).toBe('Natural Gas');
  });

  it("answers 409 'Error: that type already exists.' for a name an equipment type has, whatever its case", async ({ t }) => {
    const manager = await inBuildingPortal(t);
    await makeType(t, 'Excavator', 'Equipments');
    const res = await api(t, manager.token).call(contracts.createEquipment, { body: { name: 'EXCAVATOR', desc: 'Another' } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.typeExists);
  });

  it('answers 422 for a missing name or description, a description over 150 characters, or an unknown fuel', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const post = (body: object) => api(t, manager.token).raw(contracts.createEquipment, { body });
    expect(errorOf(await post({ name: ' ', desc: 'x' })).fields?.name).toBe('Please enter a name.');
    expect(errorOf(await post({ name: 'Saw', desc: ' ' })).fields?.desc).toBe('Please enter a description.');
    const long = await post({ name: 'Saw', desc: 'x'.repeat(151) });
    expect(long.statusCode).toBe(422);
    expect(errorOf(long).fields?.desc).toBe('Exceeds maximum character limit (150).');
    expect(errorOf(await post({ name: 'Saw', desc: 'x', fuel: 'Coal' })).fields?.fuel).toBe(M.fuelInvalid);
    expect((await t.ctx.db.select({ n: count() }).from(inventoryTypes))[0]?.n).toBe(0);
  });

  it('refuses a volunteer and a manager without the portal login', async ({ t }) => {
    for (const person of [await signedIn(t, 'Volunteer'), await signedIn(t, 'Manager')]) {
      const res = await api(t, person.token).call(contracts.createEquipment, { body: { name: 'Saw', desc: 'x' } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/bm/types/{id}', () => {
  it('records one change per changed field, with who, when, old and new, and lists them newest first', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const id = await makeType(t, 'Excavator', 'Equipments', 'each', { description: 'Tracked', fuel: 'Diesel' });
    const edit = await api(t, manager.token).call(contracts.update, {
      params: { id },
      body: { name: 'Excavator', description: 'Tracked, 5 tonne', fuel: 'Biodiesel' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Excavator', description: 'Tracked, 5 tonne', fuel: 'Biodiesel' });
    expect(await changeRows(t, id)).toBe(2);

    t.clock.advance(60_000);
    expect((await api(t, manager.token).call(contracts.update, { params: { id }, body: { unit: 'units' } })).statusCode).toBe(200);

    const history = await api(t, manager.token).call(contracts.changes, { params: { id } });
    expect(history.statusCode).toBe(200);
    const changes = history.json<ItemTypeChange[]>();
    expect(changes.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['unit', 'each', 'units'],
      ['description', 'Tracked', 'Tracked, 5 tonne'],
      ['fuel', 'Diesel', 'Biodiesel'],
    ]);
    expect(changes[0]?.by).toEqual({ id: manager.id, firstName: 'Manager', lastName: expect.any(String) as string });
    expect(changes[0]?.at).toBe('2026-11-18T18:01:00.000Z');
    expect(changes[1]?.at).toBe('2026-11-18T18:00:00.000Z');
    expect((await api(t, manager.token).call(contracts.changes, { params: { id }, query: { limit: 1 } })).json()).toHaveLength(1);
  });

  it('answers 200 and writes nothing when no field changes', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const id = await makeType(t, 'Saw', 'Tools', 'each', { description: 'Hand saw' });
    const same = await api(t, manager.token).call(contracts.update, { params: { id }, body: { name: ' Saw ', description: 'Hand saw' } });
    expect(same.statusCode).toBe(200);
    expect((await api(t, manager.token).call(contracts.update, { params: { id }, body: {} })).statusCode).toBe(200);
    expect(await changeRows(t, id)).toBe(0);
  });

  it('answers 409 for a name another type of the category has, and changes nothing', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    await makeType(t, 'Hammer', 'Tools');
    const id = await makeType(t, 'Saw', 'Tools');
    const res = await api(t, manager.token).call(contracts.update, { params: { id }, body: { name: 'hammer', unit: 'pieces' } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields?.name).toBe(M.typeExists);
    expect(await changeRows(t, id)).toBe(0);
    const [row] = await t.ctx.db.select().from(inventoryTypes).where(eq(inventoryTypes.id, id));
    expect(row).toMatchObject({ name: 'Saw', unit: 'each' });
    // A change of case is the same type's own name.
    expect((await api(t, manager.token).call(contracts.update, { params: { id }, body: { name: 'SAW' } })).statusCode).toBe(200);
  });

  it('answers 422 for bad input or a fuel on a type that is not equipment, and 404 for an unknown type', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const id = await makeType(t, 'Saw', 'Tools');
    const patch = (body: object, typeId = id) => api(t, manager.token).raw(contracts.update, { params: { id: typeId }, body });
    expect(errorOf(await patch({ name: '' })).fields?.name).toBe(M.typeNameRequired);
    expect(errorOf(await patch({ description: 'x'.repeat(151) })).fields?.description).toBe(M.descriptionTooLong);
    const fuel = await patch({ fuel: 'Diesel' });
    expect(fuel.statusCode).toBe(422);
    expect(errorOf(fuel).fields?.fuel).toBe(M.fuelOnlyForEquipment);
    expect((await patch({ name: 'Axe' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await changeRows(t, id)).toBe(0);
  });

  it('refuses a volunteer and a manager without the portal login', async ({ t }) => {
    const id = await makeType(t, 'Saw', 'Tools');
    for (const person of [await signedIn(t, 'Volunteer'), await signedIn(t, 'Manager')]) {
      expect((await api(t, person.token).call(contracts.update, { params: { id }, body: { name: 'Axe' } })).statusCode).toBe(403);
      expect((await api(t, person.token).call(contracts.changes, { params: { id } })).statusCode).toBe(403);
    }
  });
});

describe('archiving a type', () => {
  it('keeps the type and its items, hides it from the pickers, records the change, and restores it', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const projectId = await makeProject(t, 'Earthbag Village');
    const id = await makeType(t, 'Cement', 'Materials');
    await t.ctx.db.insert(inventoryItems).values({ typeId: id, projectId, quantity: 5 });

    const archived = await api(t, manager.token).call(contracts.archive, { params: { id } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<InventoryType>().archivedAt).toBe('2026-11-18T18:00:00.000Z');
    expect(await t.ctx.db.select().from(inventoryItems).where(eq(inventoryItems.typeId, id))).toHaveLength(1);

    // The inventory's pickers leave it out unless asked for.
    const pickers = await api(t, manager.token).call(inventoryContracts.types);
    expect(pickers.json()).toEqual([]);
    const asked = await api(t, manager.token).call(inventoryContracts.types, { query: { archived: 'include' } });
    expect(asked.json<InventoryType[]>().map((x) => x.name)).toEqual(['Cement']);

    // Archiving again changes nothing.
    expect((await api(t, manager.token).call(contracts.archive, { params: { id } })).statusCode).toBe(200);
    expect(await changeRows(t, id)).toBe(1);

    t.clock.advance(1000);
    const restored = await api(t, manager.token).call(contracts.restore, { params: { id } });
    expect(restored.json<InventoryType>().archivedAt).toBeNull();
    const changes = (await api(t, manager.token).call(contracts.changes, { params: { id } })).json<ItemTypeChange[]>();
    expect(changes.map((c) => [c.field, c.oldValue, c.newValue])).toEqual([
      ['status', 'Archived', 'Active'],
      ['status', 'Active', 'Archived'],
    ]);
    expect((await api(t, manager.token).call(inventoryContracts.types)).json()).toHaveLength(1);
  });

  it('answers 404 for an unknown type and refuses a volunteer and a manager without the portal login', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api(t, manager.token).call(contracts.archive, { params: { id: unknown } })).statusCode).toBe(404);
    expect((await api(t, manager.token).call(contracts.changes, { params: { id: unknown } })).statusCode).toBe(404);
    const id = await makeType(t, 'Saw', 'Tools');
    for (const person of [await signedIn(t, 'Volunteer'), await signedIn(t, 'Manager')]) {
      expect((await api(t, person.token).call(contracts.archive, { params: { id } })).statusCode).toBe(403);
      expect((await api(t, person.token).call(contracts.restore, { params: { id } })).statusCode).toBe(403);
    }
    expect(await changeRows(t, id)).toBe(0);
  });
});
