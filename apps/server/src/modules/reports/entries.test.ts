import { describe, expect } from 'vitest';
import { addDays, type ReportEntries, reportEntryContracts, type RouteInput } from '@goodhours/domain';
import { teamMembers, teams, timeEntries } from '../../db/schema/index.js';
import { api, fileTest } from '../../test/api.js';
import { errorOf, type TestApp } from '../../test/harness.js';
import { person, place } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18.
let admin: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;
let house: Awaited<ReturnType<typeof place>>;
let teamId: string;

const it = fileTest;
it.beforeAll(async ({ t }) => {
  admin = await person(t, 'Administrator');
  ann = await person(t, 'Volunteer', [], { firstName: 'Ann', lastName: 'Lee' });
  bob = await person(t, 'Volunteer', [], { firstName: 'Bob' });
  house = await place(t, 'North Wall', 'Housing');
  const food = await place(t, 'South Garden', 'Food');
  const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Builders' }).returning({ id: teams.id });
  teamId = team!.id;
  await t.ctx.db.insert(teamMembers).values({ teamId, userId: bob.id });
  // Ann: 5,001 entries of 15 minutes, one a day back from 2026-11-17 (more than one CSV batch), on North Wall.
  await t.ctx.db.insert(timeEntries).values(
    Array.from({ length: 5001 }, (_, i) => ({
      personId: ann.id,
      projectId: house.projectId,
      taskId: house.taskId,
      dateOfWork: addDays('2026-11-17', -Math.floor(i / 2)),
      totalSeconds: 900,
      notes: i === 0 ? '<p>=HYPERLINK("http://evil") &amp; more, "quoted"</p>' : '<p>Framed the wall</p>',
    })),
  );
  await t.ctx.db.insert(timeEntries).values([
    {
      personId: bob.id,
      projectId: food.projectId,
      dateOfWork: '2026-11-16',
      totalSeconds: 5400,
      isTangible: false,
      notes: '<p>Meeting</p>',
    },
  ]);
});

const page = async (t: TestApp, query: RouteInput<typeof reportEntryContracts.entries>['query']) => {
  const res = await api(t, admin.token).call(reportEntryContracts.entries, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportEntries>();
};

describe('the entries behind a report’s number', () => {
  it('come newest first a page at a time, narrowed by person, team, category or tangibility', async ({ t }) => {
    const first = await page(t, { from: '2026-11-01', to: '2026-11-17' });
    expect(first.rows).toHaveLength(35);
    expect(first.next).toBeNull();
    expect(first.rows[0]).toMatchObject({ dateOfWork: '2026-11-17' });
    const bobs = await page(t, { from: '2026-11-01', to: '2026-11-17', teamId });
    expect(bobs.rows).toEqual([
      expect.objectContaining({
        firstName: 'Bob',
        projectName: 'South Garden',
        category: 'Food',
        hours: 1.5,
        isTangible: false,
        notes: 'Meeting',
      }),
    ]);
    expect((await page(t, { from: '2026-11-01', to: '2026-11-17', category: 'Food' })).rows).toHaveLength(1);
    expect((await page(t, { from: '2026-11-01', to: '2026-11-17', tangible: 'true' })).rows).toHaveLength(34);

    const year = await page(t, { from: '2025-11-18', to: '2026-11-17', userId: ann.id });
    expect(year.rows).toHaveLength(200);
    const second = await page(t, { from: '2025-11-18', to: '2026-11-17', userId: ann.id, after: String(year.next) });
    expect(second.rows[0]!.dateOfWork <= year.rows[199]!.dateOfWork).toBe(true);
    expect(new Set([...year.rows, ...second.rows].map((r) => r.id)).size).toBe(400);
  });

  it('export as CSV across batches, every entry once, formulas escaped', async ({ t }) => {
    const res = await api(t, admin.token).call(reportEntryContracts.csv, { query: { from: '2016-12-01', to: '2026-11-17' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('time-entries-2016-12-01-to-2026-11-17.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFDate,First name,Last name,Project,Category,Task,Hours,Tangible,Notes');
    expect(lines).toHaveLength(1 + 5002);
    expect(lines).toContain(
      `2026-11-17,Ann,Lee,North Wall,Housing,Frame the north wall,0.25,yes,"'=HYPERLINK(""http://evil"") & more, ""quoted"""`,
    );
  });

  it('are for holders of getReports, and refuse a bad page or scope with a message', async ({ t }) => {
    expect(
      (await api(t, ann.token).call(reportEntryContracts.entries, { query: { from: '2026-11-01', to: '2026-11-17' } })).statusCode,
    ).toBe(403);
    expect((await api(t, ann.token).call(reportEntryContracts.csv, { query: { from: '2026-11-01', to: '2026-11-17' } })).statusCode).toBe(
      403,
    );
    const badPage = await api(t, admin.token).call(reportEntryContracts.entries, {
      query: { from: '2026-11-01', to: '2026-11-17', after: 'yesterday' },
    });
    expect(badPage.statusCode).toBe(422);
    expect(errorOf(badPage).message).toBe('That page of entries does not exist.');
    expect(
      (await api(t, admin.token).call(reportEntryContracts.entries, { query: { from: '2026-11-01', to: '2026-11-17', userId: 'ann' } }))
        .statusCode,
    ).toBe(422);
  });
});
