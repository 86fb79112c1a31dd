import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import type { AppContext } from '../context.js';
import { openDatabase } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { test } from '../test/api.js';
import { testDatabaseUrl } from '../test/harness.js';
import { startSmtpPeer } from '../test/smtp-peer.js';
import { DEFAULT_PACE, deliverDueMail, smtpTransport, startDelivery, type MailTransport } from './delivery.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';

const mail = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to,
  subject: `Hello ${to}`,
  text: `Hi ${to}, see http://localhost:4500/dashboard`,
  html: `<p>Hi ${to}, see <a href="http://localhost:4500/dashboard">your dashboard</a></p>`,
  kind: 'test',
  ...extra,
});
const people = (n: number) => Array.from({ length: n }, (_, i) => `person${String(i).padStart(3, '0')}@test.goodhours.org`);

const it = test
  // Takes the app so the peer closes before it does.
  .extend('peer', async ({ t: _app }, { onCleanup }) => {
    const peer = await startSmtpPeer();
    onCleanup(() => peer.close());
    return peer;
  })
  /** The outbox's SMTP transport to the peer; its pooled connections are closed after the test. */
  .extend('smtp', ({ peer }, { onCleanup }) => {
    const opened: MailTransport[] = [];
    onCleanup(() => {
      for (const transport of opened) transport.close?.();
    });
    return () => {
      const transport = smtpTransport(peer.url);
      opened.push(transport);
      return transport;
    };
  })
  .extend('queue', ({ t }) => async (...mails: OutgoingMail[]) => {
    for (const m of mails) await enqueueMail(t.ctx.db, t.clock.now(), m);
  })
  .extend(
    'statuses',
    ({ t }) =>
      async () =>
        (await t.ctx.db.select({ to: mailOutbox.to, status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox)).sort(
          (a, b) => a.to.localeCompare(b.to),
        ),
  );

describe('delivering the outbox over SMTP', () => {
  it('hands each email to the SMTP server once, with its text and HTML parts, the organisation’s name, sender and Message-ID', async ({
    t,
    peer,
    smtp,
    queue,
    statuses,
  }) => {
    await queue(mail('ada@test.goodhours.org'), mail('grace@test.goodhours.org'));
    expect(await deliverDueMail(t.ctx, smtp())).toBe(2);
    expect(await deliverDueMail(t.ctx, smtp())).toBe(0);

    expect(peer.received).toHaveLength(2);
    const ada = peer.received.find((m) => m.subject === 'Hello ada@test.goodhours.org');
    expect(ada?.from?.value).toEqual([{ name: 'Goodhours', address: 'test@goodhours.local' }]);
    expect(ada?.to && !Array.isArray(ada.to) ? ada.to.text : null).toBe('ada@test.goodhours.org');
    expect(ada?.text).toBe(
      'Hi ada@test.goodhours.org, see http://localhost:4500/dashboard\n\n-- \nHarbour Volunteers\nhttp://localhost:4500\n',
    );
    expect(ada?.html).toContain('<a href="http://localhost:4500/dashboard">your dashboard</a>');
    // Headed and signed with the organisation's name; every link goes to PUBLIC_URL.
    expect(ada?.html).toMatch(/<body[^>]*>\s*<p[^>]*>Harbour Volunteers<\/p>/);
    const links = [...String(ada?.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['http://localhost:4500/dashboard', 'http://localhost:4500']);
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@test.goodhours.org'));
    expect(ada?.messageId).toBe(`<${String(row?.id)}@goodhours.local>`);
    expect(await statuses()).toEqual([
      { to: 'ada@test.goodhours.org', status: 'sent', attempts: 1 },
      { to: 'grace@test.goodhours.org', status: 'sent', attempts: 1 },
    ]);
  });

  it('gives an announcement the one-click unsubscribe headers of RFC 8058, and other emails none', async ({ t, peer, smtp, queue }) => {
    const oneClick = 'http://localhost:4500/api/email-subscriptions/one-click?token=abc.def';
    await queue(mail('ada@test.goodhours.org', { kind: 'announcement', unsubscribeUrl: oneClick }), mail('grace@test.goodhours.org'));
    await deliverDueMail(t.ctx, smtp());
    const header = (to: string, key: string) =>
      peer.received
        .find((m) => m.subject === `Hello ${to}`)
        ?.headerLines.find((h) => h.key === key)
        ?.line.replace(/\r\n\s+/g, ' ') ?? null;
    expect(header('ada@test.goodhours.org', 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('ada@test.goodhours.org', 'list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClick}>`);
    expect(header('grace@test.goodhours.org', 'list-unsubscribe')).toBeNull();
  });

  it('tries a refused email again after a backoff, and marks it failed after the sixth try, keeping it', async ({
    t,
    peer,
    smtp,
    queue,
    statuses,
  }) => {
    peer.refuse.add('nobody@test.goodhours.org');
    await queue(mail('nobody@test.goodhours.org'));
    await deliverDueMail(t.ctx, smtp());
    const [first] = await t.ctx.db.select().from(mailOutbox);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.lastError).toContain('550');
    expect(first?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 60_000);

    await deliverDueMail(t.ctx, smtp());
    expect((await statuses())[0]?.attempts).toBe(1);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(20 * 60_000);
      await deliverDueMail(t.ctx, smtp());
    }
    expect(await statuses()).toEqual([{ to: 'nobody@test.goodhours.org', status: 'failed', attempts: 6 }]);
    expect(peer.received).toHaveLength(0);
  });

  it('takes up an email whose sender died once its lease has run out, and not before', async ({ t, peer, smtp, queue, statuses }) => {
    await queue(mail('ada@test.goodhours.org'));
    const dies: MailTransport = { send: () => new Promise<void>(() => undefined) };
    void deliverDueMail(t.ctx, dies);
    await expect.poll(async () => (await statuses())[0]?.status).toBe('sending');

    expect(await deliverDueMail(t.ctx, smtp())).toBe(0);
    t.clock.advance(DEFAULT_PACE.leaseMs + 1);
    expect(await deliverDueMail(t.ctx, smtp())).toBe(1);
    expect(peer.received.map((m) => m.subject)).toEqual(['Hello ada@test.goodhours.org']);
    expect(await statuses()).toEqual([{ to: 'ada@test.goodhours.org', status: 'sent', attempts: 2 }]);
  });

  it('keeps to the pace per minute and per day', async ({ t, peer, smtp, queue }) => {
    await queue(...people(7).map((to) => mail(to)));
    const pace = { ...DEFAULT_PACE, perMinute: 2, perDay: 5 };
    expect(await deliverDueMail(t.ctx, smtp(), pace)).toBe(2);
    expect(await deliverDueMail(t.ctx, smtp(), pace)).toBe(0);
    t.clock.advance(61_000);
    expect(await deliverDueMail(t.ctx, smtp(), pace)).toBe(2);
    t.clock.advance(61_000);
    expect(await deliverDueMail(t.ctx, smtp(), pace)).toBe(1);
    t.clock.advance(61_000);
    expect(await deliverDueMail(t.ctx, smtp(), pace)).toBe(0);
    t.clock.advance(24 * 60 * 60_000);
    expect(await deliverDueMail(t.ctx, smtp(), pace)).toBe(2);
    expect(peer.received).toHaveLength(7);
  });

  it('delivers each email once when several senders work the outbox at the same time', async ({ t, peer, smtp, queue }) => {
    const everyone = people(60);
    await queue(...everyone.map((to) => mail(to)));
    const transport = smtp();
    const pace = { ...DEFAULT_PACE, perMinute: 1000, batch: 10 };
    for (let round = 0; round < 3; round++) await Promise.all([1, 2, 3, 4].map(() => deliverDueMail(t.ctx, transport, pace)));
    const ids = peer.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(peer.received.map((m) => m.subject).sort()).toEqual(everyone.map((to) => `Hello ${to}`).sort());
  });

  // PGlite answers one query at a time and cannot show the race: three instances, each with a pool of its own.
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'keeps to the pace per minute when several instances deliver at the same time',
    async ({ t, queue, statuses }) => {
      await queue(...people(40).map((to) => mail(to)));
      const instances = await Promise.all([1, 2, 3].map(async () => openDatabase({ url: await testDatabaseUrl() })));
      try {
        const sentTo: string[] = [];
        const recording: MailTransport = { send: async (m) => void sentTo.push(m.to) };
        const pace = { ...DEFAULT_PACE, perMinute: 5, batch: 5 };
        const contexts: AppContext[] = instances.map((database) => ({ ...t.ctx, db: database.db, database }));
        for (let round = 0; round < 3; round++) {
          await Promise.all(contexts.flatMap((ctx) => [1, 2, 3].map(() => deliverDueMail(ctx, recording, pace))));
        }
        expect(sentTo).toHaveLength(5);
        expect(new Set(sentTo).size).toBe(5);
        expect((await statuses()).filter((s) => s.status !== 'queued')).toHaveLength(5);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
      }
    },
  );

  it('stops sending once its own lease has run out, leaving the rest to be claimed again', async ({ t, queue, statuses }) => {
    await queue(...people(5).map((to) => mail(to)));
    const pace = { ...DEFAULT_PACE, leaseMs: 10_000, connections: 1 };
    const sentTo: string[] = [];
    // A machine so slow that one email takes the whole lease.
    const slow: MailTransport = {
      send: async (m) => {
        sentTo.push(m.to);
        t.clock.advance(10_000);
      },
    };
    expect(await deliverDueMail(t.ctx, slow, pace)).toBe(1);
    expect(await deliverDueMail(t.ctx, slow, pace)).toBe(1);
    while ((await deliverDueMail(t.ctx, slow, pace)) > 0);
    expect(sentTo.sort()).toEqual(people(5));
    expect((await statuses()).map((s) => s.status)).toEqual(Array(5).fill('sent'));
  });

  it('runs one delivery round at a time, however slow a round is, with at most `connections` emails leaving at once', async ({
    t,
    queue,
    statuses,
  }) => {
    await queue(...people(12).map((to) => mail(to)));
    let sending = 0;
    let most = 0;
    const slow: MailTransport = {
      send: async () => {
        sending++;
        most = Math.max(most, sending);
        await new Promise((resolve) => setTimeout(resolve, 15));
        sending--;
      },
    };
    const delivery = startDelivery(t.ctx, slow, { ...DEFAULT_PACE, batch: 6, connections: 2 }, 1, (err) => {
      throw err;
    });
    await vi.waitFor(async () => expect((await statuses()).every((s) => s.status === 'sent')).toBe(true), { timeout: 5000 });
    await delivery.stop();
    expect(most).toBe(2);
  });

  it('queues one email for an event that fires twice', async ({ t, queue }) => {
    await queue(
      mail('ada@test.goodhours.org', { idempotencyKey: 'blue-square:1' }),
      mail('ada@test.goodhours.org', { idempotencyKey: 'blue-square:1' }),
    );
    await queue(mail('ada@test.goodhours.org', { idempotencyKey: 'blue-square:2' }), mail('ada@test.goodhours.org'));
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(3);
  });
});
