import {
  ANNOUNCEMENT_MESSAGES as M,
  type AnnouncementSent,
  type AnnouncementSummary,
  type Announcement,
  announcementContracts,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { announcements, emailImages, mailOutbox, teamMembers, teams, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';

const audience = (extra: Record<string, unknown>) => ({
  everyone: false,
  teamIds: [],
  roles: [],
  subscribers: false,
  emails: '',
  ...extra,
});

/** A 1×1 transparent PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const it = test
  .extend(
    'outbox',
    ({ t }) =>
      () =>
        t.ctx.db.select().from(mailOutbox),
  )
  .extend('teamOf', ({ t }) => async (...emails: string[]): Promise<string> => {
    const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Engines' }).returning();
    for (const email of emails) {
      const user = await createUser(t, 'Volunteer', { email });
      await t.ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: user.id });
    }
    return team!.id;
  });

describe('announcements', () => {
  it('queues one email per member of the chosen team, each with its own unsubscribe link, and skips those who stopped them', async ({
    t,
    outbox,
    teamOf,
  }) => {
    const owner = await signedIn(t, 'Owner');
    const teamId = await teamOf('ada@example.org', 'bob@example.org', 'cy@example.org', 'dee@example.org');
    await t.ctx.db.update(users).set({ announcementEmails: false }).where(eq(users.email, 'cy@example.org'));
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.email, 'dee@example.org'));

    const answer = await api(t, owner.token).call(announcementContracts.send, {
      body: {
        subject: '',
        html: '<p>Hello <strong>team</strong></p><script>alert(1)</script>',
        audience: audience({ teamIds: [teamId], emails: 'BOB@example.org, guest@example.org' }),
      },
    });
    expect(answer.statusCode).toBe(202);
    const sent = answer.json<AnnouncementSent>();
    expect(sent.message).toBe(M.sent);
    expect(sent.announcement).toMatchObject({ subject: M.defaultTitle, recipients: 3, skipped: 1, source: 'announcements' });
    expect(sent.announcement.progress.queued).toBe(3);

    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['ada@example.org', 'bob@example.org', 'guest@example.org']);
    const tokens = new Set<string>();
    for (const mail of mails) {
      expect(mail.subject).toBe(M.defaultTitle);
      expect(mail.html).toContain('<p>Hello <strong>team</strong></p>');
      expect(mail.html).not.toMatch(/<script|alert/);
      expect(mail.text).toContain('Hello team');
      const token = /email-unsubscribe\?token=([\w.-]+)/.exec(mail.text)?.[1];
      expect(mail.unsubscribeUrl).toBe(`http://localhost:4500/api/email-subscriptions/one-click?token=${String(token)}`);
      tokens.add(String(token));
    }
    expect(tokens.size).toBe(3);
  });

  it('refuses a list that is empty or holds a bad address with the spec’s messages, and queues nothing', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    const empty = await api(t, owner.token).call(announcementContracts.send, {
      body: { html: '<p>Hi</p>', audience: audience({ emails: ' , ' }) },
    });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(M.emptyList);
    const bad = await api(t, owner.token).call(announcementContracts.send, {
      body: {
        html: '<p>Hi</p>',
        audience: audience({ emails: 'ok@example.org, nope, also@bad' }),
      },
    });
    expect(errorOf(bad).message).toBe('Error: Invalid email addresses: nope, also@bad');
    const blank = await api(t, owner.token).call(announcementContracts.send, {
      body: { html: '<p> </p>', audience: audience({ everyone: true }) },
    });
    expect(errorOf(blank).message).toBe(M.emptyBody);
    const unknownTeam = await api(t, owner.token).call(announcementContracts.send, {
      body: { html: '<p>Hi</p>', audience: audience({ teamIds: ['x'] }) },
    });
    expect(unknownTeam.statusCode).toBe(422);
    expect(await outbox()).toHaveLength(0);
  });

  it('is refused to a caller without sendEmails, and /sendemail to all but Administrators and Owners', async ({ t, outbox }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const manager = await signedIn(t, 'Manager');
    const admin = await signedIn(t, 'Administrator');
    const message = { subject: 'Hi', html: '<p>Hi</p>' };
    expect(
      (await api(t, volunteer.token).call(announcementContracts.send, { body: { ...message, audience: audience({ everyone: true }) } }))
        .statusCode,
    ).toBe(403);
    expect((await api(t, volunteer.token).call(announcementContracts.list)).statusCode).toBe(403);
    expect(
      (await api(t, manager.token).call(announcementContracts.sendEmail, { body: { ...message, to: 'a@example.org' } })).statusCode,
    ).toBe(403);
    expect(await outbox()).toHaveLength(0);

    const bad = await api(t, admin.token).call(announcementContracts.sendEmail, { body: { ...message, to: '' } });
    expect(errorOf(bad).message).toBe(M.emptyList);
    const ok = await api(t, admin.token).call(announcementContracts.sendEmail, { body: { ...message, to: 'a@example.org;b@example.org' } });
    expect(ok.statusCode).toBe(202);
    expect(ok.json<AnnouncementSent>()).toMatchObject({ message: M.sent, announcement: { source: 'sendemail', recipients: 2 } });
    expect((await outbox()).map((m) => m.to).sort()).toEqual(['a@example.org', 'b@example.org']);
  });

  it('stores a picture once, links it from every copy and serves it; refuses one over 1 MB', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    const html = `<p>Look</p><p><img src="data:image/png;base64,${PIXEL}" alt="A dot"></p>`;
    await api(t, owner.token).call(announcementContracts.send, {
      body: { html, audience: audience({ emails: 'a@example.org b@example.org' }) },
    });
    const mails = await outbox();
    const links = mails.map((m) => /<img src="([^"]+)" alt="A dot"/.exec(m.html)?.[1]);
    expect(links[0]).toMatch(/^http:\/\/localhost:4500\/api\/email-images\/[0-9a-f-]{36}$/);
    expect(links[1]).toBe(links[0]);
    // The link the mail carries is the image route's address.
    const [, imageId] = /^\/api\/email-images\/(.+)$/.exec(new URL(String(links[0])).pathname) ?? [];
    const picture = await api(t).call(announcementContracts.image, { params: { id: String(imageId) } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(Buffer.from(PIXEL, 'base64'))).toBe(true);

    const huge = Buffer.alloc(1024 * 1024 + 1).toString('base64');
    const refused = await api(t, owner.token).call(announcementContracts.send, {
      body: {
        html: `<img src="data:image/png;base64,${huge}">`,
        audience: audience({ everyone: true }),
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(M.pictureTooLarge);
    expect(await outbox()).toHaveLength(2);
  });

  it('stores nothing, not even a picture, for an announcement nobody would receive', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    await createUser(t, 'Volunteer', { email: 'cy@example.org', announcementEmails: false });
    const other = Buffer.from(PIXEL, 'base64');
    other[other.length - 1] = 0x83;
    const refused = await api(t, owner.token).call(announcementContracts.send, {
      body: {
        html: `<p><img src="data:image/png;base64,${other.toString('base64')}"></p>`,
        audience: audience({ emails: 'cy@example.org' }),
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ message: M.noneReached, fields: { 'audience.emails': M.noneReached } });
    expect(await t.ctx.db.select().from(emailImages)).toHaveLength(0);
    expect(await t.ctx.db.select().from(announcements)).toHaveLength(0);
  });

  it('lists the history with progress, opens one, and resends it to its audience as it is now', async ({ t, teamOf }) => {
    const owner = await signedIn(t, 'Owner');
    const teamId = await teamOf('ada@example.org');
    const first = (
      await api(t, owner.token).call(announcementContracts.send, {
        body: { subject: 'News', html: '<p>One</p>', audience: audience({ teamIds: [teamId] }) },
      })
    ).json<AnnouncementSent>().announcement;
    await t.ctx.db.update(mailOutbox).set({ status: 'sent', sentAt: t.clock.now() });
    const bob = await createUser(t, 'Volunteer', { email: 'bob@example.org' });
    await t.ctx.db.insert(teamMembers).values({ teamId, userId: bob.id });

    const opened = (await api(t, owner.token).call(announcementContracts.get, { params: { id: first.id } })).json<Announcement>();
    expect(opened).toMatchObject({ subject: 'News', html: '<p>One</p>', recipients: 1 });
    expect(opened.progress).toMatchObject({ sent: 1, queued: 0 });

    t.clock.advance(1000);
    const again = await api(t, owner.token).raw(announcementContracts.resend, { params: { id: first.id }, body: {} });
    expect(again.statusCode).toBe(202);
    expect(again.json<AnnouncementSent>().announcement.recipients).toBe(2);
    const history = (await api(t, owner.token).call(announcementContracts.list)).json<AnnouncementSummary[]>();
    expect(history.map((a) => [a.subject, a.recipients, a.progress.sent, a.progress.queued])).toEqual([
      ['News', 2, 0, 2],
      ['News', 1, 1, 0],
    ]);
    expect(
      (await api(t, owner.token).call(announcementContracts.get, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode,
    ).toBe(404);
  });

  it('sends a test to the caller alone and previews the email as it will leave', async ({ t, outbox }) => {
    const owner = await signedIn(t, 'Owner');
    const test = await api(t, owner.token).call(announcementContracts.test, { body: { subject: 'Draft', html: '<p>Draft</p>' } });
    expect(test.statusCode).toBe(202);
    expect((await outbox()).map((m) => [m.to, m.subject])).toEqual([[owner.email, 'Draft']]);
    const preview = (await api(t, owner.token).call(announcementContracts.preview, { body: { html: '<p>Soon</p>' } })).json<{
      subject: string;
      html: string;
    }>();
    expect(preview.subject).toBe(M.defaultTitle);
    expect(preview.html).toContain('<p>Soon</p>');
    expect(preview.html).toContain('Harbour Volunteers');
  });

  it('lets a member choose announcements for themselves only', async ({ t }) => {
    const ada = await signedIn(t, 'Volunteer');
    const bob = await createUser(t, 'Volunteer');
    const read = () => api(t, ada.token).call(announcementContracts.preference, { params: { id: ada.id } });
    expect((await read()).json()).toEqual({ enabled: true });
    const off = await api(t, ada.token).call(announcementContracts.setPreference, { params: { id: ada.id }, body: { enabled: false } });
    expect(off.json()).toEqual({ enabled: false });
    const other = await api(t, ada.token).call(announcementContracts.setPreference, { params: { id: bob.id }, body: { enabled: false } });
    expect(other.statusCode).toBe(403);
    const bad = await api(t, ada.token).raw(announcementContracts.setPreference, { params: { id: ada.id }, body: { enabled: 'no' } });
    expect(bad.statusCode).toBe(422);
    expect((await read()).json()).toEqual({ enabled: false });
  });
});
