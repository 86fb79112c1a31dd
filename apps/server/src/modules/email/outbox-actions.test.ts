import { eq } from 'drizzle-orm';
import { EMAIL_MESSAGES as M, emailContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/outbox.js';
import { api, test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';

const mail = (to: string, extra = {}) => ({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>', kind: 'test', ...extra });

const it = test
  .extend('owner', { auto: true }, async ({ t }) => (await signedIn(t, 'Owner')).token)
  .extend('queued', ({ t }) => async (to: string, status: 'queued' | 'failed' | 'sent' = 'queued', extra = {}): Promise<string> => {
    await enqueueMail(t.ctx.db, t.clock.now(), mail(to, extra));
    const [row] = await t.ctx.db
      .update(mailOutbox)
      .set({ status, attempts: status === 'failed' ? 6 : 0 })
      .where(eq(mailOutbox.to, to))
      .returning();
    return row?.id ?? '';
  });

describe('the outbox for Owners', () => {
  it('counts the emails in each status and finds them by part of the address', async ({ t, owner, queued }) => {
    await queued('ada@test.goodhours.org');
    await queued('grace@test.goodhours.org', 'failed');
    await queued('alan@test.goodhours.org', 'sent');
    expect((await api(t, owner).call(emailContracts.counts)).json()).toEqual({ queued: 1, sending: 0, sent: 1, failed: 1, cancelled: 0 });
    const found = (await api(t, owner).call(emailContracts.outbox, { query: { to: 'GRACE' } })).json<{ to: string }[]>();
    expect(found.map((m) => m.to)).toEqual(['grace@test.goodhours.org']);
    expect((await api(t, owner).call(emailContracts.outbox, { query: { to: '%' } })).json()).toEqual([]);
  });

  it('reads one email, hiding a body that carries a secret', async ({ t, owner, queued }) => {
    const plain = await queued('ada@test.goodhours.org');
    const secret = await queued('grace@test.goodhours.org', 'queued', { carriesSecret: true, text: 'Your password is Xy7!' });
    expect((await api(t, owner).call(emailContracts.get, { params: { id: plain } })).json()).toMatchObject({
      to: 'ada@test.goodhours.org',
      text: 'Hello',
      bodyHidden: false,
    });
    const hidden = await api(t, owner).call(emailContracts.get, { params: { id: secret } });
    expect(hidden.json()).toMatchObject({ text: null, bodyHidden: true });
    expect(hidden.body).not.toContain('Xy7');
  });

  it('sends a failed email again, and refuses to for any other or for one whose secret was erased', async ({ t, owner, queued }) => {
    const failed = await queued('ada@test.goodhours.org', 'failed');
    const retried = await api(t, owner).call(emailContracts.retry, { params: { id: failed } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'queued', attempts: 0 });

    const again = await api(t, owner).call(emailContracts.retry, { params: { id: failed } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: M.retryOnlyFailed } });
    const secret = await queued('grace@test.goodhours.org', 'failed', { carriesSecret: true });
    expect((await api(t, owner).call(emailContracts.retry, { params: { id: secret } })).json()).toMatchObject({
      error: { message: M.retrySecretErased },
    });
  });

  it('cancels an email still waiting, keeps it listed, and refuses to cancel one already sent', async ({ t, owner, queued }) => {
    const waiting = await queued('ada@test.goodhours.org');
    expect((await api(t, owner).call(emailContracts.cancel, { params: { id: waiting } })).json()).toMatchObject({ status: 'cancelled' });
    expect((await api(t, owner).call(emailContracts.outbox, { query: { status: 'cancelled' } })).json()).toHaveLength(1);
    const sent = await queued('grace@test.goodhours.org', 'sent');
    const refused = await api(t, owner).call(emailContracts.cancel, { params: { id: sent } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: M.cancelOnlyQueued } });
    expect((await api(t, owner).call(emailContracts.counts)).json()).toMatchObject({ sent: 1, cancelled: 1 });
  });

  it('answers 404 for an unknown email and 422 for a malformed id or filter', async ({ t, owner }) => {
    const missing = await api(t, owner).call(emailContracts.get, { params: { id: '7d1f2b1e-3a4c-4d5e-8f90-123456789abc' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { message: M.notFound } });
    expect((await api(t, owner).call(emailContracts.cancel, { params: { id: 'not-an-id' } })).statusCode).toBe(422);
    expect((await api(t, owner).call(emailContracts.outbox, { query: { to: 'a'.repeat(300) } })).statusCode).toBe(422);
  });

  it('is for Owners only', async ({ t, queued }) => {
    const id = await queued('ada@test.goodhours.org', 'failed');
    const admin = (await signedIn(t, 'Administrator')).token;
    const asAdmin = api(t, admin);
    for (const [route, res] of [
      ['counts', await asAdmin.call(emailContracts.counts)],
      ['get', await asAdmin.call(emailContracts.get, { params: { id } })],
      ['retry', await asAdmin.call(emailContracts.retry, { params: { id } })],
      ['cancel', await asAdmin.call(emailContracts.cancel, { params: { id } })],
    ] as const)
      expect(res.statusCode, route).toBe(403);
    expect((await t.ctx.db.select().from(mailOutbox))[0]?.status).toBe('failed');
  });
});
