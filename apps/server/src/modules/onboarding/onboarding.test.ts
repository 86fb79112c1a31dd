import { ONBOARDING_MESSAGES as M, authContracts, onboardingContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox, setupInvitations, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  // Any extra fields, so tests can send an invitation the contract refuses.
  .extend(
    'invite',
    ({ t, admin }) =>
      (email: string, extra: Record<string, unknown> = {}, token = admin.token) =>
        api(t, token).raw(onboardingContracts.invite, { body: { email, weeklyCommittedHours: 12, role: 'Volunteer', ...extra } }),
  )
  .extend(
    'check',
    ({ t }) =>
      (token: string) =>
        api(t).call(onboardingContracts.checkToken, { body: { token } }),
  )
  // Any profile, so tests can send one the contract refuses.
  .extend(
    'setUp',
    ({ t }) =>
      (body: unknown) =>
        api(t).raw(onboardingContracts.setup, { body }),
  )
  .extend(
    'lookup',
    ({ t }) =>
      (location: string, token: string) =>
        api(t).call(onboardingContracts.lookupPlace, { params: { location }, body: { token } }),
  )
  /** The token of the newest setup email to the address. */
  .extend('linkTo', ({ t }) => async (email: string): Promise<string> => {
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const last = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const token = /ProfileInitialSetup\/([\w-]+)/.exec(last?.text ?? '')?.[1];
    if (!token) throw new Error(`no setup email to ${email}`);
    return token;
  });

const profile = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  firstName: '  ada  ',
  lastName: 'lovelace',
  phoneNumber: '+44 20 7946 0000',
  password: 'Analytical!1',
  confirmPassword: 'Analytical!1',
  jobTitle: 'software engineer',
  collaborationPreference: 'google meet',
  privacySettings: { email: false, phoneNumber: true },
  location: { userProvided: 'london, uk', city: 'London', country: 'United Kingdom', coords: { lat: 51.5, lng: -0.12 } },
  timeZone: 'Europe/London',
  homeCountry: null,
  profilePicture: null,
  ...overrides,
});

describe('setup links', () => {
  it('emails a link that works once: the invitee sets up their own profile and is signed in', async ({
    t,
    admin,
    invite,
    check,
    setUp,
    linkTo,
  }) => {
    const sent = await invite('  Ada@Example.org ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: 'ada@example.org', state: 'pending', weeklyCommittedHours: 12, role: 'Volunteer' });
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.org'));
    expect(mail).toMatchObject({ kind: 'setup-link', carriesSecret: true });
    expect(mail?.html).toContain('Set up your profile');
    const token = await linkTo('ada@example.org');
    // Only the hash is kept.
    const [row] = await t.ctx.db.select().from(setupInvitations);
    expect(row?.tokenHash).not.toContain(token);

    expect((await check(token)).json()).toMatchObject({ valid: true, email: 'ada@example.org', weeklyCommittedHours: 12 });
    const done = await setUp(profile(token));
    expect(done.statusCode).toBe(201);
    const { token: session, message } = done.json<{ token: string; message: string }>();
    expect(message).toBe(M.accountCreated);
    const me = await api(t, session).call(authContracts.session);
    expect(me.statusCode).toBe(200);

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'ada@example.org'));
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Software Engineer',
      collaborationPreference: 'Google Meet',
      role: 'Volunteer',
      weeklyCommittedHours: 12,
      timeZone: 'Europe/London',
      showEmail: false,
      showPhoneNumber: true,
      locationUserProvided: 'London, Uk',
      locationCountry: 'United Kingdom',
      mustChangePassword: false,
    });

    const again = await check(token);
    expect(again.json()).toEqual({ valid: false, reason: 'SETUP_ALREADY_COMPLETED', message: M.linkReasons.SETUP_ALREADY_COMPLETED });
    const reuse = await setUp(profile(token, { firstName: 'Eve' }));
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse).message).toBe(M.linkReasons.SETUP_ALREADY_COMPLETED);
    expect(await t.ctx.db.select().from(users).where(eq(users.firstName, 'Eve'))).toEqual([]);

    const list = await api(t, admin.token).call(onboardingContracts.listInvitations);
    expect(list.json<{ invitations: unknown[] }>().invitations).toEqual([
      expect.objectContaining({ email: 'ada@example.org', state: 'completed', userId: user?.id }),
    ]);
  });

  it('tells why a link does not work: unknown, malformed, expired, cancelled, replaced by a resend', async ({
    t,
    admin,
    invite,
    check,
    setUp,
    linkTo,
  }) => {
    expect((await check('x'.repeat(43))).json()).toMatchObject({ valid: false, reason: 'NOT_FOUND', message: M.linkReasons.NOT_FOUND });
    expect((await check('not a token')).json()).toMatchObject({ valid: false, reason: 'INVALID' });

    const id = (await invite('grace@example.org')).json<{ id: string }>().id;
    const first = await linkTo('grace@example.org');
    t.clock.advance(60_000);
    const resent = await api(t, admin.token).call(onboardingContracts.resendInvitation, { params: { id } });
    expect(resent.statusCode).toBe(200);
    const second = await linkTo('grace@example.org');
    expect(second).not.toBe(first);
    expect((await check(first)).json()).toMatchObject({ reason: 'NOT_FOUND' });
    expect((await check(second)).json()).toMatchObject({ valid: true });

    t.clock.advance(8 * 24 * 3600 * 1000);
    expect((await check(second)).json()).toMatchObject({ valid: false, reason: 'EXPIRED', message: M.linkReasons.EXPIRED });
    const late = await setUp(profile(second));
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).message).toBe(M.linkReasons.EXPIRED);

    // A week on, the administrator signs in again.
    admin = await signedIn(t, 'Administrator');
    const cancelled = await api(t, admin.token).call(onboardingContracts.cancelInvitation, { params: { id } });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await check(second)).json()).toMatchObject({ reason: 'CANCELLED' });
    expect((await api(t, admin.token).call(onboardingContracts.resendInvitation, { params: { id } })).statusCode).toBe(409);
  });

  it('refuses a member’s address and a bad one, and invitations from those who may not create accounts', async ({ t, invite }) => {
    const member = await createUser(t, 'Volunteer');
    const taken = await invite(member.email);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual({ email: M.invitationMember });
    const bad = await invite('not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(M.invitationEmailInvalid);
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await invite('x@example.org', {}, volunteer.token)).statusCode).toBe(403);
    const owner = await invite('boss@example.org', { role: 'Owner' });
    expect(owner.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(setupInvitations)).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox)).toEqual([]);
  });

  it('checks the profile by the spec’s rules, keeps the link open on a refusal, and refuses an address taken since', async ({
    t,
    invite,
    check,
    setUp,
    linkTo,
  }) => {
    await invite('linus@example.org');
    const token = await linkTo('linus@example.org');
    const short = await setUp(profile(token, { password: 'Ab1!', confirmPassword: 'Ab1!' }));
    expect(short.statusCode).toBe(422);
    expect(errorOf(short).fields?.password).toBe(M.passwordTooShort);
    const mixed = await setUp(
      profile(token, { firstName: 'R2D2', phoneNumber: '12345', password: 'alllowercase1!', confirmPassword: 'other', timeZone: '' }),
    );
    expect(errorOf(mixed).fields).toMatchObject({
      firstName: M.firstNameInvalid,
      phoneNumber: M.phoneInvalid,
      password: M.passwordRule,
      timeZone: M.timeZoneRequired,
    });
    const noLocation = await setUp(profile(token, { location: { userProvided: ' ', city: '', country: '', coords: { lat: 0, lng: 0 } } }));
    expect(errorOf(noLocation).fields?.['location.userProvided']).toBe(M.locationRequired);
    expect((await check(token)).json()).toMatchObject({ valid: true });

    await createUser(t, 'Volunteer', { email: 'linus@example.org' });
    const clash = await setUp(profile(token));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).fields).toEqual({ email: M.emailInUse });
  });
});

describe('place lookups', () => {
  it('finds a place and its time zone for an open setup link or a session, and nobody else', async ({ admin, invite, lookup, linkTo }) => {
    await invite('tim@example.org');
    const token = await linkTo('tim@example.org');
    const found = await lookup('Lyon, France', token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ found: 'one', timezone: 'Europe/Paris', currentLocation: { city: 'Lyon', country: 'France' } });
    expect((await lookup('Lyon, France', admin.token)).statusCode).toBe(200);
    const refused = await lookup('Lyon, France', 'x'.repeat(43));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(M.lookupRefused);
    const nowhere = await lookup('Atlantis, Narnia', token);
    expect(nowhere.statusCode).toBe(404);
    expect(errorOf(nowhere)).toMatchObject({ message: M.placeNotFound, fields: { location: M.locationInvalid } });
  });

  it('counts the countries active members live in', async ({ t }) => {
    await createUser(t, 'Volunteer', { locationCountry: 'France' });
    await createUser(t, 'Volunteer', { locationCountry: 'France' });
    await createUser(t, 'Volunteer', { locationCountry: 'Kenya' });
    await createUser(t, 'Volunteer', { locationCountry: 'Peru', isActive: false });
    const res = await api(t).call(onboardingContracts.countryCount);
    expect(res.json()).toEqual({ CountryCount: 2 });
  });
});
