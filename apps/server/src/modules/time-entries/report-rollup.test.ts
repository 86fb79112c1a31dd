import { timeEntryContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { NO_PROJECT_ID, personWeekProjectTotals, projects } from '../../db/schema/index.js';
import { rowsOf } from '../../db/raw.js';
import { api, test } from '../../test/api.js';
import { entryBody, person, place, postEntry } from './test-fixtures.js';
import { recomputeTimeTotals } from './totals.js';

/** Rows in the order rowsOf gives them within a week (uuid order is byte order). */
const byProject = <R extends { project: string }>(rows: R[]) => rows.sort((a, b) => (a.project < b.project ? -1 : 1));

// The harness clock stands at Wednesday 2026-11-18; its week began on Sunday 2026-11-15.
const it = test
  .extend(
    'kept',
    ({ t }) =>
      () =>
        t.ctx.db
          .select()
          .from(personWeekProjectTotals)
          .orderBy(asc(personWeekProjectTotals.weekStart), asc(personWeekProjectTotals.userId), asc(personWeekProjectTotals.projectId)),
  )
  .extend('rollupOf', ({ t }) => async (userId: string) => {
    const rows = await t.ctx.db
      .select({
        week: personWeekProjectTotals.weekStart,
        project: personWeekProjectTotals.projectId,
        tangible: personWeekProjectTotals.tangibleSeconds,
        intangible: personWeekProjectTotals.intangibleSeconds,
      })
      .from(personWeekProjectTotals)
      .where(eq(personWeekProjectTotals.userId, userId))
      .orderBy(asc(personWeekProjectTotals.weekStart), asc(personWeekProjectTotals.projectId));
    return rows.filter((r) => r.tangible !== 0 || r.intangible !== 0);
  })
  /** The rollup equals a recount from the entries, and adds up to the week totals. */
  .extend('expectRecountAgrees', ({ t, kept }) => async () => {
    const nonZero = (rows: Awaited<ReturnType<typeof kept>>) => rows.filter((r) => r.tangibleSeconds !== 0 || r.intangibleSeconds !== 0);
    const before = nonZero(await kept());
    await t.ctx.db.transaction((tx) => recomputeTimeTotals(tx));
    expect(before).toEqual(nonZero(await kept()));
    const mismatched = await t.ctx.db.execute(sql`
    select w.week_start from person_week_totals w
      left join (select week_start, user_id, sum(tangible_seconds) t, sum(intangible_seconds) i
                   from person_week_project_totals group by 1, 2) r using (week_start, user_id)
     where w.tangible_seconds <> coalesce(r.t, 0) or w.intangible_seconds <> coalesce(r.i, 0)`);
    expect(rowsOf(mismatched)).toEqual([]);
  });

describe('the reports’ rollup kept beside the time entries (per person, week and project)', () => {
  it('follows creates, a move to another project and week, a tangibility toggle and a delete', async ({
    t,
    rollupOf,
    expectRecountAgrees,
  }) => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const north = await place(t, 'North Wall', 'Housing');
    const south = await place(t, 'South Garden', 'Food');
    const work = await postEntry(t, me.token, entryBody(me.id, north.projectId, { hours: 2, minutes: 0 }));
    const talk = await postEntry(t, me.token, entryBody(me.id, north.projectId, { hours: 1, minutes: 0, isTangible: false }));
    await postEntry(t, me.token, entryBody(me.id, south.projectId, { hours: 0, minutes: 30 }));
    const thisWeek = (project: string, tangible: number, intangible: number) => ({ week: '2026-11-15', project, tangible, intangible });
    expect(await rollupOf(me.id)).toEqual(byProject([thisWeek(north.projectId, 7200, 3600), thisWeek(south.projectId, 1800, 0)]));

    const moved = await api(t, admin.token).call(timeEntryContracts.update, {
      params: { id: work.id },
      body: entryBody(me.id, south.projectId, { hours: 2, minutes: 0, dateOfWork: '2026-11-12' }),
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: talk.id }, body: { isTangible: true } })).statusCode,
    ).toBe(200);
    expect(await rollupOf(me.id)).toEqual([
      { week: '2026-11-08', project: south.projectId, tangible: 7200, intangible: 0 },
      ...byProject([thisWeek(north.projectId, 3600, 0), thisWeek(south.projectId, 1800, 0)]),
    ]);
    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: work.id } })).statusCode).toBeLessThan(300);
    expect((await rollupOf(me.id)).map((r) => r.week)).toEqual(['2026-11-15', '2026-11-15']);
    await expectRecountAgrees();
  });

  it('keeps a deleted project’s hours under no project, and entries logged without one there too', async ({
    t,
    rollupOf,
    expectRecountAgrees,
  }) => {
    const me = await person(t, 'Volunteer');
    const gone = await place(t, 'Old Barn', 'Housing');
    await postEntry(t, me.token, entryBody(me.id, gone.projectId, { hours: 1, minutes: 0 }));
    await t.ctx.db.delete(projects).where(eq(projects.id, gone.projectId));
    expect(await rollupOf(me.id)).toEqual([{ week: '2026-11-15', project: NO_PROJECT_ID, tangible: 3600, intangible: 0 }]);
    await expectRecountAgrees();
  });
});
