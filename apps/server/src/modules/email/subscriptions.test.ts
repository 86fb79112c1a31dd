import { SUBSCRIPTION_MESSAGES as M } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailSubscriptions, mailOutbox, users } from '../../db/schema/index.js';
import { createUser, startTestApp, type TestApp } from '../../test/harness.js';
import { unsubscribeLinks } from './subscriptions.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const subscribe = (email: unknown) => post('/api/email-subscriptions', { email });
const confirm = (token: string) => post('/api/email-subscriptions/confirm', { token });
const unsubscribe = (token: string) => post('/api/email-subscriptions/unsubscribe', { token });

/** The token of the newest confirmation email to the address. */
async function linkTo(email: string): Promise<string> {
  const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const last = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const token = /email-subscribe\?token=([\w.-]+)/.exec(last?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation email to ${email}`);
  return token;
}
const confirmed = async (email: string) =>
  (await t.ctx.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email)))[0]?.confirmedAt ?? null;

describe('email subscriptions', () => {
  it('subscribes a non-member once the emailed link is followed, and the link works once', async () => {
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
    expect((await subscribe('ada@example.org')).json()).toMatchObject({ error: { message: M.exists } });
  });

  it('refuses an expired or tampered confirmation, and a member’s address', async () => {
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

    const member = await createUser(t, 'Volunteer');
    const refused = await subscribe(member.email.toUpperCase());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: M.exists } });
  });

  it('sends one confirmation per address in ten minutes, and a newer link replaces the older', async () => {
    await subscribe('alan@example.org');
    const first = await linkTo('alan@example.org');
    await subscribe('alan@example.org');
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(1);
    t.clock.advance(10 * 60_000 + 1);
    await subscribe('alan@example.org');
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(2);
    expect((await confirm(first)).statusCode).toBe(409);
    expect((await confirm(await linkTo('alan@example.org'))).statusCode).toBe(200);
  });

  it('answers a malformed address with the spec’s message and saves nothing', async () => {
    for (const bad of ['not-an-email', '', 42, `${'a'.repeat(250)}@example.org`]) {
      const answer = await subscribe(bad);
      expect(answer.statusCode, String(bad)).toBe(422);
      expect(answer.body).toContain(M.invalidEmail);
    }
    expect(await t.ctx.db.select().from(emailSubscriptions)).toHaveLength(0);
  });

  it('unsubscribes only through the signed link, and the link may be followed twice', async () => {
    await subscribe('ada@example.org');
    await confirm(await linkTo('ada@example.org'));
    const token = new URL(unsubscribeLinks(t.ctx, 'ada@example.org').page).searchParams.get('token') ?? '';
    expect((await unsubscribe('ada@example.org')).statusCode).toBe(400);
    expect((await unsubscribe(`${token}x`)).statusCode).toBe(400);
    expect(await confirmed('ada@example.org')).not.toBeNull();
    expect((await unsubscribe(token)).json()).toEqual({ message: M.removed });
    expect(await confirmed('ada@example.org')).toBeNull();
    expect((await unsubscribe(token)).json()).toEqual({ message: M.removed });
    // Subscribing again asks for a new confirmation, which works.
    t.clock.advance(1000);
    expect((await subscribe('ada@example.org')).statusCode).toBe(202);
    expect((await confirm(await linkTo('ada@example.org'))).json()).toEqual({ message: M.confirmed });
  });

  it('stops a member’s announcements through their link, and only theirs', async () => {
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
    const forged = await t.app.inject({ method: 'POST', url: '/api/email-subscriptions/one-click?token=bob%40example.org' });
    expect(forged.statusCode).toBe(400);
    expect(await wants(bob.id)).toBe(true);
  });
});
