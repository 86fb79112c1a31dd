import { eq } from 'drizzle-orm';
import { EMAIL_MESSAGES as M } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/outbox.js';
import { auth, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let owner: string;
beforeEach(async () => {
  t = await startTestApp();
  owner = (await signedIn(t, 'Owner')).token;
});
afterEach(async () => {
  await t.app.close();
});

const mail = (to: string, extra = {}) => ({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>', kind: 'test', ...extra });

async function queued(to: string, status: 'queued' | 'failed' | 'sent' = 'queued', extra = {}): Promise<string> {
  await enqueueMail(t.ctx.db, t.clock.now(), mail(to, extra));
  const [row] = await t.ctx.db
    .update(mailOutbox)
    .set({ status, attempts: status === 'failed' ? 6 : 0 })
    .where(eq(mailOutbox.to, to))
    .returning();
  return row?.id ?? '';
}
const call = (method: 'GET' | 'POST', url: string, token = owner) => t.app.inject({ method, url, headers: auth(token) });

describe('the outbox for Owners', () => {
  it('counts the emails in each status and finds them by part of the address', async () => {
    await queued('ada@test.goodhours.org');
    await queued('grace@test.goodhours.org', 'failed');
    await queued('alan@test.goodhours.org', 'sent');
    expect((await call('GET', '/api/emailoutbox/counts')).json()).toEqual({ queued: 1, sending: 0, sent: 1, failed: 1, cancelled: 0 });
    const found = (await call('GET', '/api/emailoutbox?to=GRACE')).json<{ to: string }[]>();
    expect(found.map((m) => m.to)).toEqual(['grace@test.goodhours.org']);
    expect((await call('GET', '/api/emailoutbox?to=%25')).json()).toEqual([]);
  });

  it('reads one email, hiding a body that carries a secret', async () => {
    const plain = await queued('ada@test.goodhours.org');
    const secret = await queued('grace@test.goodhours.org', 'queued', { carriesSecret: true, text: 'Your password is Xy7!' });
    expect((await call('GET', `/api/emailoutbox/${plain}`)).json()).toMatchObject({
      to: 'ada@test.goodhours.org',
      text: 'Hello',
      bodyHidden: false,
    });
    const hidden = await call('GET', `/api/emailoutbox/${secret}`);
    expect(hidden.json()).toMatchObject({ text: null, bodyHidden: true });
    expect(hidden.body).not.toContain('Xy7');
  });

  it('sends a failed email again, and refuses to for any other or for one whose secret was erased', async () => {
    const failed = await queued('ada@test.goodhours.org', 'failed');
    const retried = await call('POST', `/api/emailoutbox/${failed}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });

    const again = await call('POST', `/api/emailoutbox/${failed}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: M.retryOnlyFailed } });
    const secret = await queued('grace@test.goodhours.org', 'failed', { carriesSecret: true });
    expect((await call('POST', `/api/emailoutbox/${secret}/retry`)).json()).toMatchObject({ error: { message: M.retrySecretErased } });
  });

  it('cancels an email still waiting, keeps it listed, and refuses to cancel one already sent', async () => {
    const waiting = await queued('ada@test.goodhours.org');
    expect((await call('POST', `/api/emailoutbox/${waiting}/cancel`)).json()).toMatchObject({ status: 'cancelled' });
    expect((await call('GET', '/api/emailoutbox?status=cancelled')).json()).toHaveLength(1);
    const sent = await queued('grace@test.goodhours.org', 'sent');
    const refused = await call('POST', `/api/emailoutbox/${sent}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: M.cancelOnlyQueued } });
    expect((await call('GET', '/api/emailoutbox/counts')).json()).toMatchObject({ sent: 1, cancelled: 1 });
  });

  it('answers 404 for an unknown email and 422 for a malformed id or filter', async () => {
    const missing = await call('GET', '/api/emailoutbox/7d1f2b1e-3a4c-4d5e-8f90-123456789abc');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: M.notFound } });
    expect((await call('POST', '/api/emailoutbox/not-an-id/cancel')).statusCode).toBe(422);
    expect((await call('GET', `/api/emailoutbox?to=${'a'.repeat(300)}`)).statusCode).toBe(422);
  });

  it('is for Owners only', async () => {
    const id = await queued('ada@test.goodhours.org', 'failed');
    const admin = (await signedIn(t, 'Administrator')).token;
    for (const [method, url] of [
      ['GET', '/api/emailoutbox/counts'],
      ['GET', `/api/emailoutbox/${id}`],
      ['POST', `/api/emailoutbox/${id}/retry`],
      ['POST', `/api/emailoutbox/${id}/cancel`],
    ] as const)
      expect((await call(method, url, admin)).statusCode, url).toBe(403);
    expect((await t.ctx.db.select().from(mailOutbox))[0]?.status).toBe('failed');
  });
});
