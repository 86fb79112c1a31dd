import { describe, expect } from 'vitest';
import { TASK_MESSAGES, type SameFolderTasks, type Task, type TaskDetail, taskContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { addTask, createProject, createWbs, logHours, outline } from './test-fixtures.js';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend('manager', { auto: true }, ({ t }) => signedIn(t, 'Manager'))
  .extend('projectId', { auto: true }, ({ t }) => createProject(t))
  .extend('wbsId', { auto: true }, async ({ t, admin, projectId }) => (await createWbs(t, admin.token, projectId)).id);

const missing = '00000000-0000-4000-8000-000000000000';

describe('POST /api/task/:wbsId', () => {
  it('lets a manager add tasks at any level, numbered 1, 1.1, 1.2, 2', async ({ t, manager, projectId, wbsId }) => {
    const one = await addTask(t, manager.token, wbsId, { taskName: 'Foundations' });
    await addTask(t, manager.token, wbsId, { taskName: 'Walls' });
    const dig = await addTask(t, manager.token, wbsId, { taskName: 'Dig', parentId: one.id });
    const pour = await addTask(t, manager.token, wbsId, { taskName: 'Pour', parentId: one.id });
    await addTask(t, manager.token, wbsId, { taskName: 'Mix', parentId: pour.id });
    expect([one.num, dig.num, pour.num]).toEqual(['1', '1.1', '1.2']);
    expect(dig).toMatchObject({ level: 2, parentId: one.id, projectId, wbsId });
    expect(await outline(t, wbsId)).toEqual(['1 Foundations', '1.1 Dig', '1.2 Pour', '1.2.1 Mix', '2 Walls']);
  });

  it('stores every field, computes the PERT estimate and assigns the people', async ({ t, manager, wbsId }) => {
    const volunteer = await createUser(t, 'Volunteer', { firstName: 'Vera', lastName: 'Volunteer' });
    const task = await addTask(t, manager.token, wbsId, {
      taskName: 'Survey the site',
      priority: 'Secondary',
      status: 'Active',
      resources: [volunteer.id, volunteer.id],
      hoursBest: 1,
      hoursMost: 2,
      hoursWorst: 4,
      links: ['https://docs.example.org/survey'],
      classification: 'Housing',
      whyInfo: 'We need to know the ground',
      intentInfo: 'A map',
      endstateInfo: 'A signed-off survey',
      startedDatetime: '2026-11-01',
      dueDatetime: '2026-11-20',
    });
    expect(task).toMatchObject({
      priority: 'Secondary',
      status: 'Active',
      isAssigned: true,
      resources: [{ userId: volunteer.id, name: 'Vera Volunteer', completedTask: false, reviewStatus: 'Unsubmitted' }],
      estimatedHours: 2.17,
      ownEstimatedHours: 2.17,
      links: ['https://docs.example.org/survey'],
      classification: 'Housing',
      startedDatetime: '2026-11-01T00:00:00.000Z',
      dueDatetime: '2026-11-20T00:00:00.000Z',
      hasChildren: false,
      createdAt: '2026-11-18T18:00:00.000Z',
    });
    const given = await addTask(t, manager.token, wbsId, { taskName: 'Given', hoursMost: 2, hoursWorst: 3, estimatedHours: 10 });
    expect(given.estimatedHours).toBe(10);
  });

  it('refuses a volunteer and a mentor (no postTask)', async ({ t, wbsId }) => {
    for (const role of ['Volunteer', 'Mentor']) {
      const user = await signedIn(t, role);
      expect((await api(t, user.token).call(taskContracts.create, { params: { wbsId }, body: { taskName: 'Mine' } })).statusCode).toBe(403);
    }
    expect(await outline(t, wbsId)).toEqual([]);
  });

  it('answers bad input with the field and its message, never a 500', async ({ t, manager, wbsId }) => {
    const noName = await api(t, manager.token).call(taskContracts.create, { params: { wbsId }, body: { taskName: '' } });
    expect(noName.statusCode).toBe(422);
    expect(errorOf(noName).fields?.taskName).toBe(TASK_MESSAGES.taskNameRequired);
    const badEstimates = await api(t, manager.token).call(taskContracts.create, {
      params: { wbsId },
      body: {
        taskName: 'x',
        hoursBest: 5,
        hoursMost: 6,
        hoursWorst: 4,
      },
    });
    expect(errorOf(badEstimates).fields).toEqual({ hoursWorst: TASK_MESSAGES.mostAboveWorst });
    const stranger = await api(t, manager.token).call(taskContracts.create, {
      params: { wbsId },
      body: { taskName: 'x', resources: [missing] },
    });
    expect(stranger.statusCode).toBe(422);
    expect(errorOf(stranger).message).toBe(TASK_MESSAGES.resourceNotFound);
    const foreignParent = await api(t, manager.token).call(taskContracts.create, {
      params: { wbsId },
      body: { taskName: 'x', parentId: missing },
    });
    expect(errorOf(foreignParent).fields?.parentId).toBe(TASK_MESSAGES.parentNotFound);
    expect(
      (await api(t, manager.token).call(taskContracts.create, { params: { wbsId: missing }, body: { taskName: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (await api(t, manager.token).raw(taskContracts.create, { params: { wbsId }, body: { taskName: 'x', hoursBest: 'lots' } })).statusCode,
    ).toBe(422);
    expect(await outline(t, wbsId)).toEqual([]);
  });
});

describe('GET /api/tasks/:wbsId/:level/:mother', () => {
  it('loads one level in number order (2 before 10) with children flags and rolled-up hours', async ({ t, manager, wbsId }) => {
    const tops: Task[] = [];
    for (let i = 1; i <= 10; i++)
      tops.push(await addTask(t, manager.token, wbsId, { taskName: `Top ${String(i)}`, hoursBest: 1, hoursMost: 1, hoursWorst: 1 }));
    const first = tops[0] as Task;
    const a = await addTask(t, manager.token, wbsId, { taskName: 'A', parentId: first.id, estimatedHours: 4 });
    const b = await addTask(t, manager.token, wbsId, { taskName: 'B', parentId: first.id, estimatedHours: 6 });
    const b1 = await addTask(t, manager.token, wbsId, { taskName: 'B1', parentId: b.id, estimatedHours: 2 });
    const b2 = await addTask(t, manager.token, wbsId, { taskName: 'B2', parentId: b.id, estimatedHours: 3 });
    await logHours(t, first.id, 1);
    await logHours(t, a.id, 2);
    await logHours(t, b1.id, 1.5);
    await logHours(t, b2.id, 0.25);

    const volunteer = await signedIn(t, 'Volunteer');
    const top = await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId, level: '1', mother: '0' } });
    expect(top.statusCode).toBe(200);
    const level1 = top.json<Task[]>();
    expect(level1.map((x) => x.num)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    // The first task: leaves A (4), B1 (2), B2 (3) estimate 9; hours 1 + 2 + 1.5 + 0.25 logged.
    expect(level1[0]).toMatchObject({ hasChildren: true, childCount: 2, estimatedHours: 9, hoursLogged: 4.75, ownHoursLogged: 1 });
    expect(level1[1]).toMatchObject({ hasChildren: false, estimatedHours: 1, hoursLogged: 0 });
    expect(
      (await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId, level: '1', mother: 'null' } })).json<Task[]>(),
    ).toHaveLength(10);

    const level2 = (await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId, level: '2', mother: first.id } })).json<
      Task[]
    >();
    expect(level2.map((x) => [x.num, x.taskName, x.estimatedHours, x.hoursLogged])).toEqual([
      ['1.1', 'A', 4, 2],
      ['1.2', 'B', 5, 1.75],
    ]);
    expect(
      (await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId, level: '3', mother: b.id } }))
        .json<Task[]>()
        .map((x) => x.num),
    ).toEqual(['1.2.1', '1.2.2']);
  });

  it('refuses a visitor; answers 404 for an unknown WBS or parent and 422 for a bad path', async ({ t, wbsId }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t).call(taskContracts.level, { params: { wbsId, level: '1', mother: '0' } })).statusCode).toBe(401);
    expect(
      (await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId: missing, level: '1', mother: '0' } })).statusCode,
    ).toBe(404);
    const noParent = await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId, level: '2', mother: missing } });
    expect(noParent.statusCode).toBe(404);
    expect(errorOf(noParent).message).toBe(TASK_MESSAGES.parentNotFound);
    const bad = await api(t, volunteer.token).call(taskContracts.level, { params: { wbsId, level: 'zero', mother: 'mother' } });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toEqual({ level: TASK_MESSAGES.levelInvalid, mother: TASK_MESSAGES.motherInvalid });
  });
});

describe('GET /api/task/:id and /api/tasks/samefolder/:taskId', () => {
  it('shows one task with its project, WBS, ancestors and subtask count', async ({ t, manager, wbsId }) => {
    const one = await addTask(t, manager.token, wbsId, { taskName: 'Foundations' });
    const dig = await addTask(t, manager.token, wbsId, { taskName: 'Dig', parentId: one.id });
    const trench = await addTask(t, manager.token, wbsId, { taskName: 'Trench', parentId: dig.id });
    await addTask(t, manager.token, wbsId, { taskName: 'Corner', parentId: trench.id });
    const volunteer = await signedIn(t, 'Volunteer');

    const res = await api(t, volunteer.token).call(taskContracts.get, { params: { id: trench.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json<TaskDetail>()).toMatchObject({
      num: '1.1.1',
      projectName: 'Earthbag Village',
      wbsName: 'Phase 1',
      ancestors: [
        { id: one.id, num: '1', taskName: 'Foundations' },
        { id: dig.id, num: '1.1', taskName: 'Dig' },
      ],
      subtaskCount: 1,
    });
    expect((await api(t, volunteer.token).call(taskContracts.get, { params: { id: one.id } })).json<TaskDetail>()).toMatchObject({
      ancestors: [],
      subtaskCount: 3,
    });
  });

  it('lists the tasks in the same folder, the task included', async ({ t, manager, wbsId }) => {
    const one = await addTask(t, manager.token, wbsId, { taskName: 'Foundations' });
    const dig = await addTask(t, manager.token, wbsId, { taskName: 'Dig', parentId: one.id });
    await addTask(t, manager.token, wbsId, { taskName: 'Pour', parentId: one.id });
    await addTask(t, manager.token, wbsId, { taskName: 'Walls' });
    const volunteer = await signedIn(t, 'Volunteer');
    const res = await api(t, volunteer.token).call(taskContracts.sameFolder, { params: { taskId: dig.id } });
    expect(res.statusCode).toBe(200);
    const body = res.json<SameFolderTasks>();
    expect(body.task.id).toBe(dig.id);
    expect(body.tasks.map((x) => `${x.num} ${x.taskName}`)).toEqual(['1.1 Dig', '1.2 Pour']);
    const topFolder = (
      await api(t, volunteer.token).call(taskContracts.sameFolder, { params: { taskId: one.id } })
    ).json<SameFolderTasks>();
    expect(topFolder.tasks.map((x) => x.taskName)).toEqual(['Foundations', 'Walls']);
  });

  it('refuses a visitor and answers 404 and 422 for unknown and bad ids', async ({ t, manager, wbsId }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const one = await addTask(t, manager.token, wbsId, { taskName: 'Foundations' });
    expect((await api(t).call(taskContracts.get, { params: { id: one.id } })).statusCode).toBe(401);
    expect((await api(t).call(taskContracts.sameFolder, { params: { taskId: one.id } })).statusCode).toBe(401);
    expect((await api(t, volunteer.token).call(taskContracts.get, { params: { id: missing } })).statusCode).toBe(404);
    expect((await api(t, volunteer.token).call(taskContracts.sameFolder, { params: { taskId: missing } })).statusCode).toBe(404);
    expect((await api(t, volunteer.token).call(taskContracts.get, { params: { id: 'nope' } })).statusCode).toBe(422);
  });
});
