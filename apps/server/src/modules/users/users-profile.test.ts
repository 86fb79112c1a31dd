import { describe, expect } from 'vitest';
import { MESSAGES, USER_MESSAGES, type UserProfile, authContracts, userContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, PASSWORD, signedIn, type TestApp } from '../../test/harness.js';

const it = test
  .extend(
    'put',
    ({ t }) =>
      (token: string, id: string, body: object) =>
        api(t, token).raw(userContracts.update, { params: { id }, body }),
  )
  .extend(
    'get',
    ({ t }) =>
      (token: string, id: string) =>
        api(t, token).call(userContracts.get, { params: { id } }),
  );

describe('GET /api/userprofile/:id', () => {
  it('shows a person their own profile with admin links, and others to holders of getUserProfiles', async ({ t, get }) => {
    const me = await signedIn(t, 'Volunteer');
    const core = await signedIn(t, 'Core Team');
    const mine = await get(me.token, me.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<UserProfile>()).toMatchObject({ id: me.id, adminLinks: [], personalLinks: [] });
    expect(mine.json()).not.toHaveProperty('passwordHash');
    const seen = await get(core.token, me.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('adminLinks');
  });

  it('refuses another volunteer and answers 422 or 404 for bad ids', async ({ t, get }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const refused = await get(me.token, other.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToViewProfile);
    const admin = await signedIn(t, 'Administrator');
    expect((await get(admin.token, 'abc')).statusCode).toBe(422);
    expect(errorOf(await get(admin.token, crypto.randomUUID())).message).toBe(MESSAGES.userNotFound);
  });
});

describe('PUT /api/userprofile/:id', () => {
  it('lets a volunteer change their own name, time zone and personal links', async ({ t, put }) => {
    const me = await signedIn(t, 'Volunteer');
    const links = [{ Name: 'Portfolio', Link: 'https://ada.example.org/work' }];
    const res = await put(me.token, me.id, { firstName: ' Ada ', timeZone: 'Europe/London', personalLinks: links });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>()).toMatchObject({ firstName: 'Ada', timeZone: 'Europe/London', personalLinks: links });
  });

  it('refuses a volunteer changing their own role or hours, and saves nothing of that request', async ({ t, put, get }) => {
    const me = await signedIn(t, 'Volunteer');
    const res = await put(me.token, me.id, { firstName: 'Sneaky', role: 'Administrator', weeklyCommittedHours: 1 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(USER_MESSAGES.fieldsNotAllowed(['role', 'weeklyCommittedHours']));
    expect((await get(me.token, me.id)).json<UserProfile>()).toMatchObject({ role: 'Volunteer', firstName: 'Volunteer' });
  });

  it('refuses a volunteer editing someone else with the spec’s message', async ({ t, put }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const res = await put(me.token, other.id, { firstName: 'X' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(USER_MESSAGES.noPermissionToEdit);
  });

  it('lets an administrator change role, email, hours and admin links; only Owner power touches Owners', async ({ t, put }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const owner = await createUser(t, 'Owner');
    const res = await put(admin.token, volunteer.id, {
      role: 'Manager',
      email: 'New@Example.org',
      weeklyCommittedHours: 15,
      adminLinks: [{ Name: 'Media Folder', Link: 'https://www.dropbox.com/scl/fo/abc' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>()).toMatchObject({ role: 'Manager', email: 'new@example.org', weeklyCommittedHours: 15 });
    expect(await login(t, 'new@example.org', PASSWORD)).toBeTruthy();
    expect((await put(admin.token, volunteer.id, { role: 'Owner' })).statusCode).toBe(403);
    const ownerRes = await put(admin.token, owner.id, { firstName: 'Renamed' });
    expect(errorOf(ownerRes).message).toBe(USER_MESSAGES.noPermissionToEdit);
  });

  it('answers 422 for invalid links, team code, time zone or unknown fields, and 409 for a taken email', async ({ t, put }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const cases: [object, string][] = [
      [{ personalLinks: [{ Name: 'A', Link: 'not a url' }] }, USER_MESSAGES.invalidLinks],
      [
        {
          personalLinks: [
            { Name: 'A', Link: 'a.org' },
            { Name: ' a ', Link: 'b.org' },
          ],
        },
        USER_MESSAGES.invalidLinks,
      ],
      [{ teamCode: 'AB' }, USER_MESSAGES.invalidTeamCode],
      [{ timeZone: 'Mars/Olympus' }, USER_MESSAGES.invalidTimeZone],
      [{ weeklyCommittedHours: 200 }, USER_MESSAGES.hoursRange],
    ];
    for (const [payload, message] of cases) {
      const res = await put(admin.token, volunteer.id, payload);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe(message);
    }
    expect((await put(admin.token, volunteer.id, { passwordHash: 'x' })).statusCode).toBe(422);
    const clash = await put(admin.token, volunteer.id, { email: admin.email });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(USER_MESSAGES.emailTaken);
  });
});

describe('PUT /api/userprofile/:id privacySettings (decision 023)', () => {
  const hidden = { email: false, phoneNumber: false };

  it('shows both by default and lets the person hide their own e-mail and phone', async ({ t, put, get }) => {
    const me = await signedIn(t, 'Volunteer');
    expect((await get(me.token, me.id)).json<UserProfile>().privacySettings).toEqual({ email: true, phoneNumber: true });
    const res = await put(me.token, me.id, { privacySettings: { email: false, phoneNumber: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>().privacySettings).toEqual({ email: false, phoneNumber: true });
    expect((await get(me.token, me.id)).json<UserProfile>().privacySettings).toEqual({ email: false, phoneNumber: true });
  });

  it('lets an Owner or an Administrator change someone else’s', async ({ t, put, get }) => {
    const volunteer = await createUser(t, 'Volunteer');
    for (const role of ['Administrator', 'Owner']) {
      const caller = await signedIn(t, role);
      const res = await put(caller.token, volunteer.id, {
        privacySettings: role === 'Owner' ? hidden : { email: true, phoneNumber: false },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await get((await signedIn(t, 'Administrator')).token, volunteer.id)).json<UserProfile>().privacySettings).toEqual(hidden);
  });

  it('refuses a teammate volunteer with the spec’s message, and a holder of putUserProfile naming the field', async ({ t, put, get }) => {
    const mate = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const refused = await put(mate.token, other.id, { privacySettings: hidden });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(USER_MESSAGES.noPermissionToEdit);
    const editor = await createUser(t, 'Core Team', { frontPermissions: ['putUserProfile'] });
    const named = await put(await login(t, editor.email), other.id, { privacySettings: hidden });
    expect(named.statusCode).toBe(403);
    expect(errorOf(named).message).toBe(USER_MESSAGES.fieldsNotAllowed(['privacySettings']));
    const admin = await signedIn(t, 'Administrator');
    expect((await get(admin.token, other.id)).json<UserProfile>().privacySettings).toEqual({ email: true, phoneNumber: true });
  });

  it('answers 422 for a setting that is not two booleans', async ({ t, put, get }) => {
    const me = await signedIn(t, 'Volunteer');
    for (const privacySettings of [{ email: 'no', phoneNumber: true }, { email: false }, { ...hidden, address: false }, true, null]) {
      const res = await put(me.token, me.id, { privacySettings });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).code).toBe('VALIDATION');
    }
    expect((await get(me.token, me.id)).json<UserProfile>().privacySettings).toEqual({ email: true, phoneNumber: true });
  });
});

describe('PATCH /api/userprofile/:id/property', () => {
  it('changes one property with the permission for it', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const res = await api(t, admin.token).call(userContracts.setProperty, {
      params: { id: volunteer.id },
      body: { key: 'teamCode', value: 'B-EBV' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>().teamCode).toBe('B-EBV');
  });

  it('refuses a volunteer and answers 422 for an unknown key', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const patch = (body: object) => api(t, volunteer.token).raw(userContracts.setProperty, { params: { id: volunteer.id }, body });
    expect((await patch({ key: 'teamCode', value: 'B-EBV' })).statusCode).toBe(403);
    expect((await patch({ key: 'role', value: 'Owner' })).statusCode).toBe(422);
  });
});

describe('POST /api/userprofile', () => {
  const newUser = {
    firstName: 'Mary',
    lastName: 'Jackson',
    email: 'Mary.Jackson@Example.org',
    role: 'Volunteer',
    password: 'Welcome#2026',
    weeklyCommittedHours: 10,
    timeZone: 'America/New_York',
    teamCode: 'B-EBV',
  };

  it('lets an administrator create a user who must change the password at first login', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const res = await api(t, admin.token).call(userContracts.create, { body: newUser });
    expect(res.statusCode).toBe(201);
    const created = res.json<UserProfile>();
    expect(created).toMatchObject({ email: 'mary.jackson@example.org', role: 'Volunteer', isActive: true, startDate: '2026-11-18' });
    const first = await api(t).call(authContracts.login, { body: { email: 'mary.jackson@example.org', password: 'Welcome#2026' } });
    expect(first.json()).toMatchObject({ new: true, userId: created.id });
  });

  it('refuses a volunteer, an administrator creating an Owner, a taken email and bad input', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    const post = (token: string, body: object) => api(t, token).raw(userContracts.create, { body });
    expect((await post(volunteer.token, newUser)).statusCode).toBe(403);
    expect((await post(admin.token, { ...newUser, role: 'Owner' })).statusCode).toBe(403);
    expect((await post(admin.token, { ...newUser, email: admin.email })).statusCode).toBe(409);
    const bad = await post(admin.token, { ...newUser, firstName: '', password: 'weak', role: 'Pirate' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toMatchObject({ firstName: USER_MESSAGES.firstNameRequired, password: USER_MESSAGES.passwordRule });
    expect((await post(admin.token, { ...newUser, role: 'Pirate' })).statusCode).toBe(422);
  });
});

describe('PUT /api/userprofile/:id/picture', () => {
  const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString('base64')}`;
  const picture = (t: TestApp, token: string, id: string, profilePic: string | null) =>
    api(t, token).call(userContracts.setPicture, { params: { id }, body: { profilePic } });

  it('lets a person set and remove their own picture', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    expect((await picture(t, me.token, me.id, jpeg)).json<UserProfile>().profilePic).toBe(jpeg);
    expect((await picture(t, me.token, me.id, null)).json<UserProfile>().profilePic).toBeNull();
  });

  it('refuses someone else’s picture to a volunteer, and a file that is not a png or jpeg', async ({ t, get }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    expect((await picture(t, me.token, other.id, jpeg)).statusCode).toBe(403);
    const fake = await picture(t, me.token, me.id, `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`);
    expect(fake.statusCode).toBe(422);
    expect(errorOf(fake).message).toBe(USER_MESSAGES.pictureType);
    const big = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(60 * 1024)]).toString('base64')}`;
    expect(errorOf(await picture(t, me.token, me.id, big)).message).toBe(USER_MESSAGES.pictureSize);
    expect((await get(me.token, me.id)).json<UserProfile>().profilePic).toBeNull();
  });
});
