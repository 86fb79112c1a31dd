import { projectContracts, taskContracts, timeEntryContracts, userContracts } from '@goodhours/domain';
import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.js';
import { api, test } from '../../test/api.js';
import { entryBody, person, place, postEntry, TODAY } from './test-fixtures.js';

const NIL = '00000000-0000-0000-0000-000000000000';

// The harness clock stands at Wednesday 2026-11-18, 10:00 Pacific; its week began on Sunday the 15th.
const it = test
  /** Rows of a statement, as text so bigint, numeric and float8 compare alike on both drivers. */
  .extend('rows', ({ t }) => async (query: ReturnType<typeof sql>): Promise<string[]> => {
    return rowsOf<{ r: string }>(await t.ctx.db.execute(sql`select r from (${query}) q order by r`)).map((x) => x.r);
  })
  /**
   * Every kept total of contribution.ts beside a recount from the entries themselves, written here
   * on its own (not through recomputeTimeTotals). Rows whose seconds are all zero are left out of
   * the kept side: a total taken back to zero may stay as a row.
   */
  .extend('keptAndRecounted', ({ rows }) => async () => {
    const week = sql`e.date_of_work - extract(dow from e.date_of_work)::int`;
    const tangible = sql`coalesce(sum(e.total_seconds) filter (where e.is_tangible), 0)`;
    const intangible = sql`coalesce(sum(e.total_seconds) filter (where not e.is_tangible), 0)`;
    return {
      kept: {
        people: await rows(sql`select concat_ws(' ', id, total_tangible_seconds, total_intangible_seconds) r from users`),
        // A task keeps hours: three decimals of a second are more than any float rounding.
        tasks: await rows(sql`select concat_ws(' ', id, round((hours_logged * 3600)::numeric, 3)) r from tasks`),
        weeks: await rows(sql`select concat_ws(' ', week_start, user_id, tangible_seconds, intangible_seconds) r
                              from person_week_totals where tangible_seconds <> 0 or intangible_seconds <> 0`),
        projects: await rows(sql`select concat_ws(' ', project_id, tangible_seconds, intangible_seconds) r
                                 from project_totals where tangible_seconds <> 0 or intangible_seconds <> 0`),
        rollup: await rows(sql`select concat_ws(' ', week_start, user_id, project_id, tangible_seconds, intangible_seconds) r
                               from person_week_project_totals where tangible_seconds <> 0 or intangible_seconds <> 0`),
      },
      recounted: {
        people: await rows(sql`select concat_ws(' ', u.id, ${tangible}, ${intangible}) r
                               from users u left join time_entries e on e.person_id = u.id group by u.id`),
        tasks:
          await rows(sql`select concat_ws(' ', k.id, round(coalesce(sum(e.total_seconds) filter (where e.is_tangible), 0)::numeric, 3)) r
                              from tasks k left join time_entries e on e.task_id = k.id group by k.id`),
        weeks: await rows(sql`select concat_ws(' ', ${week}, e.person_id, ${tangible}, ${intangible}) r
                              from time_entries e group by ${week}, e.person_id`),
        projects: await rows(sql`select concat_ws(' ', e.project_id, ${tangible}, ${intangible}) r
                                 from time_entries e where e.project_id is not null group by e.project_id`),
        rollup: await rows(sql`select concat_ws(' ', ${week}, e.person_id, e.project_id, ${tangible}, ${intangible}) r
                               from (select person_id, date_of_work, coalesce(project_id, ${NIL}::uuid) as project_id, total_seconds, is_tangible
                                       from time_entries) e
                              group by ${week}, e.person_id, e.project_id`),
      },
    };
  })
  .extend('expectTotalsMatchRecount', ({ keptAndRecounted }) => async (after: string): Promise<void> => {
    const { kept, recounted } = await keptAndRecounted();
    expect(kept, `kept totals after ${after}`).toEqual(recounted);
  });

describe('the kept totals equal a recount of the entries', () => {
  it('after every kind of change a person, an administrator or the timer makes', async ({ t, expectTotalsMatchRecount }) => {
    const me = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const village = await place(t, 'Earthbag Village', 'Housing');
    const farm = await place(t, 'Aquaponics', 'Food');
    const put = (id: string, changes: object) =>
      api(t, admin.token).call(timeEntryContracts.update, { params: { id }, body: entryBody(me.id, village.projectId, changes) });

    const entry = await postEntry(t, me.token, entryBody(me.id, village.projectId, { taskId: village.taskId, hours: 2, minutes: 15 }));
    await postEntry(t, me.token, entryBody(me.id, village.projectId, { isTangible: false, hours: 0, minutes: 40 }));
    await expectTotalsMatchRecount('adding a tangible and an intangible entry');

    const place1 = { taskId: village.taskId, hours: 3, minutes: 15 };
    expect((await put(entry.id, place1)).statusCode).toBe(200);
    await expectTotalsMatchRecount('an edit of the hours');
    expect((await put(entry.id, { ...place1, minutes: 5 })).statusCode).toBe(200);
    await expectTotalsMatchRecount('an edit of the minutes');
    expect((await put(entry.id, { ...place1, minutes: 5, dateOfWork: '2026-11-14' })).statusCode).toBe(200);
    await expectTotalsMatchRecount('moving the entry to the Saturday of the week before');
    expect((await put(entry.id, { ...place1, minutes: 5, dateOfWork: TODAY, taskId: null })).statusCode).toBe(200);
    await expectTotalsMatchRecount('taking the task off');
    expect((await put(entry.id, { ...place1, minutes: 5, taskId: village.taskId })).statusCode).toBe(200);
    await expectTotalsMatchRecount('putting a task on');
    const onFarm = entryBody(me.id, farm.projectId, { taskId: farm.taskId, hours: 3, minutes: 5 });
    expect((await api(t, admin.token).call(timeEntryContracts.update, { params: { id: entry.id }, body: onFarm })).statusCode).toBe(200);
    await expectTotalsMatchRecount('moving the entry to another project and its task');
    expect(
      (await api(t, admin.token).call(timeEntryContracts.update, { params: { id: entry.id }, body: { ...onFarm, isTangible: false } }))
        .statusCode,
    ).toBe(200);
    await expectTotalsMatchRecount('an edit that makes it intangible');
    expect(
      (await api(t, admin.token).call(timeEntryContracts.setTangible, { params: { id: entry.id }, body: { isTangible: true } })).statusCode,
    ).toBe(200);
    await expectTotalsMatchRecount('the tangibility toggle');

    // The timer never writes an entry: after STOP the page posts one with a key, and a retry of that post writes nothing more.
    const fromTimer = entryBody(me.id, village.projectId, {
      taskId: village.taskId,
      hours: 0,
      minutes: 25,
      idempotencyKey: 'timer-stop-1',
    });
    expect((await api(t, me.token).call(timeEntryContracts.create, { body: fromTimer })).statusCode).toBe(201);
    expect((await api(t, me.token).call(timeEntryContracts.create, { body: fromTimer })).statusCode).toBe(200);
    await expectTotalsMatchRecount('the timer’s entry and its retry');

    const forMe = entryBody(me.id, farm.projectId, { hours: 1, minutes: 0, dateOfWork: '2026-11-10' });
    expect((await api(t, admin.token).call(timeEntryContracts.create, { body: forMe })).statusCode).toBe(201);
    await expectTotalsMatchRecount('an administrator’s entry for someone else, in an earlier week');

    expect((await api(t, admin.token).call(timeEntryContracts.remove, { params: { id: entry.id } })).statusCode).toBe(204);
    await expectTotalsMatchRecount('deleting an entry');
  });

  it('after the administrator deletes a task, a project with its tasks, and a person', async ({ t, expectTotalsMatchRecount }) => {
    const me = await person(t, 'Volunteer');
    const other = await person(t, 'Volunteer');
    const admin = await person(t, 'Administrator');
    const village = await place(t, 'Earthbag Village', 'Housing');
    const farm = await place(t, 'Aquaponics', 'Food');
    await postEntry(t, me.token, entryBody(me.id, village.projectId, { taskId: village.taskId, hours: 2, minutes: 0 }));
    await postEntry(t, me.token, entryBody(me.id, farm.projectId, { taskId: farm.taskId, hours: 1, minutes: 30 }));
    await postEntry(t, other.token, entryBody(other.id, farm.projectId, { hours: 4, minutes: 0, isTangible: false }));
    await expectTotalsMatchRecount('the entries');

    const del = await api(t, admin.token).call(taskContracts.remove, { params: { wbsId: village.wbsId, id: village.taskId } });
    expect(del.statusCode).toBeLessThan(300);
    await expectTotalsMatchRecount('deleting a task with hours');

    expect(
      (await api(t, admin.token).call(projectContracts.update, { params: { id: farm.projectId }, body: { category: 'Energy' } }))
        .statusCode,
    ).toBe(200);
    await expectTotalsMatchRecount('recategorising a project');
    expect(
      (await api(t, admin.token).call(projectContracts.remove, { params: { id: farm.projectId }, query: { option: 'delete' } })).statusCode,
    ).toBe(204);
    await expectTotalsMatchRecount('deleting a project (its entries stay, with no project)');

    const gone = await api(t, admin.token).call(userContracts.remove, { params: { id: other.id }, body: { option: 'delete' } });
    expect(gone.statusCode).toBe(204);
    await expectTotalsMatchRecount('deleting a person with entries');
  });
});
