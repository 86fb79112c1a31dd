import { MESSAGES, PASSWORD_LINK_MESSAGES as M, USER_MESSAGES, authContracts, passwordLinkContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { mailOutbox, passwordLinks, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { issuePasswordLink } from './index.js';

const NEW_PASSWORD = 'Harbour#Light9';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend(
    'sendLink',
    ({ t, admin }) =>
      (id: string, token = admin.token) =>
        api(t, token).call(passwordLinkContracts.sendResetLink, { params: { id } }),
  )
  .extend(
    'check',
    ({ t }) =>
      (token: string) =>
        api(t).call(passwordLinkContracts.checkLink, { body: { token } }),
  )
  .extend(
    'use',
    ({ t }) =>
      (token: string, password = NEW_PASSWORD) =>
        api(t).call(passwordLinkContracts.useLink, { body: { token, newpassword: password, confirmnewpassword: password } }),
  )
  /** The token of the newest reset email to the address. */
  .extend('linkTo', ({ t }) => async (email: string): Promise<string> => {
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const last = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const token = /reset-password\/([\w-]+)/.exec(last?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset email to ${email}`);
    return token;
  });

describe('reset links sent from User Management', () => {
  it('emails a secret link that sets the password once, ends the old sessions and signs the person in', async ({
    t,
    admin,
    sendLink,
    check,
    use,
    linkTo,
  }) => {
    const person = await signedIn(t, 'Volunteer');
    const sent = await sendLink(person.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ message: string }>().message).toContain('Volunteer');
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mail).toMatchObject({ kind: 'reset-link', carriesSecret: true });
    const token = await linkTo(person.email);
    const [row] = await t.ctx.db.select().from(passwordLinks);
    expect(row).toMatchObject({ purpose: 'reset', createdBy: admin.id, usedAt: null });
    expect(row?.tokenHash).not.toContain(token);

    const checked = await check(token);
    expect(checked.json()).toEqual({ state: 'valid', firstName: 'Volunteer' });
    const done = await use(token);
    expect(done.statusCode).toBe(200);
    const { token: session, message } = done.json<{ token: string; message: string }>();
    expect(message).toBe(M.passwordSet);
    expect((await api(t, session).call(authContracts.session)).statusCode).toBe(200);
    // The session from before the reset ended; the new password signs in, the old one does not.
    expect((await api(t, person.token).call(authContracts.session)).statusCode).toBe(401);
    await expect(login(t, person.email, NEW_PASSWORD)).resolves.toBeTruthy();
    await expect(login(t, person.email)).rejects.toThrow();

    expect((await check(token)).json()).toEqual({ state: 'used', message: M.linkStates.used });
    const again = await use(token, 'Another#Pass8');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(M.linkStates.used);
  });

  it('refuses a caller without resetPassword, and queues nothing', async ({ t, sendLink }) => {
    const manager = await signedIn(t, 'Manager');
    const person = await createUser(t, 'Volunteer');
    const res = await sendLink(person.id, manager.token);
    expect(res.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(0);
    expect(await t.ctx.db.select().from(passwordLinks)).toHaveLength(0);
  });

  it('keeps Owner and protected accounts to those document 4 §2 allows', async ({ t, sendLink }) => {
    const owner = await createUser(t, 'Owner');
    const guarded = await createUser(t, 'Volunteer', { isProtected: true });
    for (const id of [owner.id, guarded.id]) {
      const res = await sendLink(id);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(USER_MESSAGES.noPermissionToEdit);
    }
    const boss = await signedIn(t, 'Owner');
    expect((await sendLink(owner.id, boss.token)).statusCode).toBe(200);
    expect((await sendLink(guarded.id, boss.token)).statusCode).toBe(200);
  });

  it('refuses an inactive account and an unknown person', async ({ t, sendLink }) => {
    const gone = await createUser(t, 'Volunteer', { isActive: false });
    const res = await sendLink(gone.id);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.resetLinkInactive);
    const nobody = await sendLink('00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
    expect(errorOf(nobody).message).toBe(MESSAGES.userNotFound);
  });
});

describe('using a link', () => {
  it('says a link expired after 24 hours and refuses it', async ({ t, sendLink, check, use, linkTo }) => {
    const person = await createUser(t, 'Volunteer');
    await sendLink(person.id);
    const token = await linkTo(person.email);
    t.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await check(token)).json()).toEqual({ state: 'expired', message: M.linkStates.expired });
    const res = await use(token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(M.linkStates.expired);
  });

  it('stops an earlier link when a newer one is sent', async ({ t, sendLink, check, use, linkTo }) => {
    const person = await createUser(t, 'Volunteer');
    await sendLink(person.id);
    const first = await linkTo(person.email);
    t.clock.advance(60_000);
    await sendLink(person.id);
    const second = await linkTo(person.email);
    expect(second).not.toBe(first);
    expect((await check(first)).json()).toEqual({ state: 'revoked', message: M.linkStates.revoked });
    expect((await use(first)).statusCode).toBe(400);
    expect((await use(second)).statusCode).toBe(200);
  });

  it('stops an open link when the person changes their password themself', async ({ t, sendLink, check, linkTo }) => {
    const person = await signedIn(t, 'Volunteer');
    await sendLink(person.id);
    const token = await linkTo(person.email);
    const changed = await api(t, person.token).call(authContracts.updatePassword, {
      params: { userId: person.id },
      body: { currentpassword: 'Goodhours!1', newpassword: NEW_PASSWORD, confirmnewpassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ state: 'revoked', message: M.linkStates.revoked });
  });

  it('answers invalid for an unknown or malformed token, and holds the password rules', async ({ t, check, use }) => {
    expect((await check('x'.repeat(43))).json()).toEqual({ state: 'invalid', message: M.linkStates.invalid });
    expect((await check('not a token')).json()).toMatchObject({ state: 'invalid' });
    expect((await use('not a token')).statusCode).toBe(400);
    const person = await createUser(t, 'Volunteer');
    const link = await t.ctx.db.transaction((tx) =>
      issuePasswordLink(tx, t.clock, { userId: person.id, purpose: 'reset', createdBy: null, publicUrl: 'https://hours.example.org/' }),
    );
    expect(link.url).toBe(`https://hours.example.org/reset-password/${link.token}`);
    const weak = await use(link.token, 'password');
    expect(weak.statusCode).toBe(422);
    expect(errorOf(weak).fields?.newpassword).toBe(MESSAGES.passwordRule);
    const differ = await api(t).call(passwordLinkContracts.useLink, {
      body: { token: link.token, newpassword: NEW_PASSWORD, confirmnewpassword: 'x' },
    });
    expect(errorOf(differ).fields?.confirmnewpassword).toBe(MESSAGES.updatePasswordMismatch);
    // Refused input leaves the link usable.
    expect((await check(link.token)).json()).toMatchObject({ state: 'valid' });
  });

  it('refuses a link of an account deactivated since, and leaves it unused', async ({ t, sendLink, check, use, linkTo }) => {
    const person = await createUser(t, 'Volunteer');
    await sendLink(person.id);
    const token = await linkTo(person.email);
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    expect((await check(token)).json()).toEqual({ state: 'invalid', message: M.inactive });
    const res = await use(token);
    expect(res.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(passwordLinks);
    expect(row?.usedAt).toBeNull();
  });

  it('lets only one of two simultaneous submits of a link succeed', async ({ t, sendLink, use, linkTo }) => {
    const person = await createUser(t, 'Volunteer');
    await sendLink(person.id);
    const token = await linkTo(person.email);
    const answers = await Promise.all([use(token, NEW_PASSWORD), use(token, 'Second#Pass7')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    await expect(login(t, person.email, winner === 0 ? NEW_PASSWORD : 'Second#Pass7')).resolves.toBeTruthy();
  });
});

describe('GET /api/setup-state', () => {
  it('says an Owner is needed until an active Owner exists, and nothing else', async ({ t }) => {
    const state = async () => (await api(t).call(passwordLinkContracts.setupState)).json<unknown>();
    expect(await state()).toEqual({ needsOwner: true });
    const owner = await createUser(t, 'Owner', { isActive: false });
    expect(await state()).toEqual({ needsOwner: true });
    await t.ctx.db.update(users).set({ isActive: true }).where(eq(users.id, owner.id));
    expect(await state()).toEqual({ needsOwner: false });
  });
});
