import { pacificMidnight, WEEK_CLOSE_MESSAGES, weekCloseContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { mailOutbox, weeklySummaries } from '../../db/schema/index.js';
import { logHours, makeTeam } from '../../test/fixtures.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { runWeekClose } from './index.js';

const WEEK = '2026-11-15';

const it = test.extend('start', { now: pacificMidnight('2026-11-22').toISOString() }).extend(
  'digests',
  ({ t }) =>
    async () =>
      (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.kind === 'summary-digest'),
);

describe('the weekly summaries digest', () => {
  it('goes once, at the close, to each manager who asked for it, with only the people of their teams', async ({ t, digests }) => {
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
    const resent = await api(t, owner.token).call(weekCloseContracts.resend, { params: { weekStart: WEEK } });
    expect(resent.json()).toMatchObject({ digests: 1 });
    expect(await digests()).toHaveLength(2);
  });
});

describe('asking for the digest', () => {
  it('is one’s own choice: read and changed by the person, refused to anyone else and to bad input', async ({ t }) => {
    const manager = await createUser(t, 'Manager');
    const token = await login(t, manager.email);
    const params = { id: manager.id };
    const read = () => api(t, token).call(weekCloseContracts.digest, { params });
    expect((await read()).json()).toEqual({ enabled: false });
    const on = await api(t, token).call(weekCloseContracts.setDigest, { params, body: { enabled: true } });
    expect(on.json()).toEqual({ enabled: true });
    expect((await read()).json()).toEqual({ enabled: true });

    const admin = await signedIn(t, 'Administrator');
    const other = await api(t, admin.token).call(weekCloseContracts.setDigest, { params, body: { enabled: false } });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(WEEK_CLOSE_MESSAGES.digestOwnOnly);
    const bad = await api(t, token).raw(weekCloseContracts.setDigest, { params, body: { enabled: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect((await read()).json()).toEqual({ enabled: true });
  });
});
