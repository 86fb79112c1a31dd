import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TASK_MESSAGES, type Task } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { taskResources } from '../../db/schema/index.js';
import { createUser, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { addTask, caller, createProject, createWbs, logHours, outline } from './test-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: { id: string; token: string };
let manager: { id: string; token: string };
let wbsId: string;
/** 1 Foundations (1.1 Dig (1.1.1 Trench), 1.2 Pour), 2 Walls, 3 Roof (3.1 Beams) */
let tree: Record<string, Task>;

beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
  admin = await signedIn(t, 'Administrator');
  manager = await signedIn(t, 'Manager');
  wbsId = (await createWbs(t, admin.token, await createProject(t))).id;
  const add = (taskName: string, parent?: Task, extra: object = {}) =>
    addTask(t, manager.token, wbsId, { taskName, ...(parent ? { parentId: parent.id } : {}), ...extra });
  const foundations = await add('Foundations');
  const dig = await add('Dig', foundations);
  const trench = await add('Trench', dig, { estimatedHours: 5 });
  const pour = await add('Pour', foundations, { estimatedHours: 3 });
  const walls = await add('Walls');
  const roof = await add('Roof');
  const beams = await add('Beams', roof);
  tree = { foundations, dig, trench, pour, walls, roof, beams };
});
afterEach(async () => {
  await t.app.close();
});

const before = ['1 Foundations', '1.1 Dig', '1.1.1 Trench', '1.2 Pour', '2 Walls', '3 Roof', '3.1 Beams'];
const id = (name: string) => (tree[name] as Task).id;

describe('PUT /api/tasks/moveTasks/:wbsId', () => {
  it('moves a task and its subtree, renumbering everything', async () => {
    const res = await call(manager.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1', toNum: '3' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Task>()).toMatchObject({ taskName: 'Foundations', num: '3' });
    expect(await outline(t, wbsId)).toEqual(['1 Walls', '2 Roof', '2.1 Beams', '3 Foundations', '3.1 Dig', '3.1.1 Trench', '3.2 Pour']);
  });

  it('indents a task under another and keeps the roll-ups right', async () => {
    await logHours(t, id('pour'), 2);
    await call(manager.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1.2', toNum: '3.2' });
    expect(await outline(t, wbsId)).toEqual(['1 Foundations', '1.1 Dig', '1.1.1 Trench', '2 Walls', '3 Roof', '3.1 Beams', '3.2 Pour']);
    const top = (await call(manager.token, 'GET', `/api/tasks/${wbsId}/1/0`)).json<Task[]>();
    expect(top.map((x) => [x.taskName, x.estimatedHours, x.hoursLogged])).toEqual([
      ['Foundations', 5, 0],
      ['Walls', 0, 0],
      ['Roof', 3, 2],
    ]);
  });

  it('refuses a volunteer; says why a move is impossible', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await call(volunteer.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1', toNum: '2' })).statusCode).toBe(403);
    const inside = await call(manager.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '1', toNum: '1.1.1' });
    expect(inside.statusCode).toBe(422);
    expect(errorOf(inside).message).toBe(TASK_MESSAGES.moveIntoItself);
    const far = await call(manager.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: '2', toNum: '9' });
    expect(errorOf(far).message).toBe(TASK_MESSAGES.movePositionInvalid(3));
    const bad = await call(manager.token, 'PUT', `/api/tasks/moveTasks/${wbsId}`, { fromNum: 'one', toNum: '2' });
    expect(errorOf(bad).fields).toEqual({ fromNum: TASK_MESSAGES.numInvalid });
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('PUT /api/tasks/update/num', () => {
  it('gives tasks new numbers and closes the gaps', async () => {
    const res = await call(manager.token, 'PUT', '/api/tasks/update/num', {
      wbsId,
      nums: [
        { id: id('roof'), num: '1' },
        { id: id('foundations'), num: '3' },
        { id: id('walls'), num: '7' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(await outline(t, wbsId)).toEqual(['1 Roof', '1.1 Beams', '2 Foundations', '2.1 Dig', '2.1.1 Trench', '2.2 Pour', '3 Walls']);
  });

  it('refuses a volunteer, duplicates and tasks of another WBS', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const nums = [{ id: id('walls'), num: '1' }];
    expect((await call(volunteer.token, 'PUT', '/api/tasks/update/num', { wbsId, nums })).statusCode).toBe(403);
    const dup = await call(manager.token, 'PUT', '/api/tasks/update/num', { wbsId, nums });
    expect(dup.statusCode).toBe(422);
    expect(errorOf(dup).message).toBe(TASK_MESSAGES.numsDuplicate('1'));
    const other = (await createWbs(t, admin.token, await createProject(t, 'Other'))).id;
    const foreign = await call(manager.token, 'PUT', '/api/tasks/update/num', { wbsId: other, nums });
    expect(errorOf(foreign).message).toBe(TASK_MESSAGES.numsUnknownTask);
    expect((await call(manager.token, 'PUT', '/api/tasks/update/num', { wbsId, nums: [] })).statusCode).toBe(422);
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('deleting tasks', () => {
  it('deletes a task with its subtasks and renumbers the rest', async () => {
    const res = await call(admin.token, 'POST', `/api/task/del/${wbsId}/${id('foundations')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 4 });
    expect(await outline(t, wbsId)).toEqual(['1 Walls', '2 Roof', '2.1 Beams']);
  });

  it('deletes only the subtasks with delete/children', async () => {
    const res = await call(admin.token, 'POST', `/api/task/delete/children/${id('foundations')}`);
    expect(res.json()).toEqual({ deletedCount: 3 });
    expect(await outline(t, wbsId)).toEqual(['1 Foundations', '2 Walls', '3 Roof', '3.1 Beams']);
    const top = (await call(admin.token, 'GET', `/api/tasks/${wbsId}/1/0`)).json<Task[]>();
    expect(top[0]).toMatchObject({ hasChildren: false, childCount: 0 });
  });

  it('refuses a manager (no deleteTask), a task of another WBS and bad ids', async () => {
    expect((await call(manager.token, 'POST', `/api/task/del/${wbsId}/${id('walls')}`)).statusCode).toBe(403);
    expect((await call(manager.token, 'POST', `/api/task/delete/children/${id('roof')}`)).statusCode).toBe(403);
    const other = (await createWbs(t, admin.token, await createProject(t, 'Other'))).id;
    expect((await call(admin.token, 'POST', `/api/task/del/${other}/${id('walls')}`)).statusCode).toBe(404);
    expect((await call(admin.token, 'POST', `/api/task/del/${wbsId}/x`)).statusCode).toBe(422);
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('POST /api/task/copy/:id', () => {
  it('copies a task and its subtree right after it, with its people but no hours logged', async () => {
    const volunteer = await createUser(t, 'Volunteer');
    await call(manager.token, 'PUT', `/api/task/update/${id('dig')}`, { resources: [volunteer.id] });
    await logHours(t, id('trench'), 4);
    const res = await call(manager.token, 'POST', `/api/task/copy/${id('foundations')}`);
    expect(res.statusCode).toBe(201);
    const copy = res.json<Task>();
    expect(copy).toMatchObject({ num: '2', taskName: 'Foundations', hasChildren: true, estimatedHours: 8, hoursLogged: 0 });
    expect(await outline(t, wbsId)).toEqual([
      ...before.slice(0, 4),
      '2 Foundations',
      '2.1 Dig',
      '2.1.1 Trench',
      '2.2 Pour',
      '3 Walls',
      '4 Roof',
      '4.1 Beams',
    ]);
    const people = await t.ctx.db.select().from(taskResources).where(eq(taskResources.userId, volunteer.id));
    expect(people).toHaveLength(2);
  });

  it('refuses a volunteer and answers 404 for an unknown task', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await call(volunteer.token, 'POST', `/api/task/copy/${id('walls')}`)).statusCode).toBe(403);
    expect((await call(manager.token, 'POST', '/api/task/copy/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('concurrent writers on one WBS', () => {
  it('never hand out the same number twice', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Parallel ${String(i)}`);
    const results = await Promise.all(names.map((taskName) => call(manager.token, 'POST', `/api/task/${wbsId}`, { taskName })));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const nums = (await outline(t, wbsId)).map((line) => line.split(' ')[0]);
    expect(new Set(nums).size).toBe(nums.length);
    expect(nums.filter((n) => !n?.includes('.'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });
});
