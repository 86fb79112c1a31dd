import { describe, expect } from 'vitest';
import { access, authContracts, PORTAL_MESSAGES, portalContracts, type PortalName } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { userFromToken } from '../../auth/sessions.js';
import { admits } from '../../http/access-check.js';
import { LOGIN_PAIR_LIMIT } from '../auth/index.js';
import { api, it } from '../../test/api.js';
import { createUser, errorOf, login, PASSWORD, signedIn, type TestApp } from '../../test/harness.js';

/** The portal logins (document 3 §2.10) and the portal access rule (decision 069). */

const portalLogin = (t: TestApp, token: string, portal: PortalName, email: string, password = PASSWORD) =>
  api(t, token).call(portalContracts.login, { params: { portal }, body: { email, password } });

const portalsOf = async (t: TestApp, token: string) => {
  const res = await api(t, token).call(authContracts.session);
  expect(res.statusCode).toBe(200);
  return res.json<{ portals: string[] }>().portals;
};

describe('a portal login', () => {
  it('lets a manager into the building portal with her own password, and the session lists it', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    expect(await portalsOf(t, manager.token)).toEqual([]);
    const res = await portalLogin(t, manager.token, 'building', manager.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ portals: ['building'] });
    expect(await portalsOf(t, manager.token)).toEqual(['building']);
    // A second portal adds to the first; no token was issued.
    expect((await portalLogin(t, manager.token, 'community', manager.email)).json()).toEqual({ portals: ['building', 'community'] });
    expect(await portalsOf(t, manager.token)).toEqual(['building', 'community']);
  });

  it('refuses a volunteer the building portal with 403 even with the right password, and flags nothing', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const res = await portalLogin(t, volunteer.token, 'building', volunteer.email);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(PORTAL_MESSAGES.noAccess);
    expect(await portalsOf(t, volunteer.token)).toEqual([]);
    // The community portal is every role's.
    expect((await portalLogin(t, volunteer.token, 'community', volunteer.email)).statusCode).toBe(200);
  });

  it('answers a wrong password with 422 under the password, and counts it toward the sign-in limit', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    const res = await portalLogin(t, manager.token, 'building', manager.email, 'Wrong!123');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual({ password: PORTAL_MESSAGES.wrongPassword });
    expect(await portalsOf(t, manager.token)).toEqual([]);
    for (let i = 1; i < LOGIN_PAIR_LIMIT.max; i++) {
      expect((await portalLogin(t, manager.token, 'building', manager.email, 'Wrong!123')).statusCode).toBe(422);
    }
    // Over the limit: refused before the password is checked, the right one too, and the main login shares the count.
    expect((await portalLogin(t, manager.token, 'building', manager.email)).statusCode).toBe(429);
    const main = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: manager.email, password: PASSWORD } });
    expect(main.statusCode).toBe(429);
    expect(await portalsOf(t, manager.token)).toEqual([]);
  });

  it('answers another person’s email with 422 under the email, even with that person’s password', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    const other = await createUser(t, 'Manager');
    const res = await portalLogin(t, manager.token, 'building', other.email);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual({ email: PORTAL_MESSAGES.notYourEmail });
    expect(await portalsOf(t, manager.token)).toEqual([]);
  });

  it('words bad input the product’s way: a short password and a malformed email', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    const res = await portalLogin(t, manager.token, 'building', 'not-an-email', 'short');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toMatchObject({ email: PORTAL_MESSAGES.emailInvalid, password: PORTAL_MESSAGES.passwordTooShort });
    const unknown = await api(t, manager.token).raw(portalContracts.login, {
      params: { portal: 'moon' },
      body: { email: manager.email, password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('ends the flag with the session: a new sign-in and a logout both start without it', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    expect((await portalLogin(t, manager.token, 'building', manager.email)).statusCode).toBe(200);
    const again = await login(t, manager.email);
    expect(await portalsOf(t, again)).toEqual([]);
    expect(await portalsOf(t, manager.token)).toEqual(['building']);
    expect((await api(t, manager.token).call(authContracts.logout)).statusCode).toBe(204);
    expect((await api(t, manager.token).call(authContracts.session)).statusCode).toBe(401);
  });
});

describe('the portal access rule', () => {
  const building = access.portal('building');

  it('admits only the portal’s permission and its flag together', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    const before = await userFromToken(t.ctx, manager.token);
    if (!before) throw new Error('no session');
    expect(admits(before, building), 'permission without the flag').toBe(false);

    expect((await portalLogin(t, manager.token, 'building', manager.email)).statusCode).toBe(200);
    const flagged = await userFromToken(t.ctx, manager.token);
    if (!flagged) throw new Error('no session');
    expect(admits(flagged, building)).toBe(true);
    expect(admits(flagged, access.portal('listing')), 'another portal’s flag is its own').toBe(false);

    // The permission taken away after the login: the flag alone lets nothing in.
    await t.ctx.db
      .update(users)
      .set({ removedDefaultPermissions: ['accessBuildingPortal'] })
      .where(eq(users.id, manager.id));
    const withoutPermission = await userFromToken(t.ctx, manager.token);
    if (!withoutPermission) throw new Error('no session');
    expect(withoutPermission.portals).toEqual(['building']);
    expect(admits(withoutPermission, building), 'flag without the permission').toBe(false);
  });
});
