import { describe, expect } from 'vitest';
import { leaderboardContracts, timeEntryContracts, type Leaderboard } from '@goodhours/domain';
import { asc, eq } from 'drizzle-orm';
import { personWeekTotals, timeEntries, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { entryBody, person, place, postEntry } from './test-fixtures.js';
import { recomputeTimeTotals } from './totals.js';

// The harness clock stands at Wednesday 2026-11-18; its week began on Sunday 2026-11-15.
const it = test
  .extend('weeksOf', ({ t }) => async (userId: string) => {
    return t.ctx.db
      .select({
        week: personWeekTotals.weekStart,
        tangible: personWeekTotals.tangibleSeconds,
        intangible: personWeekTotals.intangibleSeconds,
      })
      .from(personWeekTotals)
      .where(eq(personWeekTotals.userId, userId))
      .orderBy(asc(personWeekTotals.weekStart));
  })
  /** The kept sums equal a recount from the entries. */
  .extend('expectRecountAgrees', ({ t }) => async () => {
    const kept = await t.ctx.db.select().from(personWeekTotals).orderBy(asc(personWeekTotals.weekStart), asc(personWeekTotals.userId));
    await t.ctx.db.transaction((tx) => recomputeTimeTotals(tx));
    const recounted = await t.ctx.db.select().from(personWeekTotals).orderBy(asc(personWeekTotals.weekStart), asc(personWeekTotals.userId));
    const nonZero = (rows: typeof kept) => rows.filter((r) => r.tangibleSeconds !== 0 || r.intangibleSeconds !== 0);
    expect(nonZero(kept)).toEqual(nonZero(recounted));
  });

describe('the week sums kept beside the time entries', () => {
  it('follow new entries, an edit to another week, a tangibility toggle and a delete, and the leaderboard reads them', async ({
    t,
    weeksOf,
    expectRecountAgrees,
  }) => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const { projectId } = await place(t);
    const work = await postEntry(t, me.token, entryBody(me.id, projectId, { hours: 2, minutes: 0 }));
    const talk = await postEntry(t, me.token, entryBody(me.id, projectId, { hours: 1, minutes: 0, isTangible: false }));
    expect(await weeksOf(me.id)).toEqual([{ week: '2026-11-15', tangible: 7200, intangible: 3600 }]);

    const moved = await api(t, admin.token).call(timeEntryContracts.update, {
      params: { id: work.id },
      body: entryBody(me.id, projectId, { hours: 2, minutes: 0, dateOfWork: '2026-11-12' }),
    });
    expect(moved.statusCode).toBe(200);
    expect(await weeksOf(me.id)).toEqual([
      { week: '2026-11-08', tangible: 7200, intangible: 0 },
      { week: '2026-11-15', tangible: 0, intangible: 3600 },
    ]);

    expect(
      (await api(t, me.token).call(timeEntryContracts.setTangible, { params: { id: talk.id }, body: { isTangible: true } })).statusCode,
    ).toBe(200);
    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: work.id } })).statusCode).toBeLessThan(300);
    expect(await weeksOf(me.id)).toEqual([
      { week: '2026-11-08', tangible: 0, intangible: 0 },
      { week: '2026-11-15', tangible: 3600, intangible: 0 },
    ]);

    const board = await api(t, admin.token).call(leaderboardContracts.get, { params: { userId: admin.id } });
    const mine = board.json<Leaderboard>().rows.find((r) => r.personId === me.id);
    expect(mine).toMatchObject({ tangibleHours: 1, intangibleHours: 0, totalHours: 1 });
    await expectRecountAgrees();
  });

  it('add up a bulk insert per person and week (Saturday and Sunday fall in different weeks), and go with a deleted person', async ({
    t,
    weeksOf,
    expectRecountAgrees,
  }) => {
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
