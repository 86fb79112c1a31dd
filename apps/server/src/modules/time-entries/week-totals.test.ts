import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@goodhours/domain';
import { asc, eq } from 'drizzle-orm';
import { personWeekTotals, timeEntries, users } from '../../db/schema/index.js';
import { auth, startTestApp, type TestApp } from '../../test/harness.js';
import { caller, entryBody, person, place, postEntry } from './test-fixtures.js';
import { recomputeTimeTotals } from './totals.js';

// The harness clock stands at Wednesday 2026-11-18; its week began on Sunday 2026-11-15.
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
});
afterEach(async () => {
  await t.app.close();
});

async function weeksOf(userId: string) {
  return t.ctx.db
    .select({
      week: personWeekTotals.weekStart,
      tangible: personWeekTotals.tangibleSeconds,
      intangible: personWeekTotals.intangibleSeconds,
    })
    .from(personWeekTotals)
    .where(eq(personWeekTotals.userId, userId))
    .orderBy(asc(personWeekTotals.weekStart));
}

/** The kept sums equal a recount from the entries. */
async function expectRecountAgrees() {
  const kept = await t.ctx.db.select().from(personWeekTotals).orderBy(asc(personWeekTotals.weekStart), asc(personWeekTotals.userId));
  await t.ctx.db.transaction((tx) => recomputeTimeTotals(tx));
  const recounted = await t.ctx.db.select().from(personWeekTotals).orderBy(asc(personWeekTotals.weekStart), asc(personWeekTotals.userId));
  const nonZero = (rows: typeof kept) => rows.filter((r) => r.tangibleSeconds !== 0 || r.intangibleSeconds !== 0);
  expect(nonZero(kept)).toEqual(nonZero(recounted));
}

describe('the week sums kept beside the time entries', () => {
  it('follow new entries, an edit to another week, a tangibility toggle and a delete, and the leaderboard reads them', async () => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const { projectId } = await place(t);
    const work = await postEntry(t, me.token, entryBody(me.id, projectId, { hours: 2, minutes: 0 }));
    const talk = await postEntry(t, me.token, entryBody(me.id, projectId, { hours: 1, minutes: 0, isTangible: false }));
    expect(await weeksOf(me.id)).toEqual([{ week: '2026-11-15', tangible: 7200, intangible: 3600 }]);

    const moved = await call(
      admin.token,
      'PUT',
      `/api/TimeEntry/${work.id}`,
      entryBody(me.id, projectId, { hours: 2, minutes: 0, dateOfWork: '2026-11-12' }),
    );
    expect(moved.statusCode).toBe(200);
    expect(await weeksOf(me.id)).toEqual([
      { week: '2026-11-08', tangible: 7200, intangible: 0 },
      { week: '2026-11-15', tangible: 0, intangible: 3600 },
    ]);

    expect((await call(me.token, 'PATCH', `/api/TimeEntry/${talk.id}/tangible`, { isTangible: true })).statusCode).toBe(200);
    expect((await call(admin.token, 'DELETE', `/api/TimeEntry/${work.id}`)).statusCode).toBeLessThan(300);
    expect(await weeksOf(me.id)).toEqual([
      { week: '2026-11-08', tangible: 0, intangible: 0 },
      { week: '2026-11-15', tangible: 3600, intangible: 0 },
    ]);

    const board = await t.app.inject({ method: 'GET', url: `/api/dashboard/leaderboard/${admin.id}`, headers: auth(admin.token) });
    const mine = board.json<Leaderboard>().rows.find((r) => r.personId === me.id);
    expect(mine).toMatchObject({ tangibleHours: 1, intangibleHours: 0, totalHours: 1 });
    await expectRecountAgrees();
  });

  it('add up a bulk insert per person and week (Saturday and Sunday fall in different weeks), and go with a deleted person', async () => {
    const ann = await person(t, 'Volunteer');
    const bob = await person(t, 'Volunteer');
    await t.ctx.db.insert(timeEntries).values([
      { personId: ann.id, dateOfWork: '2026-11-21', totalSeconds: 600, isTangible: true },
      { personId: ann.id, dateOfWork: '2026-11-22', totalSeconds: 900, isTangible: true },
      { personId: ann.id, dateOfWork: '2026-11-15', totalSeconds: 300, isTangible: false },
      { personId: bob.id, dateOfWork: '2026-11-16', totalSeconds: 1200, isTangible: true },
    ]);
    expect(await weeksOf(ann.id)).toEqual([
      { week: '2026-11-15', tangible: 600, intangible: 300 },
      { week: '2026-11-22', tangible: 900, intangible: 0 },
    ]);
    expect(await weeksOf(bob.id)).toEqual([{ week: '2026-11-15', tangible: 1200, intangible: 0 }]);
    await expectRecountAgrees();

    await t.ctx.db.delete(users).where(eq(users.id, bob.id));
    expect(await weeksOf(bob.id)).toEqual([]);
    expect(await weeksOf(ann.id)).toHaveLength(2);
  });
});
