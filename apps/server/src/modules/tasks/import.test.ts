import { describe, expect } from 'vitest';
import { TASK_IMPORT_MESSAGES, TASK_MESSAGES, taskContracts } from '@goodhours/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { taskResources, tasks } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { createTask, createWbs } from '../../test/fixtures.js';
import { readTask } from './task-query.js';

const it = test
  .extend(
    'importInto',
    ({ t }) =>
      // Any body, as a spreadsheet's rows arrive; tests send malformed ones on purpose.
      (token: string | null, wbsId: string, body: unknown) =>
        api(t, token).raw(taskContracts.importTasks, { params: { wbsId }, body }),
  )
  .extend('tasksOf', ({ t }) => async (wbsId: string) => {
    return t.ctx.db
      .select({ id: tasks.id, num: tasks.num, level: tasks.level, parentId: tasks.parentId, taskName: tasks.taskName })
      .from(tasks)
      .where(eq(tasks.wbsId, wbsId))
      .orderBy(asc(sql`string_to_array(${tasks.num}, '.')::int[]`));
  });

describe('POST /api/task/import/:wbsId', () => {
  it('adds a numbered tree below the existing top-level tasks, with people, estimates and dates', async ({ t, importInto, tasksOf }) => {
    const admin = await signedIn(t, 'Administrator');
    const ann = await createUser(t, 'Volunteer', { email: 'ann@example.org' });
    const place = await createWbs(t);
    await createTask(t, place, { num: '1', taskName: 'Existing one' });
    await createTask(t, place, { num: '2', taskName: 'Existing two' });

    const res = await importInto(admin.token, place.wbsId, {
      list: [
        { num: '1', taskName: 'Walls', resources: 'ANN@example.org' },
        { num: '1.1', taskName: 'Fill bags', hoursBest: '1', hoursMost: '2', hoursWorst: '10', dueDatetime: '2026-12-24' },
        { num: '1.1.1', taskName: 'Sieve soil', estimatedHours: 4 },
        { num: '2', taskName: 'Roof', priority: 'tertiary', status: 'paused', links: 'https://example.org/roof' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 4 });

    const all = await tasksOf(place.wbsId);
    expect(all.map((x) => [x.num, x.level, x.taskName])).toEqual([
      ['1', 1, 'Existing one'],
      ['2', 1, 'Existing two'],
      ['3', 1, 'Walls'],
      ['3.1', 2, 'Fill bags'],
      ['3.1.1', 3, 'Sieve soil'],
      ['4', 1, 'Roof'],
    ]);
    const byNum = new Map(all.map((x) => [x.num, x]));
    expect(byNum.get('3.1')?.parentId).toBe(byNum.get('3')?.id);
    expect(byNum.get('3.1.1')?.parentId).toBe(byNum.get('3.1')?.id);

    const fill = await readTask(t.ctx.db, byNum.get('3.1')?.id ?? '');
    expect(fill).toMatchObject({ ownEstimatedHours: 3.17, dueDatetime: '2026-12-24T00:00:00.000Z', estimatedHours: 4 });
    const walls = await readTask(t.ctx.db, byNum.get('3')?.id ?? '');
    expect(walls).toMatchObject({ isAssigned: true, resources: [{ userId: ann.id }], estimatedHours: 4 });
    const roof = await readTask(t.ctx.db, byNum.get('4')?.id ?? '');
    expect(roof).toMatchObject({ priority: 'Tertiary', status: 'Paused', links: ['https://example.org/roof'], isAssigned: false });
  });

  it('appends rows without numbers as top-level tasks in file order', async ({ t, importInto, tasksOf }) => {
    const admin = await signedIn(t, 'Administrator');
    const place = await createWbs(t);
    await createTask(t, place, { num: '1', taskName: 'Existing' });
    const res = await importInto(admin.token, place.wbsId, { list: [{ TaskName: 'B' }, { 'task name': 'A' }] });
    expect(res.statusCode).toBe(201);
    expect((await tasksOf(place.wbsId)).map((x) => [x.num, x.taskName])).toEqual([
      ['1', 'Existing'],
      ['2', 'B'],
      ['3', 'A'],
    ]);
  });

  it('refuses the whole file, naming each row and column, when any row is wrong', async ({ t, importInto, tasksOf }) => {
    const admin = await signedIn(t, 'Administrator');
    const place = await createWbs(t);
    const res = await importInto(admin.token, place.wbsId, {
      list: [
        { num: '1', taskName: 'Fine' },
        { num: '1.2', taskName: '' },
        { num: '2', taskName: 'Who?', resources: 'nobody@example.org' },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ error: { message: string; rows: unknown[]; fields: Record<string, string> } }>().error;
    expect(body.message).toBe(TASK_IMPORT_MESSAGES.rowsInvalid(1));
    expect(body.rows).toEqual([
      { row: 2, field: 'taskName', message: TASK_MESSAGES.taskNameRequired },
      { row: 2, field: 'num', message: TASK_IMPORT_MESSAGES.numOutOfOrder('1.1') },
    ]);
    expect(body.fields['list.1.taskName']).toBe(TASK_MESSAGES.taskNameRequired);
    expect(await tasksOf(place.wbsId)).toEqual([]);

    const people = await importInto(admin.token, place.wbsId, {
      list: [{ taskName: 'A' }, { taskName: 'Who?', resources: 'nobody@example.org' }],
    });
    expect(people.statusCode).toBe(422);
    expect(errorOf(people).fields?.['list.1.resources']).toBe(TASK_IMPORT_MESSAGES.personNotFound('nobody@example.org'));
    expect(await tasksOf(place.wbsId)).toEqual([]);
  });

  it('refuses dates in year 0000 or 9999, as a day or a date-time, naming the row and column', async ({ t, importInto, tasksOf }) => {
    const admin = await signedIn(t, 'Administrator');
    const place = await createWbs(t);
    const res = await importInto(admin.token, place.wbsId, {
      list: [
        { taskName: 'Fine', startedDatetime: '1900-01-01', dueDatetime: '2199-12-31T12:00:00Z' },
        { taskName: 'Ancient', startedDatetime: '0000-01-01' },
        { taskName: 'Far off', dueDatetime: '9999-12-31T00:00:00Z' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { rows: unknown[] } }>().error.rows).toEqual([
      { row: 2, field: 'startedDatetime', message: TASK_MESSAGES.dateInvalid },
      { row: 3, field: 'dueDatetime', message: TASK_MESSAGES.dateInvalid },
    ]);
    expect(await tasksOf(place.wbsId)).toEqual([]);
  });

  it('takes a file larger than the 2 MB other requests are held to', async ({ t, importInto }) => {
    const admin = await signedIn(t, 'Administrator');
    const place = await createWbs(t);
    const long = (c: string) => c.repeat(5000);
    const list = Array.from({ length: 150 }, (_, i) => ({
      taskName: `Long ${String(i + 1)}`,
      whyInfo: long('w'),
      intentInfo: long('i'),
      endstateInfo: long('e'),
    }));
    expect(JSON.stringify({ list }).length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await importInto(admin.token, place.wbsId, { list });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 150 });
  });

  it('sends back at most 500 problems but counts every wrong row', async ({ t, importInto }) => {
    const admin = await signedIn(t, 'Administrator');
    const place = await createWbs(t);
    const res = await importInto(admin.token, place.wbsId, { list: Array.from({ length: 600 }, () => ({ taskName: '' })) });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ error: { message: string; rows: unknown[] } }>().error;
    expect(body.message).toBe(TASK_IMPORT_MESSAGES.rowsInvalid(600));
    expect(body.rows).toHaveLength(500);
  });

  it('answers 422 for an empty or malformed list and a bad WBS id, 404 for an unknown WBS', async ({ t, importInto }) => {
    const admin = await signedIn(t, 'Administrator');
    const place = await createWbs(t);
    const empty = await importInto(admin.token, place.wbsId, { list: [] });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(TASK_IMPORT_MESSAGES.noRows);
    expect((await importInto(admin.token, place.wbsId, { list: 'tasks' })).statusCode).toBe(422);
    expect((await importInto(admin.token, place.wbsId, { list: [{ taskName: { nested: true } }] })).statusCode).toBe(422);
    expect((await importInto(admin.token, 'wbs', { list: [{ taskName: 'A' }] })).statusCode).toBe(422);
    const unknown = await importInto(admin.token, '0b8a2b9e-6a0f-4c5b-9d1e-1a2b3c4d5e6f', { list: [{ taskName: 'A' }] });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(TASK_MESSAGES.wbsNotFound);
  });

  it('is refused to a manager (no importTask) and to a visitor', async ({ t, importInto, tasksOf }) => {
    const manager = await signedIn(t, 'Manager');
    const place = await createWbs(t);
    expect((await importInto(manager.token, place.wbsId, { list: [{ taskName: 'A' }] })).statusCode).toBe(403);
    expect((await importInto(null, place.wbsId, { list: [{ taskName: 'A' }] })).statusCode).toBe(401);
    expect(await tasksOf(place.wbsId)).toEqual([]);
  });

  it('imports 5,000 numbered rows with people in a few seconds', async ({ t, importInto }) => {
    const admin = await signedIn(t, 'Administrator');
    await createUser(t, 'Volunteer', { email: 'ann@example.org' });
    const place = await createWbs(t);
    const list = Array.from({ length: 1000 }, (_, i) => [
      { num: String(i + 1), taskName: `Area ${String(i + 1)}`, resources: 'ann@example.org' },
      ...[1, 2, 3, 4].map((j) => ({
        num: `${String(i + 1)}.${String(j)}`,
        taskName: `Step ${String(j)}`,
        hoursBest: 1,
        hoursMost: 2,
        hoursWorst: 3,
        whyInfo: 'Because the village needs it.',
      })),
    ]).flat();
    const started = Date.now();
    const res = await importInto(admin.token, place.wbsId, { list });
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000);
    const [counted] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(eq(tasks.wbsId, place.wbsId));
    expect(counted?.n).toBe(5000);
    const [assigned] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(taskResources);
    expect(assigned?.n).toBe(1000);
  });
});
