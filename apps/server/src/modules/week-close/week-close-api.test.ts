import {
  pacificMidnight,
  WEEK_CLOSE_MESSAGES,
  type Infringement,
  type WeekClose,
  type WeekCloseDetail,
  type WeekCloseOutcome,
  type WeekClosePreview,
  infringementContracts,
  weekCloseContracts,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { infringements, mailOutbox, weekCloses } from '../../db/schema/index.js';
import { logHours } from '../../test/fixtures.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn, type TestApp } from '../../test/harness.js';
import { runWeekClose } from './index.js';

const WEEK = '2026-11-15';

// Sunday 22 November 2026, 00:00 Pacific: the week of the 15th has just ended.
const it = test.extend('start', { now: pacificMidnight('2026-11-22').toISOString() });

describe('GET /api/weekclose and /api/weekclose/:weekStart', () => {
  it('shows an Administrator each close and, person by person, what it decided and why', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const missed = await createUser(t, 'Volunteer', { startDate: '2026-01-04', firstName: 'Amara', lastName: 'Okafor' });
    await logHours(t, missed.id, 4, { date: '2026-11-18' });
    await runWeekClose(t.ctx, WEEK);

    const history = await api(t, admin.token).call(weekCloseContracts.history);
    expect(history.statusCode).toBe(200);
    const [close] = history.json<WeekClose[]>();
    expect(close).toMatchObject({ weekStart: WEEK, weekEnd: '2026-11-21', people: 2, blueSquares: 2 });
    expect(close?.finishedAt).not.toBeNull();

    const detail = await api(t, admin.token).call(weekCloseContracts.week, { params: { weekStart: WEEK } });
    expect(detail.statusCode).toBe(200);
    const amara = detail.json<WeekCloseDetail>().outcomes.find((o) => o.userId === missed.id);
    expect(amara).toMatchObject({
      firstName: 'Amara',
      tangibleHours: 4,
      requiredHours: 10,
      summaryPresent: false,
      blueSquareReason: 'both',
      blueSquare:
        'Weekly commitment not met and weekly summary not submitted in the week of Nov-15-26 to Nov-21-26: logged 4 of 10 committed hours.',
    });
    expect(amara?.infringementId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a Volunteer, names a week that was not closed, and asks for a Sunday', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const owner = await signedIn(t, 'Owner');
    expect((await api(t, volunteer.token).call(weekCloseContracts.history)).statusCode).toBe(403);
    expect((await api(t, volunteer.token).call(weekCloseContracts.preview)).statusCode).toBe(403);
    const notClosed = await api(t, owner.token).call(weekCloseContracts.week, { params: { weekStart: '2026-11-08' } });
    expect(notClosed.statusCode).toBe(404);
    expect(errorOf(notClosed).message).toBe(WEEK_CLOSE_MESSAGES.notClosed);
    for (const bad of ['2026-11-16', '2026-02-30', 'last-week']) {
      const res = await api(t, owner.token).call(weekCloseContracts.week, { params: { weekStart: bad } });
      expect(res.statusCode, bad).toBe(422);
      expect(errorOf(res).message).toBe(WEEK_CLOSE_MESSAGES.weekInvalid);
    }
    expect(await t.ctx.db.select().from(weekCloses)).toEqual([]);
  });
});

describe('GET /api/weekclose/preview', () => {
  it('says what the coming close would do now, by the same rules, and writes nothing', async ({ t }) => {
    t.clock.set('2026-11-25T20:00:00Z'); // Wednesday of the next week
    const owner = await signedIn(t, 'Owner');
    const behind = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    const newcomer = await createUser(t, 'Volunteer', { startDate: '2026-11-24' });
    await logHours(t, behind.id, 2, { date: '2026-11-23' });

    const res = await api(t, owner.token).call(weekCloseContracts.preview);
    expect(res.statusCode).toBe(200);
    const preview = res.json<WeekClosePreview>();
    expect(preview).toMatchObject({ weekStart: '2026-11-22', weekEnd: '2026-11-28', people: 3, blueSquares: 2, exemptions: 1 });
    expect(preview.outcomes.find((o) => o.userId === behind.id)).toMatchObject({
      tangibleHours: 2,
      blueSquareReason: 'both',
      infringementId: null,
    });
    expect(preview.outcomes.find((o) => o.userId === newcomer.id)).toMatchObject({
      exemption: 'started-after-week-began',
      blueSquare: null,
    });
    expect(await t.ctx.db.select().from(weekCloses)).toEqual([]);
  });
});

describe('POST /api/weekclose/:weekStart/waive/:userId', () => {
  const waive = (t: TestApp, token: string, userId: string, reason: string, week = WEEK) =>
    api(t, token).call(weekCloseContracts.waive, { params: { weekStart: week, userId }, body: { reason } });

  it('removes the blue square, records who waived it and why, tells the person, and only once', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const missed = await createUser(t, 'Volunteer', { startDate: '2026-01-04', firstName: 'Amara', lastName: 'Okafor' });
    await runWeekClose(t.ctx, WEEK);
    // The profile links the blue square to the close that gave it.
    const mine = await login(t, missed.email);
    const before = (await api(t, mine).call(infringementContracts.list, { params: { id: missed.id } })).json<Infringement[]>();
    expect(before.map((i) => i.closeWeek)).toEqual([WEEK]);

    const res = await waive(t, owner.token, missed.id, '  Was on a hospital stay that week.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json<WeekCloseOutcome>()).toMatchObject({
      blueSquareReason: 'both',
      infringementId: null,
      waived: { reason: 'Was on a hospital stay that week.', by: expect.stringMatching(/^Owner Tester/) as unknown },
    });
    expect(await t.ctx.db.select().from(infringements).where(eq(infringements.userId, missed.id))).toEqual([]);
    const mail = (await t.ctx.db.select().from(mailOutbox)).find((m) => m.kind === 'blue-square-waived');
    expect(mail).toMatchObject({ to: missed.email, subject: WEEK_CLOSE_MESSAGES.waivedMailSubject });
    expect(mail?.text).toContain('Reason: Was on a hospital stay that week.');

    const again = await waive(t, owner.token, missed.id, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(WEEK_CLOSE_MESSAGES.alreadyWaived);
  });

  it('refuses a Volunteer, an empty reason, someone the close gave no square, and a week not closed', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const met = await createUser(t, 'Volunteer', { startDate: '2026-01-04', weeklySummaryOption: 'Not Required' });
    await logHours(t, met.id, 10);
    await runWeekClose(t.ctx, WEEK);
    const squares = await t.ctx.db.select().from(infringements);

    expect((await waive(t, volunteer.token, volunteer.id, 'Mine')).statusCode).toBe(403);
    const empty = await waive(t, admin.token, volunteer.id, '   ');
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields).toMatchObject({ reason: WEEK_CLOSE_MESSAGES.reasonRequired });
    const none = await waive(t, admin.token, met.id, 'Nothing to waive');
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).message).toBe(WEEK_CLOSE_MESSAGES.noBlueSquare);
    const notClosed = await waive(t, admin.token, volunteer.id, 'Too early', '2026-11-08');
    expect(notClosed.statusCode).toBe(404);
    expect(await t.ctx.db.select().from(infringements)).toEqual(squares);
  });
});

describe('POST /api/weekclose/:weekStart/resend', () => {
  const resend = (t: TestApp, token: string, week = WEEK) => api(t, token).call(weekCloseContracts.resend, { params: { weekStart: week } });

  it('queues the blue-square emails of the week again, without giving any blue square twice', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const missed = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    await runWeekClose(t.ctx, WEEK);
    const squares = await t.ctx.db.select().from(infringements);
    const before = (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.kind === 'blue-square');

    const res = await resend(t, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blueSquareEmails: squares.length, digests: 0 });
    const after = (await t.ctx.db.select().from(mailOutbox)).filter((m) => m.kind === 'blue-square');
    expect(after).toHaveLength(before.length * 2);
    expect(after.filter((m) => m.to === missed.email)).toHaveLength(2);
    expect(await t.ctx.db.select().from(infringements)).toEqual(squares);
  });

  it('refuses an Administrator (the permission is the Owner’s) and a week not closed', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    await runWeekClose(t.ctx, WEEK);
    const mails = await t.ctx.db.select().from(mailOutbox);
    expect((await resend(t, admin.token)).statusCode).toBe(403);
    expect((await resend(t, owner.token, '2026-11-08')).statusCode).toBe(404);
    expect((await resend(t, owner.token, '2026-11-09')).statusCode).toBe(422);
    expect(await t.ctx.db.select().from(mailOutbox)).toEqual(mails);
  });
});
