import { MAP_MESSAGES as M, MARKER_OFFSET_MAX_DEGREES, type MapLocations, mapContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { loadConfig } from '../../config.js';
import { mapPeople } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn, startTestApp } from '../../test/harness.js';

const HOUR = 3600;
const lisbon = {
  locationUserProvided: 'Lisbon',
  locationCity: 'Lisbon',
  locationCountry: 'Portugal',
  locationLat: 38.72,
  locationLng: -9.14,
};
const nairobi = { userProvided: 'nairobi, kenya', city: 'Nairobi', country: 'Kenya', coords: { lat: -1.29, lng: 36.82 } };
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  jobTitle: 'Mentor',
  location: nairobi,
  ...overrides,
});

const it = test
  .extend('owner', { auto: true }, ({ t }) => signedIn(t, 'Owner'))
  .extend(
    'list',
    ({ t, owner }) =>
      async (token = owner.token) =>
        (await api(t, token).call(mapContracts.list)).json<MapLocations>(),
  )
  // Any body, so tests can send a person the contract refuses.
  .extend(
    'add',
    ({ t, owner }) =>
      (payload: unknown, token = owner.token) =>
        api(t, token).raw(mapContracts.add, { body: payload }),
  )
  .extend(
    'edit',
    ({ t, owner }) =>
      (id: string, payload: unknown, token = owner.token) =>
        api(t, token).raw(mapContracts.edit, { params: { id }, body: payload }),
  )
  .extend(
    'remove',
    ({ t, owner }) =>
      (id: string, token = owner.token) =>
        api(t, token).call(mapContracts.remove, { params: { id } }),
  )
  .extend(
    'addOne',
    ({ add }) =>
      async () =>
        (await add(person())).json<{ id: string }>().id,
  );
const near = (shown: { lat: number; lng: number }, exact: { lat: number; lng: number }) =>
  Math.abs(shown.lat - exact.lat) <= MARKER_OFFSET_MAX_DEGREES + 1e-9 &&
  Math.abs(shown.lng - exact.lng) <= MARKER_OFFSET_MAX_DEGREES + 1e-9;

describe('the map locations list', () => {
  it('shows active members with a place and 10 or more volunteer hours, at city level and shifted from the city', async ({ t, list }) => {
    const shown = await createUser(t, 'Volunteer', { firstName: 'Ana', totalTangibleSeconds: 10 * HOUR, jobTitle: 'Cook', ...lisbon });
    await createUser(t, 'Volunteer', {
      firstName: 'Short',
      totalTangibleSeconds: 10 * HOUR - 1,
      totalIntangibleSeconds: 50 * HOUR,
      ...lisbon,
    });
    await createUser(t, 'Volunteer', { firstName: 'Gone', totalTangibleSeconds: 40 * HOUR, isActive: false, ...lisbon });
    await createUser(t, 'Volunteer', { firstName: 'Nowhere', totalTangibleSeconds: 40 * HOUR });
    const volunteer = await signedIn(t, 'Volunteer');

    const res = await api(t, volunteer.token).call(mapContracts.list);
    expect(res.statusCode).toBe(200);
    const { users, mUsers } = res.json<MapLocations>();
    expect(mUsers).toEqual([]);
    expect(users.map((u) => u.firstName)).toEqual(['Ana']);
    const [ana] = users;
    // Only the named fields: no email, no typed address, no hours.
    expect(Object.keys(ana ?? {}).sort()).toEqual(['firstName', 'id', 'isActive', 'jobTitle', 'lastName', 'location', 'type']);
    expect(ana).toMatchObject({ id: shown.id, type: 'user', jobTitle: 'Cook', location: { city: 'Lisbon', country: 'Portugal' } });
    expect(Object.keys(ana?.location ?? {}).sort()).toEqual(['city', 'coords', 'country']);
    const exact = { lat: lisbon.locationLat, lng: lisbon.locationLng };
    expect(ana?.location.coords).not.toEqual(exact);
    expect(near(ana?.location.coords ?? exact, exact)).toBe(true);
    // The same shift on every load.
    expect((await list(volunteer.token)).users[0]?.location.coords).toEqual(ana?.location.coords);
  });

  it('refuses someone not signed in', async ({ t }) => {
    const res = await api(t).call(mapContracts.list);
    expect(res.statusCode).toBe(401);
  });

  it('names no tile server unless one is configured', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(mapContracts.tiles)).json()).toEqual({ tileUrl: null, attribution: '' });
    expect((await api(t).call(mapContracts.tiles)).statusCode).toBe(401);
    // A second app, started (on an emptied database) with a tile server configured.
    const tiled = await startTestApp(undefined, {
      mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example',
    });
    try {
      const someone = await signedIn(tiled, 'Volunteer');
      expect((await api(tiled, someone.token).call(mapContracts.tiles)).json()).toEqual({
        tileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png',
        attribution: '© Example',
      });
    } finally {
      await tiled.app.close();
    }
  });

  it('starts only with a tile URL the page may load (https or a path of its own, with {z}, {x} and {y})', () => {
    const env = { JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-chars', DATA_DIR: '/tmp/goodhours-test' };
    expect(loadConfig(env).mapTileUrl).toBeUndefined();
    expect(loadConfig({ ...env, MAP_TILE_URL: ' /tiles/{z}/{x}/{y}.png ' }).mapTileUrl).toBe('/tiles/{z}/{x}/{y}.png');
    expect(() => loadConfig({ ...env, MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ ...env, MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow(/MAP_TILE_URL/);
  });
});

describe('adding a person to the map', () => {
  it('lets the Owner add a person at a looked-up place; the list shows them shifted from it', async ({ t, owner, list, add }) => {
    const res = await add(person({ firstName: '  Grace ' }));
    expect(res.statusCode).toBe(201);
    const added = res.json<MapLocations['mUsers'][number]>();
    expect(added).toMatchObject({ type: 'm_user', firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Mentor', isActive: true });
    expect(added.location).toMatchObject({ userProvided: 'nairobi, kenya', city: 'Nairobi', country: 'Kenya' });
    expect(added.location.coords).not.toEqual(nairobi.coords);
    expect(near(added.location.coords, nairobi.coords)).toBe(true);

    const [row] = await t.ctx.db.select().from(mapPeople);
    expect(row).toMatchObject({ locationLat: -1.29, locationLng: 36.82, createdBy: owner.id });
    expect((await list()).mUsers).toEqual([added]);
  });

  it('refuses everyone but the Owner', async ({ t, add }) => {
    for (const role of ['Administrator', 'Manager', 'Volunteer']) {
      const other = await signedIn(t, role);
      const res = await add(person(), other.token);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await add(person(), '')).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(mapPeople)).toEqual([]);
  });

  it('asks for every field, and for the coordinates of the place, saving nothing', async ({ t, add }) => {
    const missingName = await add(person({ lastName: '   ' }));
    expect(missingName.statusCode).toBe(422);
    expect(errorOf(missingName).message).toBe(M.invalidInformation);
    const missingJob = await add(person({ jobTitle: undefined }));
    expect(errorOf(missingJob).message).toBe(M.invalidInformation);

    const notLookedUp = await add(person({ location: { userProvided: 'Nairobi' } }));
    expect(notLookedUp.statusCode).toBe(422);
    expect(errorOf(notLookedUp).message).toBe(M.coordinatesMissing);
    const offTheGlobe = await add(person({ location: { ...nairobi, coords: { lat: 95, lng: 0 } } }));
    expect(errorOf(offTheGlobe).message).toBe(M.coordinatesMissing);
    expect(await t.ctx.db.select().from(mapPeople)).toEqual([]);
  });
});

describe('the same person twice (issue 42, defect 18)', () => {
  it('refuses the same name at the same place, whatever its case and spaces, saying where they already are', async ({ t, add, addOne }) => {
    await addOne();
    const again = await add(person({ firstName: ' grace ', lastName: 'HOPPER', jobTitle: 'Someone else' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.alreadyOnMap('grace HOPPER', 'Nairobi, Kenya'));
    // Another place, or another name, is another person.
    expect((await add(person({ location: { ...nairobi, city: 'Mombasa' } }))).statusCode).toBe(201);
    expect((await add(person({ firstName: 'Ada' }))).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(mapPeople)).toHaveLength(3);
  });

  it('refuses an edit that makes one person into another already on the map', async ({ add, edit, addOne }) => {
    await addOne();
    const ada = (await add(person({ firstName: 'Ada' }))).json<{ id: string }>().id;
    const clash = await edit(ada, { firstName: 'Grace', lastName: 'Hopper', jobTitle: 'Mentor' });
    expect(clash.statusCode).toBe(409);
    expect((await edit(ada, { firstName: 'Ada', lastName: 'Hopper', jobTitle: 'Rear Admiral' })).statusCode).toBe(200);
  });

  it('places the person once when the same entry is sent many times at once', async ({ t, add }) => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(person())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.ctx.db.select().from(mapPeople)).toHaveLength(1);
  });
});

describe('editing and removing a person on the map', () => {
  it('lets the Owner change the name and keep the place, or move the person to a new place', async ({ t, edit, addOne }) => {
    const id = await addOne();
    const renamed = await edit(id, { firstName: 'Grace B.', lastName: 'Hopper', jobTitle: 'Rear Admiral' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: 'Grace B.', jobTitle: 'Rear Admiral', location: { city: 'Nairobi' } });
    const [kept] = await t.ctx.db.select().from(mapPeople);
    expect(kept).toMatchObject({ locationLat: -1.29, locationLng: 36.82 });

    const lima = { userProvided: 'Lima', city: 'Lima', country: 'Peru', coords: { lat: -12.05, lng: -77.04 } };
    const moved = await edit(id, person({ location: lima }));
    expect(moved.json()).toMatchObject({ location: { userProvided: 'Lima', city: 'Lima', country: 'Peru' } });
    const [row] = await t.ctx.db.select().from(mapPeople);
    expect(row).toMatchObject({ locationCity: 'Lima', locationLat: -12.05, locationLng: -77.04 });
  });

  it('refuses an edit with a field left empty or a place not looked up, changing nothing', async ({ t, edit, remove, addOne }) => {
    const id = await addOne();
    const empty = await edit(id, person({ firstName: '' }));
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.invalidInformation);
    const unfetched = await edit(id, person({ location: { userProvided: 'Lima' } }));
    expect(errorOf(unfetched).message).toBe(M.coordinatesMissing);
    const badId = await edit('not-an-id', person());
    expect(badId.statusCode).toBe(422);
    expect(errorOf(badId).message).toBe(M.notOnMap);
    const badRemoval = await remove('not-an-id');
    expect(badRemoval.statusCode).toBe(422);
    expect(errorOf(badRemoval).message).toBe(M.notOnMap);
    const [row] = await t.ctx.db.select().from(mapPeople);
    expect(row).toMatchObject({ firstName: 'Grace', locationCity: 'Nairobi' });
  });

  it('lets the Owner remove a person, with a message; they leave the list', async ({ list, remove, addOne }) => {
    const id = await addOne();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.removed });
    expect((await list()).mUsers).toEqual([]);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(M.notOnMap);
  });

  it('refuses everyone but the Owner, and leaves members’ places to their profiles', async ({ t, list, edit, remove, addOne }) => {
    const id = await addOne();
    const admin = await signedIn(t, 'Administrator');
    expect((await edit(id, person({ firstName: 'X' }), admin.token)).statusCode).toBe(403);
    expect((await remove(id, admin.token)).statusCode).toBe(403);
    expect((await remove(id, '')).statusCode).toBe(401);

    const member = await createUser(t, 'Volunteer', { totalTangibleSeconds: 20 * HOUR, ...lisbon });
    const editMember = await edit(member.id, person());
    expect(editMember.statusCode).toBe(409);
    expect(errorOf(editMember).message).toBe(M.memberPlace);
    expect((await remove(member.id)).statusCode).toBe(409);
    expect((await list()).users.map((u) => u.id)).toEqual([member.id]);
    expect((await list()).mUsers.map((u) => u.firstName)).toEqual(['Grace']);
  });
});
