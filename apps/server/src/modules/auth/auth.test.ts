import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { MESSAGES, authContracts } from '@goodhours/domain';
import type { LightMyRequestResponse } from 'fastify';
import { mailOutbox, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, PASSWORD, signedIn } from '../../test/harness.js';

// Sign-ins come from a set address, which the sign-in limits count by; a contract call has none.
const it = test.extend(
  'postLogin',
  ({ t }) =>
    (payload: unknown, remoteAddress = '10.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress }),
);

describe('POST /api/login', () => {
  it('signs in with the email in any case and answers a token that opens the session', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    const res = await postLogin({ email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const session = await api(t, token).call(authContracts.session);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ userid: user.id, role: 'Volunteer', permissions: expect.arrayContaining(['suggestTask']) });
    expect(session.json()).not.toHaveProperty('passwordHash');
  });

  it('answers 404 on the password field for a wrong password and for an unknown email alike', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer');
    const wrong = await postLogin({ email: user.email, password: 'Nope!1234' });
    const unknown = await postLogin({ email: 'nobody@test.goodhours.org', password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).fields).toEqual({ password: MESSAGES.loginInvalidCredentials });
    }
  });

  it('refuses an inactive user with 403 on the email field', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer', { isActive: false });
    const res = await postLogin({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).fields).toEqual({ email: MESSAGES.loginInactive });
  });

  it('answers 422 with a message per field for bad input', async ({ postLogin }) => {
    const res = await postLogin({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual({
      email: MESSAGES.loginEmailInvalid,
      password: MESSAGES.loginPasswordRequired,
    });
    const missing = await postLogin({});
    expect(missing.statusCode).toBe(422);
  });

  it('answers new and the user id for a user who must change the password first', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer', { mustChangePassword: true });
    const res = await postLogin({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ new: true, userId: user.id, resetToken: expect.any(String) });
  });
});

describe('PATCH /api/forcepassword', () => {
  async function resetTokenFor(postLogin: (payload: unknown) => Promise<LightMyRequestResponse>, email: string) {
    return (await postLogin({ email, password: PASSWORD })).json<{ resetToken: string }>().resetToken;
  }

  it('sets the new password once with the reset token, after which a normal login works', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer', { mustChangePassword: true });
    const resetToken = await resetTokenFor(postLogin, user.email);
    const payload = { userId: user.id, resetToken, newpassword: 'Brand!new1', confirmnewpassword: 'Brand!new1' };
    const res = await api(t).call(authContracts.forcePassword, { body: payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.forcePasswordSuccess });
    expect(await login(t, user.email, 'Brand!new1')).toBeTruthy();
    const again = await api(t).call(authContracts.forcePassword, {
      body: { ...payload, newpassword: 'Other!new1', confirmnewpassword: 'Other!new1' },
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a reset token used for another user', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer', { mustChangePassword: true });
    const other = await createUser(t, 'Volunteer', { mustChangePassword: true });
    const resetToken = await resetTokenFor(postLogin, user.email);
    const res = await api(t).call(authContracts.forcePassword, {
      body: { userId: other.id, resetToken, newpassword: 'Brand!new1', confirmnewpassword: 'Brand!new1' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(MESSAGES.forcePasswordFailure);
  });

  it('answers 422 for a weak or unconfirmed password and keeps the old one', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer', { mustChangePassword: true });
    const resetToken = await resetTokenFor(postLogin, user.email);
    const weak = await api(t).call(authContracts.forcePassword, {
      body: { userId: user.id, resetToken, newpassword: 'short', confirmnewpassword: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(errorOf(weak).fields?.newpassword).toBe(MESSAGES.passwordRule);
    const mismatch = await api(t).call(authContracts.forcePassword, {
      body: { userId: user.id, resetToken, newpassword: 'Brand!new1', confirmnewpassword: 'Brand!new2' },
    });
    expect(errorOf(mismatch).fields?.confirmnewpassword).toBe(MESSAGES.forcePasswordMismatch);
    expect((await postLogin({ email: user.email, password: PASSWORD })).json()).toMatchObject({ new: true });
  });
});

describe('PATCH /api/updatepassword/:userId', () => {
  it('changes the caller’s own password and ends every session at once', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const otherTab = await login(t, me.email);
    const res = await api(t, me.token).call(authContracts.updatePassword, {
      params: { userId: me.id },
      body: { currentpassword: PASSWORD, newpassword: 'Changed#22', confirmnewpassword: 'Changed#22' },
    });
    expect(res.statusCode).toBe(200);
    for (const token of [me.token, otherTab]) {
      expect((await api(t, token).call(authContracts.session)).statusCode).toBe(401);
    }
    expect(await login(t, me.email, 'Changed#22')).toBeTruthy();
  });

  it('refuses to change another user’s password, even for an administrator', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const victim = await createUser(t, 'Volunteer');
    const res = await api(t, admin.token).call(authContracts.updatePassword, {
      params: { userId: victim.id },
      body: { currentpassword: PASSWORD, newpassword: 'Changed#22', confirmnewpassword: 'Changed#22' },
    });
    expect(res.statusCode).toBe(403);
    expect(await login(t, victim.email)).toBeTruthy();
  });

  it('answers 400 on the current password field when it is wrong', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const res = await api(t, me.token).call(authContracts.updatePassword, {
      params: { userId: me.id },
      body: { currentpassword: 'Wrong!pass1', newpassword: 'Changed#22', confirmnewpassword: 'Changed#22' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ currentpassword: MESSAGES.currentPasswordWrong });
  });

  it('answers 422 for a new password equal to the old one, or without a special character', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const same = await api(t, me.token).call(authContracts.updatePassword, {
      params: { userId: me.id },
      body: { currentpassword: PASSWORD, newpassword: PASSWORD, confirmnewpassword: PASSWORD },
    });
    expect(same.statusCode).toBe(422);
    expect(errorOf(same).fields?.newpassword).toBe(MESSAGES.updatePasswordSameAsOld);
    const plain = await api(t, me.token).call(authContracts.updatePassword, {
      params: { userId: me.id },
      body: { currentpassword: PASSWORD, newpassword: 'Changed22', confirmnewpassword: 'Changed22' },
    });
    expect(errorOf(plain).fields?.newpassword).toBe(MESSAGES.passwordRule);
  });

  it('answers 401 without a token', async ({ t }) => {
    const res = await api(t).raw(authContracts.updatePassword, { params: { userId: crypto.randomUUID() }, body: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/forgotpassword', () => {
  it('emails a temporary password through the outbox; signing in with it forces a change', async ({ t, postLogin }) => {
    const user = await createUser(t, 'Volunteer', { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await api(t).call(authContracts.forgotPassword, {
      body: { email: user.email.toUpperCase(), firstName: ' ada ', lastName: 'LOVELACE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.forgotSuccess });
    // The outbox route hides a body that carries a secret: read the queued row itself.
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail?.status).toBe('queued');
    const temp = /^ {4}(\S+)$/m.exec(mail?.text ?? '')?.[1] ?? '';
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.tempPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row?.tempPasswordHash).not.toContain(temp);
    expect((await postLogin({ email: user.email, password: temp })).json()).toMatchObject({ new: true, userId: user.id });
    expect(await login(t, user.email, PASSWORD)).toBeTruthy();
    t.clock.advance(25 * 3600 * 1000);
    expect((await postLogin({ email: user.email, password: temp })).statusCode).toBe(404);
  });

  it('answers 404 with the spec’s message when the names do not match', async ({ t }) => {
    const user = await createUser(t, 'Volunteer', { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await api(t).call(authContracts.forgotPassword, { body: { email: user.email, firstName: 'Ada', lastName: 'Byron' } });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.forgotFailure);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.tempPasswordHash).toBeNull();
  });

  it('answers 422 with the spec’s field messages', async ({ t }) => {
    const res = await api(t).call(authContracts.forgotPassword, { body: { email: '', firstName: ' ', lastName: '' } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual({
      email: MESSAGES.forgotEmailEmpty,
      firstName: MESSAGES.forgotFirstNameEmpty,
      lastName: MESSAGES.forgotLastNameEmpty,
    });
    const bad = await api(t).call(authContracts.forgotPassword, { body: { email: 'x@', firstName: 'a', lastName: 'b' } });
    expect(errorOf(bad).fields).toEqual({ email: MESSAGES.forgotEmailInvalid });
  });
});

describe('GET /api/refreshToken/:id', () => {
  it('gives the caller a new token with a later expiry', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    t.clock.advance(6 * 24 * 3600 * 1000);
    const res = await api(t, me.token).call(authContracts.refreshToken, { params: { id: me.id } });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await api(t, me.token).call(authContracts.session)).statusCode).toBe(401);
    expect((await api(t, token).call(authContracts.session)).statusCode).toBe(200);
  });

  it('refuses to refresh another user’s token', async ({ t }) => {
    const me = await signedIn(t, 'Administrator');
    const other = await createUser(t, 'Volunteer');
    const res = await api(t, me.token).call(authContracts.refreshToken, { params: { id: other.id } });
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 for an id that is not a user id, and 401 without a token', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    expect((await api(t, me.token).call(authContracts.refreshToken, { params: { id: 'abc' } })).statusCode).toBe(422);
    expect((await api(t).call(authContracts.refreshToken, { params: { id: me.id } })).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('refuses a token at once after logout', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    expect((await api(t, me.token).call(authContracts.logout)).statusCode).toBe(204);
    const res = await api(t, me.token).call(authContracts.session);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe(MESSAGES.sessionEnded);
  });

  it('refuses a logout without a token', async ({ t }) => {
    expect((await api(t).call(authContracts.logout)).statusCode).toBe(401);
  });

  it('refuses a token at once when its user is deactivated', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, me.id));
    expect((await api(t, me.token).call(authContracts.session)).statusCode).toBe(401);
  });

  it('refuses an expired, a forged and a missing token', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const forged = `${me.token.slice(0, -4)}AAAA`;
    expect((await api(t, forged).call(authContracts.session)).statusCode).toBe(401);
    expect((await api(t).call(authContracts.session)).statusCode).toBe(401);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1);
    expect((await api(t, me.token).call(authContracts.session)).statusCode).toBe(401);
  });

  it('answers JSON 404 for an unknown API path', async ({ t }) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});
