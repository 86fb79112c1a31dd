import { emailContracts, type RouteInput } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { enqueueMail } from '../../mail/outbox.js';
import { deliverDueMail, type MailTransport } from '../../mail/delivery.js';
import { api, test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';

const mail = { to: 'ada@test.goodhours.org', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', kind: 'test' };

const it = test.extend('outbox', ({ t }) => async (token: string, query: RouteInput<typeof emailContracts.outbox>['query'] = {}) => {
  return (await api(t, token).call(emailContracts.outbox, { query })).json<
    { to: string; status: string; attempts: number; lastError: string | null }[]
  >();
});

describe('GET /api/emailoutbox', () => {
  it('shows Owners every queued email', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    await enqueueMail(t.ctx.db, t.clock.now(), mail);
    expect(await outbox(owner.token)).toMatchObject([{ to: mail.to, status: 'queued' }]);
  });

  it('is refused to an administrator and checks its filter', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    expect((await api(t, admin.token).call(emailContracts.outbox)).statusCode).toBe(403);
    expect((await api(t, owner.token).raw(emailContracts.outbox, { query: { status: 'lost' } })).statusCode).toBe(422);
  });
});

describe('mail delivery', () => {
  it('sends due mail, retries a failure with backoff and marks it failed after six tries, never dropping it', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    await enqueueMail(t.ctx.db, t.clock.now(), mail);
    let up = false;
    const sent: string[] = [];
    const transport: MailTransport = {
      send(m) {
        if (!up) return Promise.reject(new Error('connection refused'));
        sent.push(m.to);
        return Promise.resolve();
      },
    };
    expect(await deliverDueMail(t.ctx, transport)).toBe(0);
    expect(await outbox(owner.token)).toMatchObject([{ status: 'queued', attempts: 1, lastError: 'connection refused' }]);
    expect(await deliverDueMail(t.ctx, transport)).toBe(0);
    expect((await outbox(owner.token))[0]?.attempts).toBe(1);
    t.clock.advance(61_000);
    up = true;
    expect(await deliverDueMail(t.ctx, transport)).toBe(1);
    expect(sent).toEqual([mail.to]);
    expect(await outbox(owner.token, { status: 'sent' })).toHaveLength(1);

    up = false;
    await enqueueMail(t.ctx.db, t.clock.now(), { ...mail, to: 'grace@test.goodhours.org' });
    for (let i = 0; i < 6; i++) {
      await deliverDueMail(t.ctx, transport);
      t.clock.advance(40 * 60_000);
    }
    expect(await outbox(owner.token, { status: 'failed' })).toMatchObject([{ to: 'grace@test.goodhours.org', attempts: 6 }]);
  });
});
