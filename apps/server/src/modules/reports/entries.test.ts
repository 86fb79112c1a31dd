import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type ReportEntries } from '@goodhours/domain';
import { teamMembers, teams, timeEntries } from '../../db/schema/index.js';
import { auth, errorOf, startTestApp, type TestApp } from '../../test/harness.js';
import { call, person, place } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18.
let t: TestApp;
let admin: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;
let house: Awaited<ReturnType<typeof place>>;
let teamId: string;

beforeAll(async () => {
  t = await startTestApp();
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
afterAll(() => t.app.close());

const page = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/entries?${query}`, headers: auth(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportEntries>();
};

describe('the entries behind a report’s number', () => {
  it('come newest first a page at a time, narrowed by person, team, category or tangibility', async () => {
    const first = await page('from=2026-11-01&to=2026-11-17');
    expect(first.rows).toHaveLength(35);
    expect(first.next).toBeNull();
    expect(first.rows[0]).toMatchObject({ dateOfWork: '2026-11-17' });
    const bobs = await page(`from=2026-11-01&to=2026-11-17&teamId=${teamId}`);
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
    expect((await page('from=2026-11-01&to=2026-11-17&category=Food')).rows).toHaveLength(1);
    expect((await page('from=2026-11-01&to=2026-11-17&tangible=true')).rows).toHaveLength(34);

    const year = await page(`from=2025-11-18&to=2026-11-17&userId=${ann.id}`);
    expect(year.rows).toHaveLength(200);
    const second = await page(`from=2025-11-18&to=2026-11-17&userId=${ann.id}&after=${year.next}`);
    expect(second.rows[0]!.dateOfWork <= year.rows[199]!.dateOfWork).toBe(true);
    expect(new Set([...year.rows, ...second.rows].map((r) => r.id)).size).toBe(400);
  });

  it('export as CSV across batches, every entry once, formulas escaped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/entries.csv?from=2016-12-01&to=2026-11-17',
      headers: auth(admin.token),
    });
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

  it('are for holders of getReports, and refuse a bad page or scope with a message', async () => {
    expect((await call(t, ann.token, 'GET', '/api/reports/entries?from=2026-11-01&to=2026-11-17')).statusCode).toBe(403);
    expect((await call(t, ann.token, 'GET', '/api/reports/entries.csv?from=2026-11-01&to=2026-11-17')).statusCode).toBe(403);
    const badPage = await call(t, admin.token, 'GET', '/api/reports/entries?from=2026-11-01&to=2026-11-17&after=yesterday');
    expect(badPage.statusCode).toBe(422);
    expect(errorOf(badPage).message).toBe('That page of entries does not exist.');
    expect((await call(t, admin.token, 'GET', '/api/reports/entries?from=2026-11-01&to=2026-11-17&userId=ann')).statusCode).toBe(422);
  });
});
