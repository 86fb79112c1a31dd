import { pacificMidnight } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  infringements,
  mailOutbox,
  timeOffRequests,
  users,
  weekCloseOutcomes,
  weekCloses,
  weeklySummaries,
} from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { openDatabase } from '../../db/client.js';
import { logHours, makeTeam } from '../../test/fixtures.js';
import { test } from '../../test/api.js';
import { createUser, testDatabaseUrl } from '../../test/harness.js';
import { dueWeeks, runDueWeekCloses, runWeekClose } from './index.js';

// The week of Sunday 15 to Saturday 21 November 2026, closed at Sunday 22 November 00:00 Pacific.
const WEEK = '2026-11-15';
const CLOSE = pacificMidnight('2026-11-22');

const it = test
  .extend('start', { now: CLOSE.toISOString() })
  .extend(
    'summary',
    ({ t }) =>
      (userId: string, text = 'Built the north wall.') =>
        t.ctx.db.insert(weeklySummaries).values({ userId, weekStart: WEEK, summary: text, dueDate: CLOSE }),
  )
  .extend(
    'squaresOf',
    ({ t }) =>
      (userId: string) =>
        t.ctx.db.select().from(infringements).where(eq(infringements.userId, userId)),
  )
  .extend(
    'person',
    ({ t }) =>
      async (id: string) =>
        (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0],
  )
  .extend(
    'outcome',
    ({ t }) =>
      async (id: string) =>
        (await t.ctx.db.select().from(weekCloseOutcomes).where(eq(weekCloseOutcomes.userId, id)))[0],
  )
  .extend(
    'mails',
    ({ t }) =>
      () =>
        t.ctx.db.select().from(mailOutbox),
  );

describe('the weekly close', () => {
  it('gives a blue square with its reason and email to who missed, nothing to who met, and records why', async ({
    t,
    summary,
    squaresOf,
    person,
    outcome,
    mails,
  }) => {
    const met = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    await logHours(t, met.id, 10, { date: '2026-11-17' });
    await summary(met.id);
    const missed = await createUser(t, 'Volunteer', { startDate: '2026-01-04', personalBestMaxHrs: 3 });
    await logHours(t, missed.id, 6.5, { date: '2026-11-21' });
    await logHours(t, missed.id, 4, { date: '2026-11-22' }); // the next week: not counted

    const result = await runWeekClose(t.ctx, WEEK);

    expect(result).toMatchObject({ decided: 2, blueSquares: 1, exemptions: 0, alreadyClosed: false });
    expect(await squaresOf(met.id)).toEqual([]);
    const [square] = await squaresOf(missed.id);
    expect(square).toMatchObject({
      date: '2026-11-21',
      description:
        'Weekly commitment not met and weekly summary not submitted in the week of Nov-15-26 to Nov-21-26: logged 6.5 of 10 committed hours.',
    });
    expect(await outcome(missed.id)).toMatchObject({
      blueSquareReason: 'both',
      summaryPresent: false,
      requiredHours: 10,
      tangibleSeconds: 6.5 * 3600,
      infringementId: square?.id,
    });
    expect((await person(missed.id))?.personalBestMaxHrs).toBe(6.5);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: missed.email, kind: 'blue-square' });
    expect(sent[0]?.text).toContain('Reason: Weekly commitment not met');
    const [week] = await t.ctx.db.select().from(weekCloses);
    expect(week).toMatchObject({ weekStart: WEEK, people: 2, blueSquares: 1, exemptions: 0 });
    expect(week?.finishedAt).not.toBeNull();
  });

  it('changes nothing when the same week is closed again', async ({ t, squaresOf, mails }) => {
    const missed = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    await runWeekClose(t.ctx, WEEK);
    const again = await runWeekClose(t.ctx, WEEK);
    expect(again).toMatchObject({ decided: 0, alreadyClosed: true });
    expect(await squaresOf(missed.id)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('gives each person one close when two runs race for the same week', async ({ t, squaresOf, mails }) => {
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t, 'Volunteer', { startDate: '2026-01-04' })));
    const [a, b] = await Promise.all([runWeekClose(t.ctx, WEEK), runWeekClose(t.ctx, WEEK)]);
    expect((a?.decided ?? 0) + (b?.decided ?? 0)).toBe(5);
    for (const p of people) expect(await squaresOf(p.id)).toHaveLength(1);
    expect(await mails()).toHaveLength(5);
  });

  it('resumes a close that was cut short with the people it had not done', async ({ t, squaresOf }) => {
    const done = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    const left = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    // A close that decided `done` and stopped: its claim has no end.
    await t.ctx.db.insert(weekCloses).values({ weekStart: WEEK, startedAt: CLOSE });
    await t.ctx.db.insert(weekCloseOutcomes).values({
      weekStart: WEEK,
      userId: done.id,
      tangibleSeconds: 0,
      requiredHours: 10,
      summaryPresent: false,
      missedHoursBefore: 0,
      missedHoursAfter: 0,
      personalBestAfter: 0,
      decidedAt: CLOSE,
    });

    expect(await dueWeeks(t.ctx)).toEqual([WEEK]);
    const [result] = await runDueWeekCloses(t.ctx);
    expect(result).toMatchObject({ weekStart: WEEK, decided: 1 });
    expect(await squaresOf(done.id)).toEqual([]);
    expect(await squaresOf(left.id)).toHaveLength(1);
    expect((await t.ctx.db.select().from(weekCloses))[0]).toMatchObject({ people: 2, blueSquares: 1 });
  });

  it('exempts a new starter and someone on time off, and removes the time off that has ended', async ({ t, outcome }) => {
    const starter = await createUser(t, 'Volunteer', { startDate: '2026-11-18' });
    const away = await createUser(t, 'Volunteer', { startDate: '2026-01-04' });
    await t.ctx.db.insert(timeOffRequests).values([
      { userId: away.id, startingDate: '2026-11-15', endingDate: '2026-11-21', duration: 1, reason: 'Family' },
      { userId: away.id, startingDate: '2026-12-06', endingDate: '2026-12-12', duration: 1, reason: 'Travel' },
    ]);

    expect(await runWeekClose(t.ctx, WEEK)).toMatchObject({ decided: 2, blueSquares: 0, exemptions: 2 });
    expect(await outcome(starter.id)).toMatchObject({ exemption: 'started-after-week-began', blueSquareReason: null });
    expect(await outcome(away.id)).toMatchObject({ exemption: 'time-off', blueSquareReason: null });
    const still = await t.ctx.db.select().from(timeOffRequests);
    expect(still.map((r) => r.startingDate)).toEqual(['2026-12-06']);
  });

  it("carries the Core Team's missed hours into the next week", async ({ t, summary, person, outcome }) => {
    const core = await createUser(t, 'Core Team', { startDate: '2026-01-04', weeklyCommittedHours: 10, missedHours: 2 });
    await logHours(t, core.id, 9, { date: '2026-11-16' });
    await summary(core.id);
    await runWeekClose(t.ctx, WEEK);
    expect(await outcome(core.id)).toMatchObject({
      requiredHours: 12,
      missedHoursBefore: 2,
      missedHoursAfter: 3,
      blueSquareReason: 'hours',
    });
    expect((await person(core.id))?.missedHours).toBe(3);
  });

  it('leaves out inactive people', async ({ t, squaresOf }) => {
    const gone = await createUser(t, 'Volunteer', { startDate: '2026-01-04', isActive: false });
    expect(await runWeekClose(t.ctx, WEEK)).toMatchObject({ decided: 0 });
    expect(await squaresOf(gone.id)).toEqual([]);
  });
});

describe('which weeks are due', () => {
  it('is the week just ended when nothing was closed yet, then every week missed since, oldest first', async ({ t }) => {
    expect(await dueWeeks(t.ctx)).toEqual([WEEK]);
    await runDueWeekCloses(t.ctx);
    expect(await dueWeeks(t.ctx)).toEqual([]);
    t.clock.set(pacificMidnight('2026-12-13').toISOString()); // down for three Sundays
    expect(await dueWeeks(t.ctx)).toEqual(['2026-11-22', '2026-11-29', '2026-12-06']);
  });

  it('is the week before the Sunday at midnight on both daylight-saving changes', async ({ t }) => {
    // Clocks went back on Sunday 1 November 2026 and go forward on Sunday 14 March 2027.
    t.clock.set(pacificMidnight('2026-11-08').toISOString());
    expect(pacificMidnight('2026-11-08').toISOString()).toBe('2026-11-08T08:00:00.000Z');
    expect(await dueWeeks(t.ctx)).toEqual(['2026-11-01']);
    t.clock.set(new Date(pacificMidnight('2026-11-08').getTime() - 1000).toISOString());
    expect(await dueWeeks(t.ctx)).toEqual(['2026-10-25']);
    t.clock.set(pacificMidnight('2027-03-21').toISOString());
    expect(pacificMidnight('2027-03-21').toISOString()).toBe('2027-03-21T07:00:00.000Z');
    expect(await dueWeeks(t.ctx)).toEqual(['2027-03-14']);
  });
});

describe('two server instances on one PostgreSQL', () => {
  // Two connection pools, as two app instances have: each person's close and the week's end are
  // decided by the database, so the week is closed once whichever instance gets there first.
  it.runIf(process.env.TEST_DB === 'postgres')('close the week once between them', async ({ t, squaresOf, mails }) => {
    const manager = await createUser(t, 'Manager', { startDate: '2026-01-04', summaryDigest: true });
    const people = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => createUser(t, 'Volunteer', { startDate: '2026-01-04' })));
    await makeTeam(t, 'North', [manager.id, ...people.map((p) => p.id)]);
    const other = await openDatabase({ url: await testDatabaseUrl() });
    try {
      const second: AppContext = { ...t.ctx, db: other.db, database: other };
      const [a, b] = await Promise.all([runWeekClose(t.ctx, WEEK), runWeekClose(second, WEEK)]);
      expect((a?.decided ?? 0) + (b?.decided ?? 0)).toBe(9);
      for (const p of people) expect(await squaresOf(p.id)).toHaveLength(1);
      const sent = await mails();
      expect(sent.filter((m) => m.kind === 'blue-square')).toHaveLength(9);
      expect(sent.filter((m) => m.kind === 'summary-digest')).toHaveLength(1);
      expect(await t.ctx.db.select().from(weekCloseOutcomes)).toHaveLength(9);
    } finally {
      await other.close();
    }
  });
});
