import { describe, expect } from 'vitest';
import { MESSAGES, roleContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';

const it = test
  /** A Mentor preset named Keep, saved by the given Owner; answers its id. */
  .extend('keepPreset', ({ t }) => async (token: string): Promise<string> => {
    const res = await api(t, token).call(roleContracts.createPreset, {
      body: { roleName: 'Mentor', presetName: 'Keep', permissions: ['getReports'] },
    });
    return res.json<{ id: string }>().id;
  });

describe('role presets', () => {
  it('lets an owner save, list, rename and delete presets of a role', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const created = await api(t, owner.token).call(roleContracts.createPreset, {
      body: { roleName: 'Manager', presetName: 'Light manager', permissions: ['postTask'] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const renamed = await api(t, owner.token).call(roleContracts.updatePreset, { params: { id }, body: { presetName: 'Lean manager' } });
    expect(renamed.json()).toMatchObject({ presetName: 'Lean manager', permissions: ['postTask'] });
    const list = await api(t, owner.token).call(roleContracts.presets, { params: { roleName: 'Manager' } });
    expect(list.json()).toEqual([{ id, roleName: 'Manager', presetName: 'Lean manager', permissions: ['postTask'] }]);
    expect((await api(t, owner.token).call(roleContracts.removePreset, { params: { id } })).statusCode).toBe(204);
  });

  it('refuses a volunteer and answers 422 for a preset without a name', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const volunteer = await signedIn(t, 'Volunteer');
    const payload = { roleName: 'Manager', presetName: 'P', permissions: [] };
    expect((await api(t, volunteer.token).call(roleContracts.createPreset, { body: payload })).statusCode).toBe(403);
    expect((await api(t, volunteer.token).call(roleContracts.presets, { params: { roleName: 'Manager' } })).statusCode).toBe(403);
    const bad = await api(t, owner.token).call(roleContracts.createPreset, { body: { ...payload, presetName: '' } });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.presetName).toBe(MESSAGES.presetNameRequired);
  });

  it('refuses an administrator renaming or deleting a preset, and answers 422 or 404 for bad ids', async ({ t, keepPreset }) => {
    const owner = await signedIn(t, 'Owner');
    const admin = await signedIn(t, 'Administrator');
    const id = await keepPreset(owner.token);
    const put = (presetId: string, token: string, payload: object) =>
      api(t, token).raw(roleContracts.updatePreset, { params: { id: presetId }, body: payload });
    expect((await put(id, admin.token, { presetName: 'Taken over' })).statusCode).toBe(403);
    expect((await api(t, admin.token).call(roleContracts.removePreset, { params: { id } })).statusCode).toBe(403);
    expect((await put(id, owner.token, { permissions: ['nope'] })).statusCode).toBe(422);
    expect((await put('abc', owner.token, { presetName: 'X' })).statusCode).toBe(422);
    expect((await put(crypto.randomUUID(), owner.token, { presetName: 'X' })).statusCode).toBe(404);
    const list = await api(t, owner.token).call(roleContracts.presets, { params: { roleName: 'Mentor' } });
    expect(list.json()).toEqual([{ id, roleName: 'Mentor', presetName: 'Keep', permissions: ['getReports'] }]);
  });

  it('answers 422 with a clear message to a change that changes nothing, and keeps the preset', async ({ t, keepPreset }) => {
    const owner = await signedIn(t, 'Owner');
    const id = await keepPreset(owner.token);
    const empty = await api(t, owner.token).call(roleContracts.updatePreset, { params: { id }, body: {} });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(MESSAGES.presetNothingToChange);
    const list = await api(t, owner.token).call(roleContracts.presets, { params: { roleName: 'Mentor' } });
    expect(list.json()).toEqual([{ id, roleName: 'Mentor', presetName: 'Keep', permissions: ['getReports'] }]);
  });
});
