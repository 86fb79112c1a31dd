import { describe, expect } from 'vitest';
import {
  REPORT_MESSAGES as M,
  type ReportPeople,
  type ReportProjects,
  type ReportTeams,
  reportContracts,
  timeEntryContracts,
} from '@goodhours/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { teamMembers, teams, timeEntries } from '../../db/schema/index.js';
import { rowsOf } from '../../db/raw.js';
import { api, fileTest } from '../../test/api.js';
import { errorOf, type TestApp } from '../../test/harness.js';
import { entry, person, place, postEntry } from './test-fixtures.js';

// The harness clock stands at Wednesday 2026-11-18.
let admin: Awaited<ReturnType<typeof person>>;
let ann: Awaited<ReturnType<typeof person>>;
let bob: Awaited<ReturnType<typeof person>>;
let north: Awaited<ReturnType<typeof place>>;
let south: Awaited<ReturnType<typeof place>>;
let teamId: string;

const it = fileTest;
it.beforeAll(async ({ t }) => {
  admin = await person(t, 'Administrator');
  ann = await person(t, 'Volunteer', [], { firstName: 'Ann' });
  bob = await person(t, 'Volunteer', [], { firstName: 'Bob' });
  north = await place(t, 'North Wall', 'Housing');
  south = await place(t, 'South Garden', 'Food');
  const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Builders', teamCode: 'B-123' }).returning({ id: teams.id });
  teamId = team!.id;
  await t.ctx.db.insert(teamMembers).values([
    { teamId, userId: ann.id },
    { teamId, userId: bob.id },
  ]);
  // Ann: 12 h on North across a partial week, two whole weeks and a partial week; Bob: 3 h on South.
  await t.ctx.db.insert(timeEntries).values([
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-10-29', totalSeconds: 3 * 3600 }, // Thursday, partial first week
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-11-02', totalSeconds: 4 * 3600 }, // whole week
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-11-09', totalSeconds: 2 * 3600, isTangible: false },
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-11-17', totalSeconds: 5 * 3600 }, // partial last week
    { personId: ann.id, projectId: north.projectId, dateOfWork: '2026-11-18', totalSeconds: 7 * 3600 }, // after the period
    { personId: bob.id, projectId: south.projectId, dateOfWork: '2026-11-03', totalSeconds: 3 * 3600 },
    { personId: bob.id, projectId: south.projectId, dateOfWork: '2026-10-20', totalSeconds: 9 * 3600 }, // before the period
  ]);
});

const PERIOD = { from: '2026-10-29', to: '2026-11-17' };
const read = <T>(pending: Promise<LightMyRequestResponse>) => pending.then((res) => ({ res, body: res.json<T>() }));

/** Each person's tangible and intangible hours in the period, recounted from the entries themselves. */
async function recount(t: TestApp, from: string, to: string) {
  const rows = rowsOf<{ id: string; t: number; i: number }>(
    await t.ctx.db.execute(sql`
      select person_id as id, round(coalesce(sum(total_seconds) filter (where is_tangible), 0)::float8 / 36) / 100 as t,
             round(coalesce(sum(total_seconds) filter (where not is_tangible), 0)::float8 / 36) / 100 as i
        from time_entries where date_of_work between ${from}::date and ${to}::date group by 1`),
  );
  return new Map(rows.map((r) => [r.id, { tangibleHours: r.t, intangibleHours: r.i }]));
}

describe('the lists of /reports', () => {
  it('give each person their hours in the period, equal to a recount of the entries, after creates, edits, toggles and deletes', async ({
    t,
  }) => {
    const { res, body } = await read<ReportPeople>(api(t, admin.token).call(reportContracts.people, { query: PERIOD }));
    expect(res.statusCode).toBe(200);
    expect(body.period).toEqual({ from: '2026-10-29', to: '2026-11-17', granularity: 'week' });
    const annRow = body.rows.find((r) => r.id === ann.id);
    expect(annRow).toMatchObject({ tangibleHours: 12, intangibleHours: 2, counted: true, teamNames: ['Builders'] });
    expect(body.rows.find((r) => r.id === bob.id)).toMatchObject({ tangibleHours: 3, intangibleHours: 0, counted: false });
    expect(body.rows.find((r) => r.id === admin.id)).toMatchObject({ tangibleHours: 0, intangibleHours: 0 });

    // Changes through the API: a new entry, an edit into the period, a toggle and a delete.
    const added = await postEntry(t, admin.token, entry(ann.id, south.projectId, '2026-11-16', 1, 15));
    const moved = await postEntry(t, admin.token, entry(bob.id, south.projectId, '2026-11-18', 2));
    expect(
      (
        await api(t, admin.token).call(timeEntryContracts.update, {
          params: { id: moved.id },
          body: entry(bob.id, south.projectId, '2026-10-30', 2),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await api(t, admin.token).call(timeEntryContracts.setTangible, { params: { id: added.id }, body: { isTangible: false } }))
        .statusCode,
    ).toBe(200);
    const gone = await postEntry(t, admin.token, entry(bob.id, north.projectId, '2026-11-17', 1));
    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: gone.id } })).statusCode).toBeLessThan(300);

    for (const [from, to] of [
      ['2026-10-29', '2026-11-17'],
      ['2026-11-01', '2026-11-14'],
      ['2026-11-16', '2026-11-17'],
      ['2026-10-01', '2026-11-30'],
    ] as const) {
      const expected = await recount(t, from, to);
      const { res: answer, body: after } = await read<ReportPeople>(
        api(t, admin.token).call(reportContracts.people, { query: { from, to } }),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      for (const row of after.rows) {
        expect({ id: row.id, tangibleHours: row.tangibleHours, intangibleHours: row.intangibleHours }).toEqual({
          id: row.id,
          ...(expected.get(row.id) ?? { tangibleHours: 0, intangibleHours: 0 }),
        });
      }
    }
  });

  it('give each project its hours and the people counted on it, and each team its members’ hours', async ({ t }) => {
    const { body: projects } = await read<ReportProjects>(
      api(t, admin.token).call(reportContracts.projects, { query: { from: '2026-11-01', to: '2026-11-14' } }),
    );
    expect(projects.rows.find((r) => r.id === north.projectId)).toMatchObject({
      projectName: 'North Wall',
      category: 'Housing',
      tangibleHours: 4,
      intangibleHours: 2,
      activePeople: 0,
      counted: true,
    });
    const { body: wide } = await read<ReportProjects>(
      api(t, admin.token).call(reportContracts.projects, { query: { from: '2026-10-01', to: '2026-11-17' } }),
    );
    expect(wide.rows.find((r) => r.id === north.projectId)).toMatchObject({ activePeople: 1 });
    const { body: teamsAnswer } = await read<ReportTeams>(
      api(t, admin.token).call(reportContracts.teams, { query: { from: '2026-11-01', to: '2026-11-14' } }),
    );
    expect(teamsAnswer.rows.find((r) => r.id === teamId)).toMatchObject({
      teamName: 'Builders',
      memberCount: 2,
      tangibleHours: 7,
      intangibleHours: 2,
    });
  });

  it('are refused without getReports, given to a holder of it, and refuse a bad period with its message', async ({ t }) => {
    for (const list of [reportContracts.people, reportContracts.projects, reportContracts.teams]) {
      expect((await api(t, ann.token).call(list, { query: PERIOD })).statusCode).toBe(403);
      expect((await api(t).call(list, { query: PERIOD })).statusCode).toBe(401);
    }
    const core = await person(t, 'Core Team');
    expect((await api(t, core.token).call(reportContracts.teams, { query: PERIOD })).statusCode).toBe(200);
    const granted = await person(t, 'Volunteer', ['getReports']);
    expect((await api(t, granted.token).call(reportContracts.projects, { query: PERIOD })).statusCode).toBe(200);

    const reversed = await api(t, admin.token).call(reportContracts.people, { query: { from: '2026-11-17', to: '2026-11-01' } });
    expect(reversed.statusCode).toBe(422);
    expect(errorOf(reversed).fields?.to).toBe(M.rangeReversed);
    const badDate = await api(t, admin.token).call(reportContracts.people, { query: { from: '2026-13-01', to: '2026-11-01' } });
    expect(badDate.statusCode).toBe(422);
    expect(errorOf(badDate).fields?.from).toBe(M.dateInvalid);
    expect((await api(t, admin.token).call(reportContracts.people)).statusCode).toBe(422);
    const tooLong = await api(t, admin.token).call(reportContracts.people, { query: { from: '2000-01-01', to: '2026-11-01' } });
    expect(errorOf(tooLong).fields?.to).toBe(M.rangeTooLong);
  });
});
