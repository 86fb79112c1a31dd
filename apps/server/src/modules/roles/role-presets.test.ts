import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@goodhours/domain';
import { auth, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

/** A Mentor preset named Keep, saved by the given Owner; answers its id. */
async function keepPreset(token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/rolePreset',
    headers: auth(token),
    payload: { roleName: 'Mentor', presetName: 'Keep', permissions: ['getReports'] },
  });
  return res.json<{ id: string }>().id;
}

describe('role presets', () => {
  it('lets an owner save, list, rename and delete presets of a role', async () => {
    const owner = await signedIn(t, 'Owner');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/rolePreset',
      headers: auth(owner.token),
      payload: { roleName: 'Manager', presetName: 'Light manager', permissions: ['postTask'] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/rolePreset/${id}`,
      headers: auth(owner.token),
      payload: { presetName: 'Lean manager' },
    });
    expect(renamed.json()).toMatchObject({ presetName: 'Lean manager', permissions: ['postTask'] });
    const list = await t.app.inject({ method: 'GET', url: '/api/rolePreset/Manager', headers: auth(owner.token) });
    expect(list.json()).toEqual([{ id, roleName: 'Manager', presetName: 'Lean manager', permissions: ['postTask'] }]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rolePreset/${id}`, headers: auth(owner.token) })).statusCode).toBe(204);
  });

  it('refuses a volunteer and answers 422 for a preset without a name', async () => {
    const owner = await signedIn(t, 'Owner');
    const volunteer = await signedIn(t, 'Volunteer');
    const payload = { roleName: 'Manager', presetName: 'P', permissions: [] };
    expect((await t.app.inject({ method: 'POST', url: '/api/rolePreset', headers: auth(volunteer.token), payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/rolePreset/Manager', headers: auth(volunteer.token) })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/rolePreset',
      headers: auth(owner.token),
      payload: { ...payload, presetName: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.presetName).toBe(MESSAGES.presetNameRequired);
  });

  it('refuses an administrator renaming or deleting a preset, and answers 422 or 404 for bad ids', async () => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const id = await keepPreset(owner.token);
    const put = (presetId: string, token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/rolePreset/${presetId}`, headers: auth(token), payload });
    expect((await put(id, admin.token, { presetName: 'Taken over' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rolePreset/${id}`, headers: auth(admin.token) })).statusCode).toBe(403);
    expect((await put(id, owner.token, { permissions: ['nope'] })).statusCode).toBe(422);
    expect((await put('abc', owner.token, { presetName: 'X' })).statusCode).toBe(422);
    expect((await put(crypto.randomUUID(), owner.token, { presetName: 'X' })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/rolePreset/Mentor', headers: auth(owner.token) });
    expect(list.json()).toEqual([{ id, roleName: 'Mentor', presetName: 'Keep', permissions: ['getReports'] }]);
  });

  it('answers 422 with a clear message to a change that changes nothing, and keeps the preset', async () => {
    const owner = await signedIn(t, 'Owner');
    const id = await keepPreset(owner.token);
    const empty = await t.app.inject({ method: 'PUT', url: `/api/rolePreset/${id}`, headers: auth(owner.token), payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(MESSAGES.presetNothingToChange);
    const list = await t.app.inject({ method: 'GET', url: '/api/rolePreset/Mentor', headers: auth(owner.token) });
    expect(list.json()).toEqual([{ id, roleName: 'Mentor', presetName: 'Keep', permissions: ['getReports'] }]);
  });
});
