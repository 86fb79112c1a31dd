import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, MESSAGES, type PermissionChange, type Role } from '@goodhours/domain';
import { auth, createUser, errorOf, login, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

async function roleNamed(token: string, name: string): Promise<Role> {
  const roles = (await t.app.inject({ method: 'GET', url: '/api/roles', headers: auth(token) })).json<Role[]>();
  const role = roles.find((r) => r.roleName === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
}

async function permissionsOf(token: string): Promise<string[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/session', headers: auth(token) })).json<{ permissions: string[] }>().permissions;
}

describe('GET /api/roles', () => {
  it('lists the seven built-in roles with their default permissions and holders', async () => {
    const owner = await signedIn(t, 'Owner');
    await createUser(t, 'Volunteer');
    const res = await t.app.inject({ method: 'GET', url: '/api/roles', headers: auth(owner.token) });
    expect(res.statusCode).toBe(200);
    const roles = res.json<Role[]>();
    expect(roles.map((r) => r.roleName).sort()).toEqual(
      ['Administrator', 'Assistant Manager', 'Core Team', 'Manager', 'Mentor', 'Owner', 'Volunteer'].sort(),
    );
    const volunteer = roles.find((r) => r.roleName === 'Volunteer');
    expect(volunteer?.permissions).toEqual([...DEFAULT_ROLE_PERMISSIONS.Volunteer].sort());
    expect(volunteer?.userCount).toBe(1);
  });

  it('is refused to a volunteer and to a visitor without a token', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await t.app.inject({ method: 'GET', url: '/api/roles', headers: auth(volunteer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/roles' })).statusCode).toBe(401);
  });
});

describe('POST /api/roles', () => {
  it('lets an owner create a role', async () => {
    const owner = await signedIn(t, 'Owner');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: auth(owner.token),
      payload: { roleName: ' Site Lead ', permissions: ['postTask', 'getReports', 'postTask'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ roleName: 'Site Lead', permissions: ['getReports', 'postTask'], builtIn: false });
  });

  it('refuses an administrator (no postRole) and a volunteer', async () => {
    for (const role of ['Administrator', 'Volunteer']) {
      const caller = await signedIn(t, role);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/roles',
        headers: auth(caller.token),
        payload: { roleName: 'Site Lead', permissions: [] },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 422 for an empty name or an unknown permission, and 409 for a taken name', async () => {
    const owner = await signedIn(t, 'Owner');
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/roles', headers: auth(owner.token), payload });
    const empty = await post({ roleName: '  ', permissions: [] });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields?.roleName).toBe(MESSAGES.roleNameRequired);
    const unknown = await post({ roleName: 'X', permissions: ['flyToTheMoon'] });
    expect(errorOf(unknown).fields?.permissions).toBe(MESSAGES.unknownPermission);
    const taken = await post({ roleName: 'volunteer', permissions: [] });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(MESSAGES.roleNameTaken);
  });
});

describe('PATCH /api/roles/:id', () => {
  it('changes what every holder of the role may do at once, and logs who changed what', async () => {
    const owner = await signedIn(t, 'Owner');
    const volunteer = await signedIn(t, 'Volunteer');
    const role = await roleNamed(owner.token, 'Volunteer');
    const permissions = [...role.permissions.filter((k) => k !== 'toggleTangibleTime'), 'getReports'];
    const res = await t.app.inject({ method: 'PATCH', url: `/api/roles/${role.id}`, headers: auth(owner.token), payload: { permissions } });
    expect(res.statusCode).toBe(200);
    const now = await permissionsOf(volunteer.token);
    expect(now).toContain('getReports');
    expect(now).not.toContain('toggleTangibleTime');
    const log = (await t.app.inject({ method: 'GET', url: '/api/permissionChangeLogs', headers: auth(owner.token) })).json<
      PermissionChange[]
    >();
    expect(log[0]).toMatchObject({ targetKind: 'role', targetName: 'Volunteer', added: ['getReports'], removed: ['toggleTangibleTime'] });
    expect(log[0]?.actorName).toMatch(/^Owner /);
  });

  it('refuses a volunteer and an administrator, and leaves the role unchanged', async () => {
    const owner = await signedIn(t, 'Owner');
    const role = await roleNamed(owner.token, 'Volunteer');
    for (const name of ['Volunteer', 'Administrator']) {
      const caller = await signedIn(t, name);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/roles/${role.id}`,
        headers: auth(caller.token),
        payload: { permissions: ['getReports'] },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await roleNamed(owner.token, 'Volunteer')).permissions).toEqual(role.permissions);
  });

  it('answers 422 for an unknown permission or a bad id and 404 for a missing role', async () => {
    const owner = await signedIn(t, 'Owner');
    const role = await roleNamed(owner.token, 'Volunteer');
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/roles/${id}`, headers: auth(owner.token), payload });
    expect((await patch(role.id, { permissions: ['nope'] })).statusCode).toBe(422);
    expect((await patch(role.id, { permissions: 'getReports' })).statusCode).toBe(422);
    expect((await patch('abc', { permissions: [] })).statusCode).toBe(422);
    expect((await patch(crypto.randomUUID(), { permissions: [] })).statusCode).toBe(404);
    expect((await roleNamed(owner.token, 'Volunteer')).permissions).toEqual(role.permissions);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('deletes an unused custom role but refuses built-in and held roles', async () => {
    const owner = await signedIn(t, 'Owner');
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/roles', headers: auth(owner.token), payload: { roleName: 'Guest', permissions: [] } })
    ).json<Role>();
    const builtIn = await roleNamed(owner.token, 'Mentor');
    const builtInRes = await t.app.inject({ method: 'DELETE', url: `/api/roles/${builtIn.id}`, headers: auth(owner.token) });
    expect(builtInRes.statusCode).toBe(409);
    expect(errorOf(builtInRes).message).toBe(MESSAGES.roleBuiltIn);
    await createUser(t, 'Guest');
    const held = await t.app.inject({ method: 'DELETE', url: `/api/roles/${created.id}`, headers: auth(owner.token) });
    expect(errorOf(held).message).toBe(MESSAGES.roleInUse);
    const spare = (
      await t.app.inject({ method: 'POST', url: '/api/roles', headers: auth(owner.token), payload: { roleName: 'Spare', permissions: [] } })
    ).json<Role>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/roles/${spare.id}`, headers: auth(owner.token) })).statusCode).toBe(204);
  });

  it('refuses an administrator and answers 422 for a bad id', async () => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const spare = (
      await t.app.inject({ method: 'POST', url: '/api/roles', headers: auth(owner.token), payload: { roleName: 'Spare', permissions: [] } })
    ).json<Role>();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/roles/${spare.id}`, headers: auth(admin.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/roles/abc', headers: auth(owner.token) })).statusCode).toBe(422);
  });
});

describe('a user’s own permissions', () => {
  it('lets an administrator add and remove one person’s permissions, effective at once and logged', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/userprofile/${volunteer.id}/permissions`,
      headers: auth(admin.token),
      payload: { frontPermissions: ['getReports'], removedDefaultPermissions: ['toggleTangibleTime'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ frontPermissions: ['getReports'], removedDefaultPermissions: ['toggleTangibleTime'] });
    const now = await permissionsOf(volunteer.token);
    expect(now).toContain('getReports');
    expect(now).not.toContain('toggleTangibleTime');
    const log = (await t.app.inject({ method: 'GET', url: '/api/permissionChangeLogs', headers: auth(admin.token) })).json<
      PermissionChange[]
    >();
    expect(log[0]).toMatchObject({ targetKind: 'user', targetId: volunteer.id, added: ['getReports'], removed: ['toggleTangibleTime'] });
  });

  it('refuses an administrator editing an Owner, or granting what they do not hold', async () => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await createUser(t, 'Owner');
    const volunteer = await createUser(t, 'Volunteer');
    const put = (id: string, front: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/userprofile/${id}/permissions`,
        headers: auth(admin.token),
        payload: { frontPermissions: front, removedDefaultPermissions: [] },
      });
    const ownerRes = await put(owner.id, []);
    expect(ownerRes.statusCode).toBe(403);
    expect(errorOf(ownerRes).message).toBe(MESSAGES.noPermissionToEditProfile);
    expect((await put(volunteer.id, ['putRole'])).statusCode).toBe(403);
    expect(await permissionsOf(await login(t, volunteer.email))).not.toContain('putRole');
  });

  it('protects a protected account from everyone but itself and an Owner', async () => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const dev = await createUser(t, 'Administrator', { isProtected: true });
    const payload = { frontPermissions: [], removedDefaultPermissions: ['getReports'] };
    const url = `/api/userprofile/${dev.id}/permissions`;
    expect((await t.app.inject({ method: 'PUT', url, headers: auth(admin.token), payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, headers: auth(owner.token), payload })).statusCode).toBe(200);
  });

  it('refuses a volunteer and answers 422 for bad input', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const url = `/api/userprofile/${volunteer.id}/permissions`;
    const payload = { frontPermissions: ['getReports'], removedDefaultPermissions: [] };
    expect((await t.app.inject({ method: 'PUT', url, headers: auth(volunteer.token), payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(volunteer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, headers: auth(admin.token), payload: { frontPermissions: ['x'] } })).statusCode).toBe(
      422,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: auth(admin.token) })).json()).toMatchObject({ frontPermissions: [] });
    const badId = await t.app.inject({ method: 'GET', url: '/api/userprofile/abc/permissions', headers: auth(admin.token) });
    expect(badId.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/userprofile/${crypto.randomUUID()}/permissions`,
      headers: auth(admin.token),
    });
    expect(errorOf(missing).message).toBe(MESSAGES.userNotFound);
  });
});

describe('GET /api/permissionChangeLogs', () => {
  it('is refused to a volunteer and checks its limit', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const owner = await signedIn(t, 'Owner');
    expect((await t.app.inject({ method: 'GET', url: '/api/permissionChangeLogs', headers: auth(volunteer.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/permissionChangeLogs?limit=0', headers: auth(owner.token) })).statusCode).toBe(
      422,
    );
  });
});
