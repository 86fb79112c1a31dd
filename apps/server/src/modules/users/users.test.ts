import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, createUser, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('GET /api/userprofile/autocomplete/:text', () => {
  it('finds at most 10 people by part of their name or email', async () => {
    const admin = await signedIn(t, 'Administrator');
    for (let i = 0; i < 12; i++) await createUser(t, 'Volunteer', { firstName: 'Robin', lastName: `Hood${i}` });
    await createUser(t, 'Volunteer', { firstName: 'Marian', lastName: 'Fitzwalter' });
    const res = await t.app.inject({ method: 'GET', url: '/api/userprofile/autocomplete/robin%20ho', headers: auth(admin.token) });
    expect(res.statusCode).toBe(200);
    const matches = res.json<{ firstName: string }[]>();
    expect(matches).toHaveLength(10);
    expect(matches.every((m) => m.firstName === 'Robin')).toBe(true);
    const byEmail = await t.app.inject({ method: 'GET', url: '/api/userprofile/autocomplete/ADMINISTRATOR', headers: auth(admin.token) });
    expect(byEmail.json<{ id: string }[]>().map((m) => m.id)).toEqual([admin.id]);
  });

  it('treats % and _ as plain characters', async () => {
    const admin = await signedIn(t, 'Administrator');
    await createUser(t, 'Volunteer', { firstName: 'Pat', lastName: 'Plain' });
    const res = await t.app.inject({ method: 'GET', url: '/api/userprofile/autocomplete/%25', headers: auth(admin.token) });
    expect(res.json()).toEqual([]);
  });

  it('is refused to a volunteer and to a visitor, and refuses an over-long text', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    expect((await t.app.inject({ method: 'GET', url: '/api/userprofile/autocomplete/a', headers: auth(volunteer.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/userprofile/autocomplete/a' })).statusCode).toBe(401);
    const long = 'a'.repeat(101);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/userprofile/autocomplete/${long}`, headers: auth(admin.token) })).statusCode,
    ).toBe(422);
  });
});
