import { describe, expect } from 'vitest';
import { REPORT_MESSAGES as M, type PeopleReport, reportContracts, type RouteInput } from '@goodhours/domain';
import {
  badges,
  infringements,
  projects,
  taskResources,
  timeEntries,
  timeOffRequests,
  userBadges,
  weeklySummaries,
} from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { api, fileTest } from '../../test/api.js';
import { errorOf, type TestApp } from '../../test/harness.js';
import { person, place } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18.
let admin: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let north: Awaited<ReturnType<typeof place>>;
let south: Awaited<ReturnType<typeof place>>;

const it = fileTest;
it.beforeAll(async ({ t }) => {
  admin = await person(t, 'Administrator');
  ann = await person(t, 'Volunteer', [], { firstName: 'Ann', lastName: 'Lee', jobTitle: 'Builder' });
  north = await place(t, 'North Wall', 'Housing', 10);
  south = await place(t, 'South Garden', 'Food');
  const gone = await place(t, 'Old Barn', 'Housing');
  await t.ctx.db.insert(timeEntries).values([
    { personId: ann.id, projectId: north.projectId, taskId: north.taskId, dateOfWork: '2026-09-15', totalSeconds: 6 * 3600 },
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-10-06', totalSeconds: 2 * 3600, isTangible: false },
    { personId: ann.id, projectId: south.projectId, dateOfWork: '2026-11-03', totalSeconds: 3 * 3600 },
    { personId: ann.id, projectId: gone.projectId, dateOfWork: '2026-11-10', totalSeconds: 1800 },
    { personId: ann.id, projectId: null, dateOfWork: '2026-11-11', totalSeconds: 1800 },
  ]);
  await t.ctx.db.delete(projects).where(eq(projects.id, gone.projectId));
  await t.ctx.db.insert(taskResources).values({ taskId: north.taskId, userId: ann.id });
  const [badge] = await t.ctx.db.insert(badges).values({ badgeName: 'Ten Hours', type: 'Custom' }).returning({ id: badges.id });
  await t.ctx.db.insert(userBadges).values({ userId: ann.id, badgeId: badge!.id, count: 2, earnedDates: ['2026-10-04', '2026-11-01'] });
  await t.ctx.db.insert(infringements).values({ userId: ann.id, date: '2026-10-11', description: 'Missed 4 hours' });
  await t.ctx.db
    .insert(timeOffRequests)
    .values({ userId: ann.id, startingDate: '2026-12-06', endingDate: '2026-12-19', duration: 2, reason: 'Family visit' });
  await t.ctx.db.insert(weeklySummaries).values({
    userId: ann.id,
    weekStart: '2026-11-08',
    summary: '<p>Laid the north wall footing and   mixed the earthbags.</p>',
    dueDate: new Date('2026-11-15T07:59:59Z'),
  });
});

const report = (t: TestApp, token: string, userId: string, query: RouteInput<typeof reportContracts.person>['query']) =>
  api(t, token).call(reportContracts.person, { params: { userId }, query });

describe('the people report', () => {
  it('charts the period by month past 2 months, and sums it by project and category, a deleted project’s hours under No project', async ({
    t,
  }) => {
    const res = await report(t, admin.token, ann.id, { from: '2026-09-01', to: '2026-11-17' });
    expect(res.statusCode).toBe(200);
    const body = res.json<PeopleReport>();
    expect(body.person).toMatchObject({ firstName: 'Ann', lastName: 'Lee', jobTitle: 'Builder', bioPosted: 'default' });
    expect(body.period.granularity).toBe('month');
    // Weeks count in the month of their Sunday, the period's first week in the period's first month
    // (its Sunday, 2026-08-30, is before the period: no August bar).
    expect(body.series).toEqual([
      { bucket: '2026-09-01', tangibleHours: 6, intangibleHours: 0 },
      { bucket: '2026-10-01', tangibleHours: 0, intangibleHours: 2 },
      { bucket: '2026-11-01', tangibleHours: 4, intangibleHours: 0 },
    ]);
    expect(body.totals).toEqual({ tangibleHours: 10, intangibleHours: 2, counted: true });
    expect(body.byProject).toEqual([
      { projectId: north.projectId, projectName: 'North Wall', category: 'Housing', tangibleHours: 6, intangibleHours: 2 },
      { projectId: south.projectId, projectName: 'South Garden', category: 'Food', tangibleHours: 3, intangibleHours: 0 },
      { projectId: null, projectName: 'No project', category: 'Unspecified', tangibleHours: 1, intangibleHours: 0 },
    ]);
    expect(body.byCategory).toEqual([
      { category: 'Housing', tangibleHours: 6, intangibleHours: 2 },
      { category: 'Food', tangibleHours: 3, intangibleHours: 0 },
      { category: 'Unspecified', tangibleHours: 1, intangibleHours: 0 },
    ]);
    expect(body.tasks).toEqual([
      expect.objectContaining({ taskName: 'Frame the north wall', projectName: 'North Wall', estimatedHours: 10, completed: false }),
    ]);
    expect(body.badges).toEqual([expect.objectContaining({ badgeName: 'Ten Hours', count: 2, lastEarned: '2026-11-01' })]);
    expect(body.blueSquares).toEqual([expect.objectContaining({ date: '2026-10-11', description: 'Missed 4 hours' })]);
    expect(body.timeOff).toEqual([expect.objectContaining({ startingDate: '2026-12-06', reason: 'Family visit' })]);
    expect(body.summaries).toEqual([expect.objectContaining({ weekStart: '2026-11-08', words: 9 })]);
  });

  it('charts a short period by week and a long one by year, counting only the period’s days', async ({ t }) => {
    const weekly = (await report(t, admin.token, ann.id, { from: '2026-11-04', to: '2026-11-10' })).json<PeopleReport>();
    expect(weekly.series).toEqual([
      { bucket: '2026-11-01', tangibleHours: 0, intangibleHours: 0 },
      { bucket: '2026-11-08', tangibleHours: 0.5, intangibleHours: 0 },
    ]);
    const yearly = (await report(t, admin.token, ann.id, { from: '2023-12-01', to: '2026-11-30' })).json<PeopleReport>();
    expect(yearly.series.map((p) => p.bucket)).toEqual(['2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01']);
    expect(yearly.series.at(-1)).toEqual({ bucket: '2026-01-01', tangibleHours: 10, intangibleHours: 2 });
    // 'This year' opens on January: the week of 28 December to 3 January is January's (issue 42, defect 15).
    const monthly = (await report(t, admin.token, ann.id, { from: '2026-01-01', to: '2026-11-30' })).json<PeopleReport>();
    expect(monthly.series.map((p) => p.bucket)).toEqual(Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`));
  });

  it('is refused without getReports, and answers an unknown person or a bad period with a message', async ({ t }) => {
    expect((await report(t, ann.token, ann.id, { from: '2026-11-01', to: '2026-11-17' })).statusCode).toBe(403);
    const unknown = await report(t, admin.token, '00000000-0000-4000-8000-000000000000', { from: '2026-11-01', to: '2026-11-17' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.personNotFound);
    expect((await report(t, admin.token, 'nobody', { from: '2026-11-01', to: '2026-11-17' })).statusCode).toBe(422);
    expect((await report(t, admin.token, ann.id, { from: '2026-11-17', to: '2026-11-01' })).statusCode).toBe(422);
  });
});
