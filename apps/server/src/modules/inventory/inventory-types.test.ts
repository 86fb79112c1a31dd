import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, type InventoryType } from '@goodhours/domain';
import { errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { caller, makeType } from './test-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
});
afterEach(async () => {
  await t.app.close();
});

describe('GET /api/inventory/types', () => {
  it('lists item types by category and name to any signed-in user, or those of one category', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    await makeType(t, 'cement', 'Materials', 'bags');
    await makeType(t, 'Drill', 'Tools');
    await makeType(t, 'Adobe bricks', 'Materials');

    const all = await call(volunteer.token, 'GET', '/api/inventory/types');
    expect(all.statusCode).toBe(200);
    expect(all.json<InventoryType[]>().map((x) => x.name)).toEqual(['Adobe bricks', 'cement', 'Drill']);
    expect(all.json<InventoryType[]>()[1]).toMatchObject({ name: 'cement', category: 'Materials', unit: 'bags', description: '' });

    const tools = await call(volunteer.token, 'GET', '/api/inventory/types?category=Tools');
    expect(tools.json<InventoryType[]>().map((x) => x.name)).toEqual(['Drill']);
    expect((await call(volunteer.token, 'GET', '/api/inventory/types?category=All')).json()).toHaveLength(3);
    expect((await call(volunteer.token, 'GET', '/api/inventory/types?category=')).json()).toHaveLength(3);
  });

  it('is refused without a sign-in, and answers 422 for an unknown category', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await call(null, 'GET', '/api/inventory/types')).statusCode).toBe(401);
    const bad = await call(volunteer.token, 'GET', '/api/inventory/types?category=Food');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(M.categoryInvalid);
  });
});

describe('POST /api/inventory/types', () => {
  it('lets an administrator add a type (201), trimmed, with its unit and description', async () => {
    const admin = await signedIn(t, 'Administrator');
    const res = await call(admin.token, 'POST', '/api/inventory/types', {
      name: '  Excavator ',
      category: 'Equipments',
      description: 'Tracked, 5 tonne',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Excavator', category: 'Equipments', description: 'Tracked, 5 tonne', unit: 'each' });
    const listed = await call(admin.token, 'GET', '/api/inventory/types?category=Equipments');
    expect(listed.json<InventoryType[]>().map((x) => x.name)).toEqual(['Excavator']);
  });

  it('refuses a volunteer and a mentor (no putProject) and adds nothing', async () => {
    for (const role of ['Volunteer', 'Mentor']) {
      const user = await signedIn(t, role);
      expect((await call(user.token, 'POST', '/api/inventory/types', { name: 'Saw', category: 'Tools' })).statusCode).toBe(403);
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await call(admin.token, 'GET', '/api/inventory/types')).json()).toEqual([]);
  });

  it("answers 409 'Error: that type already exists.' for a name taken in the category, whatever its case", async () => {
    const owner = await signedIn(t, 'Owner');
    await makeType(t, 'Excavator', 'Equipments');
    const res = await call(owner.token, 'POST', '/api/inventory/types', { name: 'EXCAVATOR', category: 'Equipments' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.typeExists);
    expect(errorOf(res).fields?.name).toBe(M.typeExists);
    // The same name in another category is another type.
    expect((await call(owner.token, 'POST', '/api/inventory/types', { name: 'Excavator', category: 'Tools' })).statusCode).toBe(201);
  });

  it('answers 422 with the form messages for a missing name, a long description or a bad category', async () => {
    const admin = await signedIn(t, 'Administrator');
    const post = (payload: object) => call(admin.token, 'POST', '/api/inventory/types', payload);
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
