import { pacificMidnight } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import {
  archivedInfringements,
  badges,
  infringements,
  projects,
  userBadges,
  type users,
  weekCloseOutcomes,
  weekCloses,
} from '../../db/schema/index.js';
import { logHours, makeTeam } from '../../test/fixtures.js';
import { test } from '../../test/api.js';
import { createUser } from '../../test/harness.js';
import { runWeekClose } from './index.js';

// The week of Sunday 15 to Saturday 21 November 2026, closed at Sunday 22 November 00:00 Pacific.
const WEEK = '2026-11-15';
const CLOSE_DAY = '2026-11-22';

const it = test
  .extend('start', { now: pacificMidnight(CLOSE_DAY).toISOString() })
  .extend('badge', ({ t }) => async (badgeName: string, type: string, criteria: Partial<typeof badges.$inferInsert> = {}) => {
    const [row] = await t.ctx.db
      .insert(badges)
      .values({ badgeName, type, ...criteria })
      .returning({ id: badges.id });
    return row!.id;
  })
  .extend(
    'held',
    ({ t }) =>
      async (userId: string) =>
        (await t.ctx.db.select().from(userBadges).innerJoin(badges, eq(badges.id, userBadges.badgeId)).where(eq(userBadges.userId, userId)))
          .map((r) => ({ name: r.badges.badgeName, count: r.user_badges.count, earnedDates: r.user_badges.earnedDates }))
          .sort((a, b) => a.name.localeCompare(b.name)),
  )
  // People are 'Not Required' to write summaries here, so only their hours decide a blue square.
  .extend(
    'volunteer',
    ({ t }) =>
      (over: Partial<typeof users.$inferInsert> = {}) =>
        createUser(t, 'Volunteer', { startDate: '2026-01-04', weeklySummaryOption: 'Not Required', ...over }),
  );

describe('badges at the weekly close', () => {
  it('gives the week’s badges, records them with the decision, and gives nothing twice on a rerun', async ({
    t,
    badge,
    held,
    volunteer,
  }) => {
    await badge('1x', 'Minimum Hours Multiple', { multiple: 1 });
    await badge('2x', 'Minimum Hours Multiple', { multiple: 2 });
    await badge('Personal Best', 'Personal Max');
    await badge('Top of the Week', 'Most Hrs in Week');
    const kind = await badge('Kind Word', 'Custom', { excludedFromCount: true });
    const top = await volunteer({ personalBestMaxHrs: 30 });
    const tie = await volunteer({ personalBestMaxHrs: 30 });
    const steady = await volunteer({ personalBestMaxHrs: 5 });
    await logHours(t, top.id, 25, { date: '2026-11-16' });
    await logHours(t, tie.id, 25, { date: '2026-11-18' });
    await logHours(t, steady.id, 12, { date: '2026-11-18' });
    await t.ctx.db.insert(userBadges).values({ userId: steady.id, badgeId: kind, earnedDates: ['2026-10-04'] });

    const result = await runWeekClose(t.ctx, WEEK);

    expect(result).toMatchObject({ decided: 3, blueSquares: 0, badges: 6 });
    expect(await held(top.id)).toEqual([
      { name: '2x', count: 1, earnedDates: [CLOSE_DAY] },
      { name: 'Top of the Week', count: 1, earnedDates: [CLOSE_DAY] },
    ]);
    expect((await held(tie.id)).map((b) => b.name)).toEqual(['2x', 'Top of the Week']);
    expect((await held(steady.id)).map((b) => b.name)).toEqual(['1x', 'Kind Word', 'Personal Best']);
    const [outcome] = await t.ctx.db.select().from(weekCloseOutcomes).where(eq(weekCloseOutcomes.userId, steady.id));
    expect(outcome?.badgesEarned.map((b) => b.name)).toEqual(['1x', 'Personal Best']);
    expect((await t.ctx.db.select().from(weekCloses))[0]).toMatchObject({ badges: 6 });

    expect(await runWeekClose(t.ctx, WEEK)).toMatchObject({ decided: 0, alreadyClosed: true });
    expect((await held(top.id)).map((b) => b.count)).toEqual([1, 1]);
  });

  it('counts a repeat: the date is added and the count grows', async ({ t, badge, held, volunteer }) => {
    const one = await badge('1x', 'Minimum Hours Multiple', { multiple: 1 });
    const person = await volunteer();
    await t.ctx.db
      .insert(userBadges)
      .values({ userId: person.id, badgeId: one, count: 3, earnedDates: ['2026-10-04', '2026-10-11', '2026-11-15'] });
    await logHours(t, person.id, 10);
    await runWeekClose(t.ctx, WEEK);
    expect(await held(person.id)).toEqual([{ name: '1x', count: 4, earnedDates: ['2026-10-04', '2026-10-11', '2026-11-15', CLOSE_DAY] }]);
  });

  it('gives a streak the week it is reached from the weekly totals, replacing a shorter one at the same hours', async ({
    t,
    badge,
    held,
    volunteer,
  }) => {
    const short = await badge('10h for 2 weeks', 'X Hours for X Week Streak', { totalHrs: 10, weeks: 2 });
    await badge('10h for 3 weeks', 'X Hours for X Week Streak', { totalHrs: 10, weeks: 3 });
    const person = await volunteer();
    for (const date of ['2026-11-02', '2026-11-09', '2026-11-16']) await logHours(t, person.id, 10, { date });
    await t.ctx.db.insert(userBadges).values({ userId: person.id, badgeId: short, earnedDates: ['2026-11-15'] });
    await runWeekClose(t.ctx, WEEK);
    expect(await held(person.id)).toEqual([{ name: '10h for 3 weeks', count: 1, earnedDates: [CLOSE_DAY] }]);
  });

  it('gives the highest category total once, a lead badge to a manager, and a clean streak', async ({ t, badge, held, volunteer }) => {
    await badge('Housing 10', 'Total Hrs in Category', { totalHrs: 10, category: 'Housing' });
    await badge('Housing 20', 'Total Hrs in Category', { totalHrs: 20, category: 'Housing' });
    await badge('Lead 2', 'Lead a team of X+', { people: 2 });
    await badge('Clean 6 months', 'No Infringement Streak', { months: 6 });
    const [housing] = await t.ctx.db.insert(projects).values({ projectName: 'Cob House', category: 'Housing' }).returning();
    const builder = await volunteer({ startDate: '2026-01-04' });
    await logHours(t, builder.id, 15, { date: '2025-06-01', projectId: housing!.id });
    await logHours(t, builder.id, 6, { date: '2026-11-17', projectId: housing!.id });
    await t.ctx.db.insert(infringements).values({ userId: builder.id, date: '2026-06-20', description: 'Late summary' });
    const manager = await createUser(t, 'Manager', { startDate: '2026-05-01', weeklySummaryOption: 'Not Required' });
    await logHours(t, manager.id, 10);
    const other = await volunteer();
    await makeTeam(t, 'North', [manager.id, builder.id, other.id]);

    await runWeekClose(t.ctx, WEEK);

    expect((await held(builder.id)).map((b) => b.name)).toEqual(['Housing 20']);
    expect((await held(manager.id)).map((b) => b.name)).toEqual(['Clean 6 months', 'Lead 2']);
    expect(await held(other.id)).toEqual([]);
    t.clock.set(pacificMidnight('2026-11-29').toISOString());
    await logHours(t, manager.id, 10, { date: '2026-11-24' });
    await runWeekClose(t.ctx, '2026-11-22');
    expect((await held(manager.id)).map((b) => b.count)).toEqual([1, 1]);
  });

  it('moves blue squares more than a year old to the archive', async ({ t, volunteer }) => {
    const person = await volunteer();
    await logHours(t, person.id, 10);
    await t.ctx.db.insert(infringements).values([
      { userId: person.id, date: '2025-11-21', description: 'Old' },
      { userId: person.id, date: '2025-11-22', description: 'A year ago today' },
    ]);
    await runWeekClose(t.ctx, WEEK);
    expect((await t.ctx.db.select().from(infringements)).map((i) => i.description)).toEqual(['A year ago today']);
    expect((await t.ctx.db.select().from(archivedInfringements)).map((i) => i.description)).toEqual(['Old']);
  });
});
