import { describe, expect } from 'vitest';
import {
  SUMMARIES_REPORT_MESSAGES as M,
  type SavedFilter,
  type SummariesReport,
  summariesReportContracts,
  type RouteInput,
} from '@goodhours/domain';
import { badges, teamMembers, teams, timeEntries, userBadges, users, weeklySummaries } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { api, fileTest } from '../../test/api.js';
import { errorOf, type TestApp } from '../../test/harness.js';
import { person } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18: this week began on Sunday 2026-11-15.
let admin: Awaited<ReturnType<typeof person>>;
let manager: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;
let volunteer: Awaited<ReturnType<typeof person>>;

const it = fileTest;
it.beforeAll(async ({ t }) => {
  admin = await person(t, 'Administrator');
  manager = await person(t, 'Manager', [], { firstName: 'Mia' });
  ann = await person(t, 'Volunteer', [], { firstName: 'Ann', weeklyCommittedHours: 10, teamCode: 'B-123' });
  bob = await person(t, 'Volunteer', [], { firstName: 'Bob', weeklyCommittedHours: 10 });
  volunteer = await person(t, 'Volunteer', [], { firstName: 'Val' });
  await t.ctx.db
    .update(users)
    .set({ totalTangibleSeconds: 90 * 3600 })
    .where(eq(users.id, ann.id));
  const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Builders' }).returning({ id: teams.id });
  await t.ctx.db.insert(teamMembers).values([
    { teamId: team!.id, userId: manager.id },
    { teamId: team!.id, userId: ann.id },
  ]);
  await t.ctx.db.insert(timeEntries).values([
    { personId: ann.id, dateOfWork: '2026-11-16', totalSeconds: 16 * 3600 },
    { personId: bob.id, dateOfWork: '2026-11-10', totalSeconds: 4 * 3600 },
  ]);
  await t.ctx.db.insert(weeklySummaries).values([
    { userId: ann.id, weekStart: '2026-11-15', summary: '<p>Walls up.</p>', dueDate: new Date('2026-11-22T07:59:59Z') },
    { userId: ann.id, weekStart: '2026-11-08', summary: '<p>Footings.</p>', dueDate: new Date('2026-11-15T07:59:59Z') },
  ]);
  const [badge] = await t.ctx.db.insert(badges).values({ badgeName: 'Ten Hours' }).returning({ id: badges.id });
  await t.ctx.db.insert(userBadges).values({ userId: ann.id, badgeId: badge!.id, earnedDates: ['2026-11-15'] });
});

const week = async (t: TestApp, token: string, query: RouteInput<typeof summariesReportContracts.week>['query'] = {}) => {
  const res = await api(t, token).call(summariesReportContracts.week, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SummariesReport>();
};

describe('the weekly summaries report', () => {
  it('gives this week’s summary, hours, valid summaries, bio eligibility and badges per person', async ({ t }) => {
    const body = await week(t, admin.token);
    expect(body).toMatchObject({ weekStart: '2026-11-15', weekEnd: '2026-11-21' });
    expect(body.rows.find((r) => r.id === ann.id)).toMatchObject({
      summary: '<p>Walls up.</p>',
      tangibleHours: 16,
      teamCode: 'B-123',
      teamNames: ['Builders'],
      validSummaries: 2,
      bioPosted: 'default',
      bioEligible: true,
      badgesThisWeek: 1,
    });
    expect(body.rows.find((r) => r.id === bob.id)).toMatchObject({ summary: '', uploadDate: null, tangibleHours: 0, bioEligible: false });
    const lastWeek = await week(t, admin.token, { weekStart: '2026-11-08' });
    expect(lastWeek.rows.find((r) => r.id === bob.id)).toMatchObject({ tangibleHours: 4 });
    expect(lastWeek.rows.find((r) => r.id === ann.id)).toMatchObject({ summary: '<p>Footings.</p>', badgesThisWeek: 0 });
  });

  it('shows a Manager her teams’ members only, refuses a volunteer, and refuses a week not named by its Sunday', async ({ t }) => {
    expect((await week(t, manager.token)).rows.map((r) => r.firstName)).toEqual(['Ann', 'Mia']);
    expect((await api(t, volunteer.token).call(summariesReportContracts.week)).statusCode).toBe(403);
    const granted = await person(t, 'Volunteer', ['getWeeklySummaries']);
    expect((await week(t, granted.token)).rows.length).toBeGreaterThan(4);
    const monday = await api(t, admin.token).call(summariesReportContracts.week, { query: { weekStart: '2026-11-16' } });
    expect(monday.statusCode).toBe(422);
    expect(errorOf(monday).fields?.weekStart).toBe(M.weekInvalid);
  });

  it('sets the valid summary count with totalValidWeeklySummaries, and later summaries still count', async ({ t }) => {
    expect(
      (await api(t, manager.token).call(summariesReportContracts.setValidSummaries, { params: { userId: ann.id }, body: { count: 7 } }))
        .statusCode,
    ).toBe(403);
    const bad = await api(t, admin.token).call(summariesReportContracts.setValidSummaries, {
      params: { userId: ann.id },
      body: { count: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.count).toBe(M.countInvalid);
    const set = await api(t, admin.token).call(summariesReportContracts.setValidSummaries, {
      params: { userId: ann.id },
      body: { count: 7 },
    });
    expect(set.json()).toEqual({ validSummaries: 7 });
    await t.ctx.db
      .insert(weeklySummaries)
      .values({ userId: ann.id, weekStart: '2026-11-01', summary: '<p>Plans.</p>', dueDate: new Date('2026-11-08T07:59:59Z') });
    expect((await week(t, admin.token)).rows.find((r) => r.id === ann.id)?.validSummaries).toBe(8);
    const unknown = await api(t, admin.token).call(summariesReportContracts.setValidSummaries, {
      params: { userId: '00000000-0000-4000-8000-000000000000' },
      body: {
        count: 1,
      },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves filters by name for holders of manageSummariesFilters, which every reader then finds', async ({ t }) => {
    const filter: RouteInput<typeof summariesReportContracts.saveFilter>['body']['filter'] = {
      teamCodes: ['B-123'],
      hoursBands: ['purple'],
      overCommitment: true,
    };
    expect(
      (await api(t, manager.token).call(summariesReportContracts.saveFilter, { body: { name: 'Builders over', filter } })).statusCode,
    ).toBe(403);
    const saved = await api(t, admin.token).call(summariesReportContracts.saveFilter, { body: { name: 'Builders over', filter } });
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json<SavedFilter>();
    const again = await api(t, admin.token).call(summariesReportContracts.saveFilter, { body: { name: 'builders OVER', filter: {} } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(M.filterNameTaken);
    const blank = await api(t, admin.token).call(summariesReportContracts.saveFilter, { body: { name: '  ', filter: {} } });
    expect(errorOf(blank).fields?.name).toBe(M.filterNameRequired);

    const listed = await api(t, manager.token).call(summariesReportContracts.filters);
    expect(listed.json<SavedFilter[]>()).toEqual([
      expect.objectContaining({
        id,
        name: 'Builders over',
        filter: {
          teamCodes: ['B-123'],
          colours: [],
          bioStatuses: [],
          hoursBands: ['purple'],
          overCommitment: true,
          badgesThisWeek: false,
          search: '',
        },
      }),
    ]);
    const renamed = await api(t, admin.token).call(summariesReportContracts.updateFilter, {
      params: { id },
      body: { name: 'Over', filter },
    });
    expect(renamed.json<SavedFilter>().name).toBe('Over');
    expect((await api(t, admin.token).call(summariesReportContracts.deleteFilter, { params: { id } })).statusCode).toBe(204);
    expect((await api(t, admin.token).call(summariesReportContracts.deleteFilter, { params: { id } })).statusCode).toBe(404);
  });
});
