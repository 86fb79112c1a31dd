import { pacificMidnight, WEEK_CLOSE_MESSAGES } from '@goodhours/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, weeklySummaries } from '../../db/schema/index.js';
import { logHours, makeTeam } from '../../test/fixtures.js';
import { auth, createUser, errorOf, login, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { runWeekClose } from './index.js';

const WEEK = '2026-11-15';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp(pacificMidnight('2026-11-22').toISOString());
});
afterEach(async () => {
  await t.app.close();
});

const digests = async () => (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.kind === 'summary-digest');

describe('the weekly summaries digest', () => {
  it('goes once, at the close, to each manager who asked for it, with only the people of their teams', async () => {
    const manager = await createUser(t, 'Manager', { firstName: 'Maria', summaryDigest: true });
    const quiet = await createUser(t, 'Manager', { firstName: 'Quentin' });
    const wrote = await createUser(t, 'Volunteer', { firstName: 'Amara', lastName: 'Okafor' });
    const silent = await createUser(t, 'Volunteer', { firstName: 'Ben', lastName: 'Hartley' });
    const elsewhere = await createUser(t, 'Volunteer', { firstName: 'Zoe', lastName: 'Far' });
    await makeTeam(t, 'North', [manager.id, wrote.id, silent.id]);
    await makeTeam(t, 'South', [quiet.id, elsewhere.id]);
    await logHours(t, wrote.id, 7.5);
    await t.ctx.db.insert(weeklySummaries).values({
      userId: wrote.id,
      weekStart: WEEK,
      summary: '<p>Plastered the <strong>north</strong> wall &amp; the door.</p>',
      dueDate: new Date(),
    });

    await runWeekClose(t.ctx, WEEK);
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ to: manager.email, subject: WEEK_CLOSE_MESSAGES.digestSubject('Nov-15-26 to Nov-21-26') });
    expect(digest?.text).toContain('Amara Okafor: 7.5 of 10 hours\nPlastered the north wall & the door.');
    expect(digest?.text).toContain('Ben Hartley: 0 of 10 hours\nNo summary submitted.');
    expect(digest?.text).not.toContain('Zoe');
    expect(digest?.html).toContain('<strong>north</strong>');

    await runWeekClose(t.ctx, WEEK);
    expect(await digests()).toHaveLength(1);
    const owner = await signedIn(t, 'Owner');
    const resent = await t.app.inject({ method: 'POST', url: `/api/weekclose/${WEEK}/resend`, headers: auth(owner.token) });
    expect(resent.json()).toMatchObject({ digests: 1 });
    expect(await digests()).toHaveLength(2);
  });
});

describe('asking for the digest', () => {
  const url = (id: string) => `/api/userprofile/${id}/summarydigest`;

  it('is one’s own choice: read and changed by the person, refused to anyone else and to bad input', async () => {
    const manager = await createUser(t, 'Manager');
    const token = await login(t, manager.email);
    expect((await t.app.inject({ method: 'GET', url: url(manager.id), headers: auth(token) })).json()).toEqual({ enabled: false });
    const on = await t.app.inject({ method: 'PUT', url: url(manager.id), headers: auth(token), payload: { enabled: true } });
    expect(on.json()).toEqual({ enabled: true });
    expect((await t.app.inject({ method: 'GET', url: url(manager.id), headers: auth(token) })).json()).toEqual({ enabled: true });

    const admin = await signedIn(t, 'Administrator');
    const other = await t.app.inject({ method: 'PUT', url: url(manager.id), headers: auth(admin.token), payload: { enabled: false } });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(WEEK_CLOSE_MESSAGES.digestOwnOnly);
    const bad = await t.app.inject({ method: 'PUT', url: url(manager.id), headers: auth(token), payload: { enabled: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: url(manager.id), headers: auth(token) })).json()).toEqual({ enabled: true });
  });
});
