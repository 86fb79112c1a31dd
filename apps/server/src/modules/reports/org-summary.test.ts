import { describe, expect } from 'vitest';
import { type OrgSummary, orgSummaryContracts, type RouteInput } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { badges, infringements, tasks, teamMembers, teams, timeEntries, userBadges, users } from '../../db/schema/index.js';
import { api, fileTest } from '../../test/api.js';
import { type TestApp } from '../../test/harness.js';
import { person, place } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18.
let admin: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;

const it = fileTest;
it.beforeAll(async ({ t }) => {
  admin = await person(t, 'Administrator');
  ann = await person(t, 'Volunteer', [], {
    firstName: 'Ann',
    startDate: '2024-11-05',
    createdAt: new Date('2026-11-03T18:00:00Z'),
    locationCountry: 'Kenya',
    locationCity: 'Nairobi',
  });
  bob = await person(t, 'Manager', [], { firstName: 'Bob', endDate: '2026-11-12', createdAt: new Date('2026-10-20T18:00:00Z') });
  const house = await place(t, 'North Wall', 'Housing');
  const food = await place(t, 'South Garden', 'Food');
  const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Builders' }).returning({ id: teams.id });
  await t.ctx.db.insert(teams).values({ teamName: 'Idle' });
  await t.ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: ann.id });
  await t.ctx.db.insert(timeEntries).values([
    { personId: ann.id, projectId: house.projectId, dateOfWork: '2026-11-02', totalSeconds: 8 * 3600 },
    { personId: ann.id, projectId: food.projectId, dateOfWork: '2026-11-10', totalSeconds: 3 * 3600 },
    { personId: bob.id, projectId: food.projectId, dateOfWork: '2026-11-11', totalSeconds: 2 * 3600, isTangible: false },
    { personId: ann.id, projectId: house.projectId, dateOfWork: '2026-10-20', totalSeconds: 4 * 3600 }, // the period before
  ]);
  await t.ctx.db
    .update(tasks)
    .set({ completedAt: new Date('2026-11-05T20:00:00Z') })
    .where(eq(tasks.id, house.taskId));
  await t.ctx.db.insert(infringements).values([
    { userId: bob.id, date: '2026-11-08', description: 'Missed hours' },
    { userId: bob.id, date: '2026-10-25', description: 'Missed hours' },
  ]);
  const [badge] = await t.ctx.db.insert(badges).values({ badgeName: 'Ten Hours' }).returning({ id: badges.id });
  await t.ctx.db.insert(userBadges).values({ userId: ann.id, badgeId: badge!.id, count: 2, earnedDates: ['2026-10-25', '2026-11-08'] });
  await t.ctx.db.update(users).set({ startDate: '2025-11-01' }).where(eq(users.id, bob.id));
});

const summary = async (t: TestApp, query: RouteInput<typeof orgSummaryContracts.summary>['query']) => {
  const res = await api(t, admin.token).call(orgSummaryContracts.summary, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrgSummary>();
};

describe('the total org summary', () => {
  it('gives a period’s figures beside the period before it', async ({ t }) => {
    const body = await summary(t, { from: '2026-11-01', to: '2026-11-14' });
    expect(body.compare).toBe('period');
    expect(body.current).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-14',
      volunteers: { active: 1, new: 1, leaving: 1 },
      hours: { tangibleHours: 11, intangibleHours: 2 },
      byCategory: [
        { category: 'Housing', tangibleHours: 8, intangibleHours: 0 },
        { category: 'Food', tangibleHours: 3, intangibleHours: 2 },
      ],
      byRole: [
        { role: 'Volunteer', people: 1, tangibleHours: 11, intangibleHours: 0 },
        { role: 'Manager', people: 1, tangibleHours: 0, intangibleHours: 2 },
      ],
      tasksCompleted: 1,
      teams: { total: 2, withHours: 1 },
      blueSquares: 1,
      badgesEarned: 1,
      badges: [{ badgeName: 'Ten Hours', count: 1 }],
      byCountry: [{ country: 'Kenya', volunteers: 1 }],
    });
    expect(body.previous).toMatchObject({
      from: '2026-10-18',
      to: '2026-10-31',
      volunteers: { active: 0, new: 1, leaving: 0 },
      hours: { tangibleHours: 4, intangibleHours: 0 },
      tasksCompleted: 0,
      blueSquares: 1,
      badgesEarned: 1,
      byCountry: [],
    });
    expect(body.series.map((p) => p.tangibleHours)).toEqual([8, 3]);
    expect(body.anniversaries.map((a) => [a.firstName, a.date, a.years])).toEqual([
      ['Bob', '2026-11-01', 1],
      ['Ann', '2026-11-05', 2],
    ]);
  });

  it('compares with the same period a month or a year earlier', async ({ t }) => {
    expect((await summary(t, { from: '2026-11-01', to: '2026-11-14', compare: 'month' })).previous).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-14',
    });
    expect((await summary(t, { from: '2026-11-01', to: '2026-11-14', compare: 'year' })).previous).toMatchObject({
      from: '2025-11-01',
      to: '2025-11-14',
    });
  });

  it('counts a task completed when its status becomes Complete, whatever path sets it, and no longer once reopened', async ({ t }) => {
    const barn = await place(t, 'Old Barn', 'Housing');
    const completedAt = async () => (await t.ctx.db.select({ at: tasks.completedAt }).from(tasks).where(eq(tasks.id, barn.taskId)))[0]?.at;
    expect(await completedAt()).toBeNull();
    await t.ctx.db.update(tasks).set({ status: 'Complete' }).where(eq(tasks.id, barn.taskId));
    const first = await completedAt();
    expect(first).toBeInstanceOf(Date);
    await t.ctx.db.update(tasks).set({ status: 'Complete', taskName: 'Barn roof' }).where(eq(tasks.id, barn.taskId));
    expect(await completedAt()).toEqual(first);
    await t.ctx.db.update(tasks).set({ status: 'Started' }).where(eq(tasks.id, barn.taskId));
    expect(await completedAt()).toBeNull();
  });

  it('is for the report roles and getReports only, and refuses a bad comparison or period', async ({ t }) => {
    expect(
      (await api(t, ann.token).call(orgSummaryContracts.summary, { query: { from: '2026-11-01', to: '2026-11-14' } })).statusCode,
    ).toBe(403);
    expect(
      (await api(t, bob.token).call(orgSummaryContracts.summary, { query: { from: '2026-11-01', to: '2026-11-14' } })).statusCode,
    ).toBe(200);
    expect(
      (await api(t, admin.token).raw(orgSummaryContracts.summary, { query: { from: '2026-11-01', to: '2026-11-14', compare: 'decade' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await api(t, admin.token).call(orgSummaryContracts.summary, { query: { from: '2026-11-14', to: '2026-11-01' } })).statusCode,
    ).toBe(422);
  });
});
