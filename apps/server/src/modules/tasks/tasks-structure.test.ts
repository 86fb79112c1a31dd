import { describe, expect } from 'vitest';
import { type CreateTaskInput, TASK_MESSAGES, type Task, taskContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { taskResources } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { addTask, createProject, createWbs, logHours, outline } from './test-fixtures.js';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend('manager', { auto: true }, ({ t }) => signedIn(t, 'Manager'))
  .extend('wbsId', { auto: true }, async ({ t, admin }) => (await createWbs(t, admin.token, await createProject(t))).id)
  /** 1 Foundations (1.1 Dig (1.1.1 Trench), 1.2 Pour), 2 Walls, 3 Roof (3.1 Beams) */
  .extend('tree', { auto: true }, async ({ t, manager, wbsId }) => {
    const add = (taskName: string, parent?: Task, extra: Partial<CreateTaskInput> = {}) =>
      addTask(t, manager.token, wbsId, { taskName, ...(parent ? { parentId: parent.id } : {}), ...extra });
    const foundations = await add('Foundations');
    const dig = await add('Dig', foundations);
    const trench = await add('Trench', dig, { estimatedHours: 5 });
    const pour = await add('Pour', foundations, { estimatedHours: 3 });
    const walls = await add('Walls');
    const roof = await add('Roof');
    const beams = await add('Beams', roof);
    const tree: Record<string, Task> = { foundations, dig, trench, pour, walls, roof, beams };
    return tree;
  })
  .extend(
    'id',
    ({ tree }) =>
      (name: string) =>
        (tree[name] as Task).id,
  );

const before = ['1 Foundations', '1.1 Dig', '1.1.1 Trench', '1.2 Pour', '2 Walls', '3 Roof', '3.1 Beams'];

describe('PUT /api/tasks/moveTasks/:wbsId', () => {
  it('moves a task and its subtree, renumbering everything', async ({ t, manager, wbsId }) => {
    const res = await api(t, manager.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum: '1', toNum: '3' } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Task>()).toMatchObject({ taskName: 'Foundations', num: '3' });
    expect(await outline(t, wbsId)).toEqual(['1 Walls', '2 Roof', '2.1 Beams', '3 Foundations', '3.1 Dig', '3.1.1 Trench', '3.2 Pour']);
  });

  it('indents a task under another and keeps the roll-ups right', async ({ t, manager, wbsId, id }) => {
    await logHours(t, id('pour'), 2);
    await api(t, manager.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum: '1.2', toNum: '3.2' } });
    expect(await outline(t, wbsId)).toEqual(['1 Foundations', '1.1 Dig', '1.1.1 Trench', '2 Walls', '3 Roof', '3.1 Beams', '3.2 Pour']);
    const top = (await api(t, manager.token).call(taskContracts.level, { params: { wbsId, level: '1', mother: '0' } })).json<Task[]>();
    expect(top.map((x) => [x.taskName, x.estimatedHours, x.hoursLogged])).toEqual([
      ['Foundations', 5, 0],
      ['Walls', 0, 0],
      ['Roof', 3, 2],
    ]);
  });

  it('refuses a volunteer; says why a move is impossible', async ({ t, manager, wbsId }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect(
      (await api(t, volunteer.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum: '1', toNum: '2' } })).statusCode,
    ).toBe(403);
    const inside = await api(t, manager.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum: '1', toNum: '1.1.1' } });
    expect(inside.statusCode).toBe(422);
    expect(errorOf(inside).message).toBe(TASK_MESSAGES.moveIntoItself);
    const far = await api(t, manager.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum: '2', toNum: '9' } });
    expect(errorOf(far).message).toBe(TASK_MESSAGES.movePositionInvalid(3));
    const bad = await api(t, manager.token).call(taskContracts.move, { params: { wbsId }, body: { fromNum: 'one', toNum: '2' } });
    expect(errorOf(bad).fields).toEqual({ fromNum: TASK_MESSAGES.numInvalid });
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('PUT /api/tasks/update/num', () => {
  it('gives tasks new numbers and closes the gaps', async ({ t, manager, wbsId, id }) => {
    const res = await api(t, manager.token).call(taskContracts.updateNums, {
      body: {
        wbsId,
        nums: [
          { id: id('roof'), num: '1' },
          { id: id('foundations'), num: '3' },
          { id: id('walls'), num: '7' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await outline(t, wbsId)).toEqual(['1 Roof', '1.1 Beams', '2 Foundations', '2.1 Dig', '2.1.1 Trench', '2.2 Pour', '3 Walls']);
  });

  it('refuses a volunteer, duplicates and tasks of another WBS', async ({ t, admin, manager, wbsId, id }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const nums = [{ id: id('walls'), num: '1' }];
    expect((await api(t, volunteer.token).call(taskContracts.updateNums, { body: { wbsId, nums } })).statusCode).toBe(403);
    const dup = await api(t, manager.token).call(taskContracts.updateNums, { body: { wbsId, nums } });
    expect(dup.statusCode).toBe(422);
    expect(errorOf(dup).message).toBe(TASK_MESSAGES.numsDuplicate('1'));
    const other = (await createWbs(t, admin.token, await createProject(t, 'Other'))).id;
    const foreign = await api(t, manager.token).call(taskContracts.updateNums, { body: { wbsId: other, nums } });
    expect(errorOf(foreign).message).toBe(TASK_MESSAGES.numsUnknownTask);
    expect((await api(t, manager.token).call(taskContracts.updateNums, { body: { wbsId, nums: [] } })).statusCode).toBe(422);
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('deleting tasks', () => {
  it('deletes a task with its subtasks and renumbers the rest', async ({ t, admin, wbsId, id }) => {
    const res = await api(t, admin.token).call(taskContracts.remove, { params: { wbsId, id: id('foundations') } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 4 });
    expect(await outline(t, wbsId)).toEqual(['1 Walls', '2 Roof', '2.1 Beams']);
  });

  it('deletes only the subtasks with delete/children', async ({ t, admin, wbsId, id }) => {
    const res = await api(t, admin.token).call(taskContracts.removeSubtasks, { params: { id: id('foundations') } });
    expect(res.json()).toEqual({ deletedCount: 3 });
    expect(await outline(t, wbsId)).toEqual(['1 Foundations', '2 Walls', '3 Roof', '3.1 Beams']);
    const top = (await api(t, admin.token).call(taskContracts.level, { params: { wbsId, level: '1', mother: '0' } })).json<Task[]>();
    expect(top[0]).toMatchObject({ hasChildren: false, childCount: 0 });
  });

  it('refuses a manager (no deleteTask), a task of another WBS and bad ids', async ({ t, admin, manager, wbsId, id }) => {
    expect((await api(t, manager.token).call(taskContracts.remove, { params: { wbsId, id: id('walls') } })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(taskContracts.removeSubtasks, { params: { id: id('roof') } })).statusCode).toBe(403);
    const other = (await createWbs(t, admin.token, await createProject(t, 'Other'))).id;
    expect((await api(t, admin.token).call(taskContracts.remove, { params: { wbsId: other, id: id('walls') } })).statusCode).toBe(404);
    expect((await api(t, admin.token).call(taskContracts.remove, { params: { wbsId, id: 'x' } })).statusCode).toBe(422);
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('POST /api/task/copy/:id', () => {
  it('copies a task and its subtree right after it, with its people but no hours logged', async ({ t, manager, wbsId, id }) => {
    const volunteer = await createUser(t, 'Volunteer');
    await api(t, manager.token).call(taskContracts.update, { params: { id: id('dig') }, body: { resources: [volunteer.id] } });
    await logHours(t, id('trench'), 4);
    const res = await api(t, manager.token).call(taskContracts.copy, { params: { id: id('foundations') } });
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

  it('refuses a volunteer and answers 404 for an unknown task', async ({ t, manager, wbsId, id }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(taskContracts.copy, { params: { id: id('walls') } })).statusCode).toBe(403);
    expect(
      (await api(t, manager.token).call(taskContracts.copy, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode,
    ).toBe(404);
    expect(await outline(t, wbsId)).toEqual(before);
  });
});

describe('concurrent writers on one WBS', () => {
  it('never hand out the same number twice', async ({ t, manager, wbsId }) => {
    const names = Array.from({ length: 8 }, (_, i) => `Parallel ${String(i)}`);
    const results = await Promise.all(
      names.map((taskName) => api(t, manager.token).call(taskContracts.create, { params: { wbsId }, body: { taskName } })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const nums = (await outline(t, wbsId)).map((line) => line.split(' ')[0]);
    expect(new Set(nums).size).toBe(nums.length);
    expect(nums.filter((n) => !n?.includes('.'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });
});
