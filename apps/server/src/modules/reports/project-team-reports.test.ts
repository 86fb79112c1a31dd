import { describe, expect } from 'vitest';
import { REPORT_MESSAGES as M, type ProjectReport, type TeamReport, reportContracts } from '@goodhours/domain';
import { infringements, projectMembers, tasks, teamMembers, teams, timeEntries, weeklySummaries } from '../../db/schema/index.js';
import { api, fileTest } from '../../test/api.js';
import { errorOf } from '../../test/harness.js';
import { person, place } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18.
let admin: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;
let cat: Awaited<ReturnType<typeof person>>;
let north: Awaited<ReturnType<typeof place>>;
let teamId: string;

const it = fileTest;
it.beforeAll(async ({ t }) => {
  admin = await person(t, 'Administrator');
  ann = await person(t, 'Volunteer', [], { firstName: 'Ann', weeklyCommittedHours: 10 });
  bob = await person(t, 'Volunteer', [], { firstName: 'Bob', weeklyCommittedHours: 5 });
  cat = await person(t, 'Volunteer', [], { firstName: 'Cat' });
  north = await place(t, 'North Wall', 'Housing', 20);
  const other = await place(t, 'South Garden', 'Food');
  await t.ctx.db.update(tasks).set({ hoursLogged: 14 });
  await t.ctx.db.insert(projectMembers).values([
    { projectId: north.projectId, userId: ann.id },
    { projectId: north.projectId, userId: cat.id },
  ]);
  const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Builders', teamCode: 'B-123' }).returning({ id: teams.id });
  teamId = team!.id;
  await t.ctx.db.insert(teamMembers).values([
    { teamId, userId: ann.id },
    { teamId, userId: bob.id },
  ]);
  await t.ctx.db.insert(timeEntries).values([
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-11-02', totalSeconds: 8 * 3600 },
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-11-12', totalSeconds: 4 * 3600 },
    { personId: ann.id, projectId: other.projectId, dateOfWork: '2026-11-12', totalSeconds: 3600, isTangible: false },
    { personId: bob.id, projectId: north.projectId, dateOfWork: '2026-11-13', totalSeconds: 2 * 3600 },
    { personId: cat.id, projectId: other.projectId, dateOfWork: '2026-11-13', totalSeconds: 5 * 3600 },
  ]);
  await t.ctx.db.insert(weeklySummaries).values([
    { userId: ann.id, weekStart: '2026-11-01', summary: '<p>Footings.</p>', dueDate: new Date('2026-11-08T07:59:59Z') },
    { userId: ann.id, weekStart: '2026-11-08', summary: '<p>Walls.</p>', dueDate: new Date('2026-11-15T07:59:59Z') },
  ]);
  await t.ctx.db.insert(infringements).values([
    { userId: bob.id, date: '2026-11-08', description: 'Missed 3 hours' },
    { userId: bob.id, date: '2026-10-04', description: 'Before the period' },
  ]);
});

const PERIOD = { from: '2026-11-01', to: '2026-11-14' };

describe('the project report', () => {
  it('charts the project’s hours, lists members and contributors with the 10-hour rule, and WBS and task progress', async ({ t }) => {
    const res = await api(t, admin.token).call(reportContracts.project, { params: { projectId: north.projectId }, query: PERIOD });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProjectReport>();
    expect(body.project).toMatchObject({ projectName: 'North Wall', category: 'Housing', memberCount: 2 });
    expect(body.totals).toEqual({ tangibleHours: 14, intangibleHours: 0, activePeople: 1 });
    expect(body.series).toEqual([
      { bucket: '2026-11-01', tangibleHours: 8, intangibleHours: 0 },
      { bucket: '2026-11-08', tangibleHours: 6, intangibleHours: 0 },
    ]);
    expect(body.people.map((p) => [p.firstName, p.tangibleHours, p.counted, p.isMember])).toEqual([
      ['Ann', 12, true, true],
      ['Bob', 2, false, false],
      ['Cat', 0, false, true],
    ]);
    expect(body.wbs).toEqual([expect.objectContaining({ wbsName: 'Walls', taskCount: 1, estimatedHours: 20, loggedHours: 14 })]);
    expect(body.tasks).toEqual([expect.objectContaining({ taskName: 'Frame the north wall', estimatedHours: 20, hoursLogged: 14 })]);
  });

  it('is refused without getReports and answers an unknown project with its message', async ({ t }) => {
    expect(
      (await api(t, ann.token).call(reportContracts.project, { params: { projectId: north.projectId }, query: PERIOD })).statusCode,
    ).toBe(403);
    const unknown = await api(t, admin.token).call(reportContracts.project, {
      params: { projectId: '00000000-0000-4000-8000-000000000000' },
      query: PERIOD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.projectNotFound);
    expect(
      (
        await api(t, admin.token).call(reportContracts.project, {
          params: { projectId: north.projectId },
          query: { from: '2026-11-14', to: '2026-11-01' },
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('the team report', () => {
  it('gives each member hours against their commitment over the period, summaries and blue squares, and the team’s totals', async ({
    t,
  }) => {
    const res = await api(t, admin.token).call(reportContracts.team, { params: { teamId: teamId }, query: PERIOD });
    expect(res.statusCode).toBe(200);
    const body = res.json<TeamReport>();
    expect(body.team).toMatchObject({ teamName: 'Builders', teamCode: 'B-123', memberCount: 2 });
    expect(
      body.members.map((m) => [m.firstName, m.tangibleHours, m.intangibleHours, m.committedHours, m.summaries, m.blueSquares]),
    ).toEqual([
      ['Ann', 12, 1, 20, 2, []],
      ['Bob', 2, 0, 10, 0, [{ date: '2026-11-08', description: 'Missed 3 hours' }]],
    ]);
    expect(body.totals).toEqual({ tangibleHours: 14, intangibleHours: 1, committedHours: 30, summaries: 2, blueSquares: 1 });
    expect(body.series.map((p) => p.tangibleHours)).toEqual([8, 6]);
  });

  it('is refused without getReports and answers an unknown team with its message', async ({ t }) => {
    expect((await api(t, bob.token).call(reportContracts.team, { params: { teamId: teamId }, query: PERIOD })).statusCode).toBe(403);
    const unknown = await api(t, admin.token).call(reportContracts.team, {
      params: { teamId: '00000000-0000-4000-8000-000000000000' },
      query: PERIOD,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.teamNotFound);
    expect((await api(t, admin.token).call(reportContracts.team, { params: { teamId: 'not-a-team' }, query: PERIOD })).statusCode).toBe(
      422,
    );
  });
});
