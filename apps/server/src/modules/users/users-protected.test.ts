import { describe, expect } from 'vitest';
import { USER_MESSAGES, type UserListPage, type UserProfile, userContracts } from '@goodhours/domain';
import { PROTECTED_DEMO_EMAIL, ROLE_ACCOUNTS, VOLUNTEERS } from '../../seed/demo-people.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

const it = test.extend(
  'protect',
  ({ t }) =>
    (token: string, id: string, body: object) =>
      api(t, token).raw(userContracts.setProtected, { params: { id }, body }),
);

describe('PATCH /api/userprofile/:id/protected', () => {
  it('lets an Owner holding addDeleteEditOwners protect an account and lift the protection', async ({ t, protect }) => {
    const owner = await signedIn(t, 'Owner');
    const dev = await createUser(t, 'Volunteer');
    const on = await protect(owner.token, dev.id, { isProtected: true });
    expect(on.statusCode).toBe(200);
    expect(on.json<UserProfile>()).toMatchObject({ id: dev.id, isProtected: true });
    const listed = await api(t, owner.token).call(userContracts.list, { query: { status: 'all' } });
    expect(listed.json<UserListPage>().items.find((u) => u.id === dev.id)?.isProtected).toBe(true);
    const off = await protect(owner.token, dev.id, { isProtected: false });
    expect(off.json<UserProfile>().isProtected).toBe(false);
  });

  it('refuses an Administrator, even one granted addDeleteEditOwners, and an Owner without it', async ({ t, protect }) => {
    const admin = await signedIn(t, 'Administrator');
    const dev = await createUser(t, 'Volunteer');
    expect((await protect(admin.token, dev.id, { isProtected: true })).statusCode).toBe(403);

    const powered = await createUser(t, 'Administrator', { frontPermissions: ['addDeleteEditOwners'] });
    const refused = await protect(await login(t, powered.email), dev.id, { isProtected: true });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(USER_MESSAGES.noPermissionToEdit);

    const weakOwner = await createUser(t, 'Owner', { removedDefaultPermissions: ['addDeleteEditOwners'] });
    expect((await protect(await login(t, weakOwner.email), dev.id, { isProtected: true })).statusCode).toBe(403);
  });

  it('answers 422 for bad input and 404 for nobody', async ({ t, protect }) => {
    const owner = await signedIn(t, 'Owner');
    const dev = await createUser(t, 'Volunteer');
    expect((await protect(owner.token, dev.id, { isProtected: 'yes' })).statusCode).toBe(422);
    expect((await protect(owner.token, dev.id, {})).statusCode).toBe(422);
    expect((await protect(owner.token, 'abc', { isProtected: true })).statusCode).toBe(422);
    expect((await protect(owner.token, crypto.randomUUID(), { isProtected: true })).statusCode).toBe(404);
  });

  it('keeps an Administrator out of a protected account, not the person themself nor the Owner', async ({ t, protect }) => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const dev = await signedIn(t, 'Volunteer');
    await protect(owner.token, dev.id, { isProtected: true });
    const params = { id: dev.id };

    const rename = await api(t, admin.token).call(userContracts.update, { params, body: { firstName: 'Renamed' } });
    expect(rename.statusCode).toBe(403);
    expect(errorOf(rename).message).toBe(USER_MESSAGES.noPermissionToEdit);
    const flag = await api(t, admin.token).call(userContracts.setRehireable, { params, body: { isRehireable: false } });
    expect(flag.statusCode).toBe(403);
    const status = await api(t, admin.token).call(userContracts.changeStatus, { params, body: { action: 'deactivate' } });
    expect(status.statusCode).toBe(403);

    const own = await api(t, dev.token).call(userContracts.update, { params, body: { firstName: 'Dev' } });
    expect(own.json<UserProfile>()).toMatchObject({ firstName: 'Dev', isProtected: true });
    const byOwner = await api(t, owner.token).call(userContracts.update, { params, body: { jobTitle: 'Developer' } });
    expect(byOwner.statusCode).toBe(200);
  });
});

describe('the demo organisation', () => {
  it('has exactly one protected account, a volunteer no browser journey changes', () => {
    const protectedPeople = [...ROLE_ACCOUNTS, ...VOLUNTEERS].filter((p) => p.isProtected);
    expect(protectedPeople.map((p) => p.email)).toEqual([PROTECTED_DEMO_EMAIL]);
    expect(protectedPeople[0]?.role).toBe('Volunteer');
  });
});
