import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { authContracts, emailContracts, userContracts, type OutboxMail } from '@goodhours/domain';
import { mailOutbox } from '../../db/schema/index.js';
import { deliverDueMail, type MailTransport } from '../../mail/delivery.js';
import { enqueueMail } from '../../mail/outbox.js';
import { api, test } from '../../test/api.js';
import { createUser, signedIn } from '../../test/harness.js';
import { escapeHtml } from '../../mail/escape-html.js';

/** The temporary password, as the recipient reads it in the body. */
const passwordIn = (text: string) => /^ {4}(\S+)$/m.exec(text)?.[1] ?? '';

/** An email that carries a secret is for its recipient alone (document 4 §9, the outside review). */
const it = test
  .extend(
    'outbox',
    ({ t }) =>
      async (token: string) =>
        api(t, token).call(emailContracts.outbox),
  )
  .extend(
    'rowsTo',
    ({ t }) =>
      (to: string) =>
        t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)),
  )
  .extend('forgotPassword', ({ t, rowsTo }) => async () => {
    const user = await createUser(t, 'Volunteer', { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await api(t).call(authContracts.forgotPassword, { body: { email: user.email, firstName: 'Ada', lastName: 'Lovelace' } });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsTo(user.email);
    const password = passwordIn(row?.text ?? '');
    expect(password).toHaveLength(14);
    return { user, password };
  });

describe('secrets in the outbox', () => {
  it('hides a temporary password from the Owner reading the outbox after a forgot-password', async ({ t, outbox, forgotPassword }) => {
    const owner = await signedIn(t, 'Owner');
    const { user, password } = await forgotPassword();
    const res = await outbox(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(password);
    const mail = res.json<OutboxMail[]>().find((m) => m.to === user.email);
    expect(mail).toMatchObject({ status: 'queued', kind: 'forgot-password', text: null, bodyHidden: true });
  });

  it('shows no password to the Owner after a user is created with a temporary password', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    const password = 'Welcome#2026x';
    const created = await api(t, owner.token).call(userContracts.create, {
      body: { firstName: 'Mary', lastName: 'Jackson', email: 'mary@example.org', role: 'Volunteer', password },
    });
    expect(created.statusCode).toBe(201);
    const res = await outbox(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(password);
  });

  it('still shows the body of an email without a secret', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    await enqueueMail(t.ctx.db, t.clock.now(), {
      to: 'grace@example.org',
      subject: 'Hi',
      text: 'Plain news',
      html: '<p>Plain news</p>',
      kind: 'test',
    });
    expect((await outbox(owner.token)).json<OutboxMail[]>()).toMatchObject([{ text: 'Plain news', bodyHidden: false }]);
  });

  it('delivers the secret to its recipient, then erases the body from the table', async ({ t, rowsTo, forgotPassword }) => {
    const { user, password } = await forgotPassword();
    await enqueueMail(t.ctx.db, t.clock.now(), {
      to: 'grace@example.org',
      subject: 'Hi',
      text: 'Plain news',
      html: '<p>Plain news</p>',
      kind: 'test',
    });
    const delivered: { to: string; text: string; html: string }[] = [];
    const transport: MailTransport = {
      send(m) {
        delivered.push(m);
        return Promise.resolve();
      },
    };
    expect(await deliverDueMail(t.ctx, transport)).toBe(2);
    const received = delivered.find((m) => m.to === user.email);
    expect(received?.text).toContain(password);
    // The HTML part holds it escaped (a temporary password may contain & or <).
    expect(received?.html).toContain(escapeHtml(password));
    const [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ status: 'sent', text: '', html: '' });
    const [plain] = await rowsTo('grace@example.org');
    expect(plain).toMatchObject({ status: 'sent', text: 'Plain news' });
  });

  it('erases the secret of an email that failed for good', async ({ t, rowsTo, forgotPassword }) => {
    const { user } = await forgotPassword();
    const transport: MailTransport = { send: () => Promise.reject(new Error('connection refused')) };
    for (let i = 0; i < 6; i++) {
      await deliverDueMail(t.ctx, transport);
      t.clock.advance(40 * 60_000);
    }
    const [row] = await rowsTo(user.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 6, text: '', html: '' });
  });
});
