import { userContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { api, it } from '../../test/api.js';
import { createUser, signedIn } from '../../test/harness.js';

describe('GET /api/userprofile/autocomplete/:text', () => {
  it('finds at most 10 people by part of their name or email', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    for (let i = 0; i < 12; i++) await createUser(t, 'Volunteer', { firstName: 'Robin', lastName: `Hood${i}` });
    await createUser(t, 'Volunteer', { firstName: 'Marian', lastName: 'Fitzwalter' });
    const res = await api(t, admin.token).call(userContracts.autocomplete, { params: { text: 'robin ho' } });
    expect(res.statusCode).toBe(200);
    const matches = res.json<{ firstName: string }[]>();
    expect(matches).toHaveLength(10);
    expect(matches.every((m) => m.firstName === 'Robin')).toBe(true);
    const byEmail = await api(t, admin.token).call(userContracts.autocomplete, { params: { text: 'ADMINISTRATOR' } });
    expect(byEmail.json<{ id: string }[]>().map((m) => m.id)).toEqual([admin.id]);
  });

  it('treats % and _ as plain characters', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    await createUser(t, 'Volunteer', { firstName: 'Pat', lastName: 'Plain' });
    const res = await api(t, admin.token).call(userContracts.autocomplete, { params: { text: '%' } });
    expect(res.json()).toEqual([]);
  });

  it('is refused to a volunteer and to a visitor, and refuses an over-long text', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, volunteer.token).call(userContracts.autocomplete, { params: { text: 'a' } })).statusCode).toBe(403);
    expect((await api(t).call(userContracts.autocomplete, { params: { text: 'a' } })).statusCode).toBe(401);
    const long = 'a'.repeat(101);
    expect((await api(t, admin.token).call(userContracts.autocomplete, { params: { text: long } })).statusCode).toBe(422);
  });
});
