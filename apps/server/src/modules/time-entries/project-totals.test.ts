import { describe, expect } from 'vitest';
import { projectContracts, timeEntryContracts, type Project } from '@goodhours/domain';
import { asc, eq } from 'drizzle-orm';
import { projects, projectTotals, timeEntries, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { entryBody, person, place, postEntry } from './test-fixtures.js';
import { recomputeTimeTotals } from './totals.js';

const it = test
  .extend('totalsOf', ({ t }) => async (projectId: string) => {
    const [row] = await t.ctx.db
      .select({ tangible: projectTotals.tangibleSeconds, intangible: projectTotals.intangibleSeconds })
      .from(projectTotals)
      .where(eq(projectTotals.projectId, projectId));
    return row ?? { tangible: 0, intangible: 0 };
  })
  /** The kept totals equal a recount from the entries. */
  .extend('expectRecountAgrees', ({ t }) => async () => {
    const read = () => t.ctx.db.select().from(projectTotals).orderBy(asc(projectTotals.projectId));
    const kept = await read();
    await t.ctx.db.transaction((tx) => recomputeTimeTotals(tx));
    const recounted = await read();
    const nonZero = (rows: typeof kept) => rows.filter((r) => r.tangibleSeconds !== 0 || r.intangibleSeconds !== 0);
    expect(nonZero(kept)).toEqual(nonZero(recounted));
  });

describe('the project totals kept beside the time entries', () => {
  it('follow a new entry, an edit to another project, a tangibility toggle and a delete, and the project list reads them', async ({
    t,
    totalsOf,
    expectRecountAgrees,
  }) => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const village = await place(t, 'Earthbag Village');
    const grid = await place(t, 'Solar Microgrid', 'Energy');
    const work = await postEntry(t, me.token, entryBody(me.id, village.projectId, { hours: 2, minutes: 0 }));
    const talk = await postEntry(t, me.token, entryBody(me.id, village.projectId, { hours: 1, minutes: 0, isTangible: false }));
    expect(await totalsOf(village.projectId)).toEqual({ tangible: 7200, intangible: 3600 });
    await expectRecountAgrees();

    const moved = await api(t, admin.token).call(timeEntryContracts.update, {
      params: { id: work.id },
      body: entryBody(me.id, grid.projectId, { hours: 2, minutes: 0 }),
    });
    expect(moved.statusCode).toBe(200);
    expect(await totalsOf(village.projectId)).toEqual({ tangible: 0, intangible: 3600 });
    expect(await totalsOf(grid.projectId)).toEqual({ tangible: 7200, intangible: 0 });
    await expectRecountAgrees();

    expect(
      (await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: talk.id }, body: { isTangible: true } })).statusCode,
    ).toBe(200);
    expect(await totalsOf(village.projectId)).toEqual({ tangible: 3600, intangible: 0 });
    await expectRecountAgrees();

    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: work.id } })).statusCode).toBeLessThan(300);
    expect(await totalsOf(grid.projectId)).toEqual({ tangible: 0, intangible: 0 });
    await expectRecountAgrees();

    const list = await api(t, me.token).call(projectContracts.list);
    const hours = Object.fromEntries(list.json<Project[]>().map((p) => [p.projectName, p.hoursWorked]));
    expect(hours).toMatchObject({ 'Earthbag Village': 1, 'Solar Microgrid': 0 });
  });

  it('add up a bulk insert per project, leave entries without a project out, and survive a deleted project and person', async ({
    t,
    totalsOf,
    expectRecountAgrees,
  }) => {
    const ann = await person(t, 'Volunteer');
    const bob = await person(t, 'Volunteer');
    const village = await place(t, 'Earthbag Village');
    const grid = await place(t, 'Solar Microgrid', 'Energy');
    await t.ctx.db.insert(timeEntries).values([
      { personId: ann.id, dateOfWork: '2026-11-16', totalSeconds: 600, projectId: village.projectId, isTangible: true },
      { personId: bob.id, dateOfWork: '2026-11-17', totalSeconds: 900, projectId: village.projectId, isTangible: true },
      { personId: ann.id, dateOfWork: '2026-11-17', totalSeconds: 300, projectId: grid.projectId, isTangible: false },
      { personId: bob.id, dateOfWork: '2026-11-18', totalSeconds: 1200, isTangible: true },
    ]);
    expect(await totalsOf(village.projectId)).toEqual({ tangible: 1500, intangible: 0 });
    expect(await totalsOf(grid.projectId)).toEqual({ tangible: 0, intangible: 300 });
    await expectRecountAgrees();

    // Its entries stay with their people, no longer tied to it (set null): its totals go by cascade.
    await t.ctx.db.delete(projects).where(eq(projects.id, grid.projectId));
    expect(await t.ctx.db.select().from(projectTotals).where(eq(projectTotals.projectId, grid.projectId))).toEqual([]);
    await t.ctx.db.delete(users).where(eq(users.id, bob.id));
    expect(await totalsOf(village.projectId)).toEqual({ tangible: 600, intangible: 0 });
    await expectRecountAgrees();
  });
});
