import { describe, expect } from 'vitest';
import { INVENTORY_MESSAGES as M, type InventoryType, inventoryContracts } from '@goodhours/domain';
import { api, it } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { makeType } from '../../test/stock-fixtures.js';

describe('GET /api/inventory/types', () => {
  it('lists item types by category and name to any signed-in user, or those of one category', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    await makeType(t, 'cement', 'Materials', 'bags');
    await makeType(t, 'Drill', 'Tools');
    await makeType(t, 'Adobe bricks', 'Materials');

    const all = await api(t, volunteer.token).call(inventoryContracts.types);
    expect(all.statusCode).toBe(200);
    expect(all.json<InventoryType[]>().map((x) => x.name)).toEqual(['Adobe bricks', 'cement', 'Drill']);
    expect(all.json<InventoryType[]>()[1]).toMatchObject({ name: 'cement', category: 'Materials', unit: 'bags', description: '' });

    const tools = await api(t, volunteer.token).call(inventoryContracts.types, { query: { category: 'Tools' } });
    expect(tools.json<InventoryType[]>().map((x) => x.name)).toEqual(['Drill']);
    expect((await api(t, volunteer.token).call(inventoryContracts.types, { query: { category: 'All' } })).json()).toHaveLength(3);
    expect((await api(t, volunteer.token).call(inventoryContracts.types, { query: { category: '' } })).json()).toHaveLength(3);
  });

  it('is refused without a sign-in, and answers 422 for an unknown category', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t).call(inventoryContracts.types)).statusCode).toBe(401);
    const bad = await api(t, volunteer.token).call(inventoryContracts.types, { query: { category: 'Food' } });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(M.categoryInvalid);
  });
});

describe('POST /api/inventory/types', () => {
  it('lets an administrator add a type (201), trimmed, with its unit and description', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const res = await api(t, admin.token).call(inventoryContracts.createType, {
      body: {
        name: '  Excavator ',
        category: 'Equipments',
        description: 'Tracked, 5 tonne',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Excavator', category: 'Equipments', description: 'Tracked, 5 tonne', unit: 'each' });
    const listed = await api(t, admin.token).call(inventoryContracts.types, { query: { category: 'Equipments' } });
    expect(listed.json<InventoryType[]>().map((x) => x.name)).toEqual(['Excavator']);
  });

  it('gives an equipment type a fuel, Diesel unless chosen, and refuses a fuel on another category', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const post = (body: object) => api(t, admin.token).raw(inventoryContracts.createType, { body });
    expect((await post({ name: 'Excavator', category: 'Equipments' })).json()).toMatchObject({ fuel: 'Diesel', archivedAt: null });
    expect((await post({ name: 'Mixer', category: 'Equipments', fuel: 'Ethanol' })).json()).toMatchObject({ fuel: 'Ethanol' });
    expect((await post({ name: 'Cement', category: 'Materials' })).json()).toMatchObject({ fuel: null });
    const refused = await post({ name: 'Saw', category: 'Tools', fuel: 'Diesel' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields?.fuel).toBe(M.fuelOnlyForEquipment);
  });

  it('refuses a volunteer and a mentor (no putProject) and adds nothing', async ({ t }) => {
    for (const role of ['Volunteer', 'Mentor']) {
      const user = await signedIn(t, role);
      expect((await api(t, user.token).call(inventoryContracts.createType, { body: { name: 'Saw', category: 'Tools' } })).statusCode).toBe(
        403,
      );
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(inventoryContracts.types)).json()).toEqual([]);
  });

  it("answers 409 'Error: that type already exists.' for a name taken in the category, whatever its case", async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    await makeType(t, 'Excavator', 'Equipments');
    const res = await api(t, owner.token).call(inventoryContracts.createType, { body: { name: 'EXCAVATOR', category: 'Equipments' } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.typeExists);
    expect(errorOf(res).fields?.name).toBe(M.typeExists);
    // The same name in another category is another type.
    expect(
      (await api(t, owner.token).call(inventoryContracts.createType, { body: { name: 'Excavator', category: 'Tools' } })).statusCode,
    ).toBe(201);
  });

  it('answers 422 with the form messages for a missing name, a long description or a bad category', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const post = (payload: object) => api(t, admin.token).raw(inventoryContracts.createType, { body: payload });
    const noName = await post({ name: ' ', category: 'Tools' });
    expect(noName.statusCode).toBe(422);
    expect(errorOf(noName).fields?.name).toBe(M.typeNameRequired);
    const long = await post({ name: 'Saw', category: 'Tools', description: 'x'.repeat(151) });
    expect(errorOf(long).fields?.description).toBe(M.descriptionTooLong);
    const badCategory = await post({ name: 'Saw', category: 'All' });
    expect(badCategory.statusCode).toBe(422);
    expect(errorOf(badCategory).fields?.category).toBe(M.categoryInvalid);
    expect((await post({ name: 'Saw', category: 'Tools', unit: '' })).statusCode).toBe(422);
  });
});
