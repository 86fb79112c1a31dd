import { SUBSCRIPTION_MESSAGES as M, subscriptionContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { emailSubscriptions, mailOutbox, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf } from '../../test/harness.js';
import { SUBSCRIBE_ADDRESS_LIMIT, SUBSCRIBE_TARGET_LIMIT, unsubscribeLinks } from './subscriptions.js';

const it = test
  .extend(
    'subscribe',
    ({ t }) =>
      (email: unknown) =>
        api(t).raw(subscriptionContracts.subscribe, { body: { email } }),
  )
  .extend(
    'confirm',
    ({ t }) =>
      (token: string) =>
        api(t).call(subscriptionContracts.confirm, { body: { token } }),
  )
  .extend(
    'unsubscribe',
    ({ t }) =>
      (token: string) =>
        api(t).call(subscriptionContracts.unsubscribe, { body: { token } }),
  )
  /** The token of the newest confirmation email to the address. */
  .extend('linkTo', ({ t }) => async (email: string): Promise<string> => {
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const last = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const token = /email-subscribe\?token=([\w.-]+)/.exec(last?.text ?? '')?.[1];
    if (!token) throw new Error(`no confirmation email to ${email}`);
    return token;
  })
  .extend(
    'confirmed',
    ({ t }) =>
      async (email: string) =>
        (await t.ctx.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email)))[0]?.confirmedAt ?? null,
  );

describe('email subscriptions', () => {
  it('subscribes a non-member once the emailed link is followed, and the link works once', async ({
    t,
    subscribe,
    confirm,
    linkTo,
    confirmed,
  }) => {
    const asked = await subscribe('  Ada@Example.org ');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: M.sent });
    expect(await confirmed('ada@example.org')).toBeNull();
    const [mail] = await t.ctx.db.select().from(mailOutbox);
    expect(mail?.text).toContain('http://localhost:4500/email-subscribe?token=');
    expect(mail?.html).toContain('Confirm your subscription');

    const token = await linkTo('ada@example.org');
    expect((await confirm(token)).json()).toEqual({ message: M.confirmed });
    expect(await confirmed('ada@example.org')).not.toBeNull();
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: M.expired } });
    // Confirmed already: the same answer as anyone's, and no email.
    const confirmedAgain = await subscribe('ada@example.org');
    expect(confirmedAgain.statusCode).toBe(202);
    expect(confirmedAgain.json()).toEqual({ message: M.sent });
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('refuses an expired or tampered confirmation', async ({ t, subscribe, confirm, linkTo, confirmed }) => {
    await subscribe('grace@example.org');
    const token = await linkTo('grace@example.org');
    const [body = '', mac = ''] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'confirm', e: 'grace@example.org', n: 'x' })).toString('base64url')}.${mac}`;
    const tampered = await confirm(forged);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ error: { message: M.badLink } });
    expect((await confirm(`${body}.${mac.slice(1)}x`)).statusCode).toBe(400);

    t.clock.advance(24 * 3600_000 + 1);
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { message: M.expired } });
    expect(await confirmed('grace@example.org')).toBeNull();
  });

  it('answers a member’s address exactly as any other, and emails the member nothing', async ({ t, subscribe }) => {
    const member = await createUser(t, 'Volunteer');
    const forMember = await subscribe(member.email.toUpperCase());
    const forStranger = await subscribe('stranger@example.org');
    expect(forMember.statusCode).toBe(forStranger.statusCode);
    expect(forMember.statusCode).toBe(202);
    expect(forMember.body).toBe(forStranger.body);
    expect(forMember.headers['content-type']).toBe(forStranger.headers['content-type']);
    expect((await t.ctx.db.select().from(mailOutbox)).map((m) => m.to)).toEqual(['stranger@example.org']);
    expect(await t.ctx.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, member.email))).toEqual([]);
  });

  it('sends one confirmation per address in a day, and a newer link replaces the older', async ({ t, subscribe, confirm, linkTo }) => {
    await subscribe('alan@example.org');
    const first = await linkTo('alan@example.org');
    await subscribe('alan@example.org');
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(1);
    t.clock.advance(10 * 60_000 + 1);
    expect((await subscribe('alan@example.org')).statusCode).toBe(202);
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(1);
    t.clock.advance(24 * 3600_000);
    await subscribe('alan@example.org');
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(2);
    expect((await confirm(first)).statusCode).toBe(409);
    expect((await confirm(await linkTo('alan@example.org'))).statusCode).toBe(200);
  });

  it('limits one caller’s requests, and the requests for one address, with a 429 and the time to wait', async ({ t }) => {
    // Straight through inject: the caller's address is what is limited, and only inject sets it.
    const from = (ip: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api/email-subscriptions', payload: { email }, remoteAddress: ip });
    for (let i = 0; i < SUBSCRIBE_ADDRESS_LIMIT.max; i++) expect((await from('203.0.113.7', `p${i}@example.org`)).statusCode).toBe(202);
    const tooMany = await from('203.0.113.7', 'one-more@example.org');
    expect(tooMany.statusCode).toBe(429);
    expect(errorOf(tooMany).message).toBe(M.tooManyRequests);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.8', 'one-more@example.org')).statusCode).toBe(202);

    for (let i = 1; i <= SUBSCRIBE_TARGET_LIMIT.max; i++)
      expect((await from(`198.51.100.${i}`, 'target@example.org')).statusCode).toBe(202);
    const target = await from('198.51.100.200', 'target@example.org');
    expect(target.statusCode).toBe(429);
    expect(Number(target.headers['retry-after'])).toBeGreaterThan(0);
    // One email to each address, however often it was asked for.
    expect((await t.ctx.db.select().from(mailOutbox)).filter((m) => m.to === 'target@example.org')).toHaveLength(1);
    t.clock.advance(SUBSCRIBE_ADDRESS_LIMIT.windowSeconds * 1000 + 1);
    expect((await from('203.0.113.7', 'later@example.org')).statusCode).toBe(202);
  });

  it('answers a malformed address with the spec’s message and saves nothing', async ({ t, subscribe }) => {
    for (const bad of ['not-an-email', '', 42, `${'a'.repeat(250)}@example.org`]) {
      const answer = await subscribe(bad);
      expect(answer.statusCode, String(bad)).toBe(422);
      expect(answer.body).toContain(M.invalidEmail);
    }
    expect(await t.ctx.db.select().from(emailSubscriptions)).toHaveLength(0);
  });

  it('unsubscribes only through the signed link, and the link may be followed twice', async ({
    t,
    subscribe,
    confirm,
    unsubscribe,
    linkTo,
    confirmed,
  }) => {
    await subscribe('ada@example.org');
    await confirm(await linkTo('ada@example.org'));
    const token = new URL(unsubscribeLinks(t.ctx, 'ada@example.org').page).searchParams.get('token') ?? '';
    expect((await unsubscribe('ada@example.org')).statusCode).toBe(400);
    expect((await unsubscribe(`${token}x`)).statusCode).toBe(400);
    expect(await confirmed('ada@example.org')).not.toBeNull();
    expect((await unsubscribe(token)).json()).toEqual({ message: M.removed });
    expect(await confirmed('ada@example.org')).toBeNull();
    expect((await unsubscribe(token)).json()).toEqual({ message: M.removed });
    // Subscribing again (a day after the last link) asks for a new confirmation, which works.
    t.clock.advance(24 * 3600_000 + 1);
    expect((await subscribe('ada@example.org')).statusCode).toBe(202);
    expect((await confirm(await linkTo('ada@example.org'))).json()).toEqual({ message: M.confirmed });
  });

  it('stops a member’s announcements through their link, and only theirs', async ({ t }) => {
    const ada = await createUser(t, 'Volunteer', { email: 'ada@example.org' });
    const bob = await createUser(t, 'Volunteer', { email: 'bob@example.org' });
    const oneClick = new URL(unsubscribeLinks(t.ctx, 'ada@example.org').oneClick);
    // What a mail reader's unsubscribe button sends (RFC 8058).
    const answer = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: M.removed });
    const wants = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]?.announcementEmails;
    expect(await wants(ada.id)).toBe(false);
    expect(await wants(bob.id)).toBe(true);
    const forged = await api(t).call(subscriptionContracts.oneClick, { query: { token: 'bob@example.org' } });
    expect(forged.statusCode).toBe(400);
    expect(await wants(bob.id)).toBe(true);
  });
});
