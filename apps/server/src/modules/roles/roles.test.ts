import { describe, expect } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, MESSAGES, type PermissionChange, type Role, authContracts, roleContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

const it = test
  .extend('roleNamed', ({ t }) => async (token: string, name: string): Promise<Role> => {
    const roles = (await api(t, token).call(roleContracts.list)).json<Role[]>();
    const role = roles.find((r) => r.roleName === name);
    if (!role) throw new Error(`no role ${name}`);
    return role;
  })
  .extend('permissionsOf', ({ t }) => async (token: string): Promise<string[]> => {
    return (await api(t, token).call(authContracts.session)).json<{ permissions: string[] }>().permissions;
  });

describe('GET /api/roles', () => {
  it('lists the seven built-in roles with their default permissions and holders', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    await createUser(t, 'Volunteer');
    const res = await api(t, owner.token).call(roleContracts.list);
    expect(res.statusCode).toBe(200);
    const roles = res.json<Role[]>();
    expect(roles.map((r) => r.roleName).sort()).toEqual(
      ['Administrator', 'Assistant Manager', 'Core Team', 'Manager', 'Mentor', 'Owner', 'Volunteer'].sort(),
    );
    const volunteer = roles.find((r) => r.roleName === 'Volunteer');
    expect(volunteer?.permissions).toEqual([...DEFAULT_ROLE_PERMISSIONS.Volunteer].sort());
    expect(volunteer?.userCount).toBe(1);
  });

  it('is refused to a volunteer and to a visitor without a token', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(roleContracts.list)).statusCode).toBe(403);
    expect((await api(t).call(roleContracts.list)).statusCode).toBe(401);
  });
});

describe('POST /api/roles', () => {
  it('lets an owner create a role', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const res = await api(t, owner.token).call(roleContracts.create, {
      body: { roleName: ' Site Lead ', permissions: ['postTask', 'getReports', 'postTask'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ roleName: 'Site Lead', permissions: ['getReports', 'postTask'], builtIn: false });
  });

  it('refuses an administrator (no postRole) and a volunteer', async ({ t }) => {
    for (const role of ['Administrator', 'Volunteer']) {
      const caller = await signedIn(t, role);
      const res = await api(t, caller.token).call(roleContracts.create, { body: { roleName: 'Site Lead', permissions: [] } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 422 for an empty name or an unknown permission, and 409 for a taken name', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const post = (body: object) => api(t, owner.token).raw(roleContracts.create, { body });
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
  it('changes what every holder of the role may do at once, and logs who changed what', async ({ t, roleNamed, permissionsOf }) => {
    const owner = await signedIn(t, 'Owner');
    const volunteer = await signedIn(t, 'Volunteer');
    const role = await roleNamed(owner.token, 'Volunteer');
    const permissions = [...role.permissions.filter((k) => k !== 'toggleTangibleTime'), 'getReports'];
    const res = await api(t, owner.token).call(roleContracts.update, { params: { id: role.id }, body: { permissions } });
    expect(res.statusCode).toBe(200);
    const now = await permissionsOf(volunteer.token);
    expect(now).toContain('getReports');
    expect(now).not.toContain('toggleTangibleTime');
    const log = (await api(t, owner.token).call(roleContracts.changes)).json<PermissionChange[]>();
    expect(log[0]).toMatchObject({ targetKind: 'role', targetName: 'Volunteer', added: ['getReports'], removed: ['toggleTangibleTime'] });
    expect(log[0]?.actorName).toMatch(/^Owner /);
  });

  it('refuses a volunteer and an administrator, and leaves the role unchanged', async ({ t, roleNamed }) => {
    const owner = await signedIn(t, 'Owner');
    const role = await roleNamed(owner.token, 'Volunteer');
    for (const name of ['Volunteer', 'Administrator']) {
      const caller = await signedIn(t, name);
      const res = await api(t, caller.token).call(roleContracts.update, { params: { id: role.id }, body: { permissions: ['getReports'] } });
      expect(res.statusCode).toBe(403);
    }
    expect((await roleNamed(owner.token, 'Volunteer')).permissions).toEqual(role.permissions);
  });

  it('answers 422 for an unknown permission or a bad id and 404 for a missing role', async ({ t, roleNamed }) => {
    const owner = await signedIn(t, 'Owner');
    const role = await roleNamed(owner.token, 'Volunteer');
    const patch = (id: string, payload: object) => api(t, owner.token).raw(roleContracts.update, { params: { id }, body: payload });
    expect((await patch(role.id, { permissions: ['nope'] })).statusCode).toBe(422);
    expect((await patch(role.id, { permissions: 'getReports' })).statusCode).toBe(422);
    expect((await patch('abc', { permissions: [] })).statusCode).toBe(422);
    expect((await patch(crypto.randomUUID(), { permissions: [] })).statusCode).toBe(404);
    expect((await roleNamed(owner.token, 'Volunteer')).permissions).toEqual(role.permissions);
  });
});

describe('DELETE /api/roles/:id', () => {
  it('deletes an unused custom role but refuses built-in and held roles', async ({ t, roleNamed }) => {
    const owner = await signedIn(t, 'Owner');
    const created = (await api(t, owner.token).call(roleContracts.create, { body: { roleName: 'Guest', permissions: [] } })).json<Role>();
    const builtIn = await roleNamed(owner.token, 'Mentor');
    const builtInRes = await api(t, owner.token).call(roleContracts.remove, { params: { id: builtIn.id } });
    expect(builtInRes.statusCode).toBe(409);
    expect(errorOf(builtInRes).message).toBe(MESSAGES.roleBuiltIn);
    await createUser(t, 'Guest');
    const held = await api(t, owner.token).call(roleContracts.remove, { params: { id: created.id } });
    expect(errorOf(held).message).toBe(MESSAGES.roleInUse);
    const spare = (await api(t, owner.token).call(roleContracts.create, { body: { roleName: 'Spare', permissions: [] } })).json<Role>();
    expect((await api(t, owner.token).call(roleContracts.remove, { params: { id: spare.id } })).statusCode).toBe(204);
  });

  it('refuses an administrator and answers 422 for a bad id', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const spare = (await api(t, owner.token).call(roleContracts.create, { body: { roleName: 'Spare', permissions: [] } })).json<Role>();
    expect((await api(t, admin.token).call(roleContracts.remove, { params: { id: spare.id } })).statusCode).toBe(403);
    expect((await api(t, owner.token).call(roleContracts.remove, { params: { id: 'abc' } })).statusCode).toBe(422);
  });
});

describe('a user’s own permissions', () => {
  it('lets an administrator add and remove one person’s permissions, effective at once and logged', async ({ t, permissionsOf }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const res = await api(t, admin.token).call(roleContracts.updateUserPermissions, {
      params: { id: volunteer.id },
      body: { frontPermissions: ['getReports'], removedDefaultPermissions: ['toggleTangibleTime'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ frontPermissions: ['getReports'], removedDefaultPermissions: ['toggleTangibleTime'] });
    const now = await permissionsOf(volunteer.token);
    expect(now).toContain('getReports');
    expect(now).not.toContain('toggleTangibleTime');
    const log = (await api(t, admin.token).call(roleContracts.changes)).json<PermissionChange[]>();
    expect(log[0]).toMatchObject({ targetKind: 'user', targetId: volunteer.id, added: ['getReports'], removed: ['toggleTangibleTime'] });
  });

  it('refuses an administrator editing an Owner, or granting what they do not hold', async ({ t, permissionsOf }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await createUser(t, 'Owner');
    const volunteer = await createUser(t, 'Volunteer');
    const put = (id: string, front: string[]) =>
      api(t, admin.token).call(roleContracts.updateUserPermissions, {
        params: { id },
        body: { frontPermissions: front, removedDefaultPermissions: [] },
      });
    const ownerRes = await put(owner.id, []);
    expect(ownerRes.statusCode).toBe(403);
    expect(errorOf(ownerRes).message).toBe(MESSAGES.noPermissionToEditProfile);
    expect((await put(volunteer.id, ['putRole'])).statusCode).toBe(403);
    expect(await permissionsOf(await login(t, volunteer.email))).not.toContain('putRole');
  });

  it('protects a protected account from everyone but itself and an Owner', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const dev = await createUser(t, 'Administrator', { isProtected: true });
    const payload = { frontPermissions: [], removedDefaultPermissions: ['getReports'] };
    const params = { id: dev.id };
    expect((await api(t, admin.token).call(roleContracts.updateUserPermissions, { params, body: payload })).statusCode).toBe(403);
    expect((await api(t, owner.token).call(roleContracts.updateUserPermissions, { params, body: payload })).statusCode).toBe(200);
  });

  it('refuses a volunteer and answers 422 for bad input', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const params = { id: volunteer.id };
    const payload = { frontPermissions: ['getReports'], removedDefaultPermissions: [] };
    expect((await api(t, volunteer.token).call(roleContracts.updateUserPermissions, { params, body: payload })).statusCode).toBe(403);
    expect((await api(t, volunteer.token).call(roleContracts.userPermissions, { params })).statusCode).toBe(403);
    expect(
      (await api(t, admin.token).raw(roleContracts.updateUserPermissions, { params, body: { frontPermissions: ['x'] } })).statusCode,
    ).toBe(422);
    expect((await api(t, admin.token).call(roleContracts.userPermissions, { params })).json()).toMatchObject({ frontPermissions: [] });
    const badId = await api(t, admin.token).call(roleContracts.userPermissions, { params: { id: 'abc' } });
    expect(badId.statusCode).toBe(422);
    const missing = await api(t, admin.token).call(roleContracts.userPermissions, { params: { id: crypto.randomUUID() } });
    expect(errorOf(missing).message).toBe(MESSAGES.userNotFound);
  });
});

describe('GET /api/permissionChangeLogs', () => {
  it('is refused to a volunteer and checks its limit', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const owner = await signedIn(t, 'Owner');
    expect((await api(t, volunteer.token).call(roleContracts.changes)).statusCode).toBe(403);
    expect((await api(t, owner.token).call(roleContracts.changes, { query: { limit: '0' } })).statusCode).toBe(422);
  });
});
