import { describe, expect } from 'vitest';
import { TASK_MESSAGES, type Task, taskContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { applyTaskUpdate } from './update.js';
import { addTask, createProject, createWbs } from './test-fixtures.js';

const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend('manager', { auto: true }, ({ t }) => signedIn(t, 'Manager'))
  .extend('wbsId', { auto: true }, async ({ t, admin }) => (await createWbs(t, admin.token, await createProject(t))).id);

const missing = '00000000-0000-4000-8000-000000000000';

describe('PUT /api/task/update/:id', () => {
  it('lets a manager change every field; only the fields sent change', async ({ t, manager, wbsId }) => {
    const ann = await createUser(t, 'Volunteer', { firstName: 'Ann', lastName: 'Able' });
    const bob = await createUser(t, 'Volunteer', { firstName: 'Bob', lastName: 'Baker' });
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Survey', resources: [ann.id], whyInfo: 'Keep me' });
    const res = await api(t, manager.token).raw(taskContracts.update, {
      params: { id: task.id },
      body: {
        taskName: 'Survey the land',
        priority: 'Tertiary',
        status: 'Paused',
        resources: [bob.id],
        hoursBest: 2,
        hoursMost: 3,
        hoursWorst: 10,
        links: ['github.com/one-community/pull/1'],
        classification: 'Energy',
        intentInfo: 'Know the slope',
        endstateInfo: 'Map drawn',
        startedDatetime: '2026-11-02',
        dueDatetime: '2026-12-01T08:00:00.000Z',
        num: '42',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Task>()).toMatchObject({
      num: '1',
      taskName: 'Survey the land',
      priority: 'Tertiary',
      status: 'Paused',
      resources: [{ userId: bob.id, name: 'Bob Baker' }],
      isAssigned: true,
      estimatedHours: 4,
      links: ['github.com/one-community/pull/1'],
      classification: 'Energy',
      whyInfo: 'Keep me',
      intentInfo: 'Know the slope',
      startedDatetime: '2026-11-02T00:00:00.000Z',
      dueDatetime: '2026-12-01T08:00:00.000Z',
    });
    const cleared = await api(t, manager.token).call(taskContracts.update, {
      params: { id: task.id },
      body: {
        resources: [],
        dueDatetime: null,
        estimatedHours: 7,
      },
    });
    expect(cleared.json<Task>()).toMatchObject({ resources: [], isAssigned: false, dueDatetime: null, estimatedHours: 7, hoursWorst: 10 });
  });

  it('checks the estimates against the stored ones', async ({ t, manager, wbsId }) => {
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls', hoursBest: 2, hoursMost: 4, hoursWorst: 8 });
    const res = await api(t, manager.token).call(taskContracts.update, { params: { id: task.id }, body: { hoursMost: 9 } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ message: TASK_MESSAGES.mostAboveWorst, fields: { hoursWorst: TASK_MESSAGES.mostAboveWorst } });
    const dates = await api(t, manager.token).call(taskContracts.update, {
      params: { id: task.id },
      body: { startedDatetime: '2026-12-02' },
    });
    expect(dates.statusCode).toBe(200);
    const early = await api(t, manager.token).call(taskContracts.update, { params: { id: task.id }, body: { dueDatetime: '2026-12-01' } });
    expect(errorOf(early).fields).toEqual({ dueDatetime: TASK_MESSAGES.dueBeforeStart });
  });

  it('refuses a volunteer who may only suggest changes, and keeps the task as it was', async ({ t, manager, wbsId }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls' });
    expect(
      (await api(t, volunteer.token).call(taskContracts.update, { params: { id: task.id }, body: { taskName: 'Mine' } })).statusCode,
    ).toBe(403);
    expect((await api(t, volunteer.token).call(taskContracts.get, { params: { id: task.id } })).json<Task>().taskName).toBe('Walls');
  });

  it('answers bad input with clear 4xx', async ({ t, manager, wbsId }) => {
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls' });
    const bad = await api(t, manager.token).raw(taskContracts.update, {
      params: { id: task.id },
      body: { status: 'Done', links: ['nope'], resources: [missing] },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields).toMatchObject({ status: TASK_MESSAGES.statusInvalid, 'links.0': TASK_MESSAGES.linksInvalid });
    const ghost = await api(t, manager.token).call(taskContracts.update, { params: { id: task.id }, body: { resources: [missing] } });
    expect(errorOf(ghost).message).toBe(TASK_MESSAGES.resourceNotFound);
    expect((await api(t, manager.token).call(taskContracts.update, { params: { id: missing }, body: { taskName: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await api(t, manager.token).call(taskContracts.update, { params: { id: 'abc' }, body: { taskName: 'x' } })).statusCode).toBe(
      422,
    );
  });

  it('refuses a start or due date in year 0000 or 9999, as a day or a date-time, and keeps the task as it was', async ({
    t,
    manager,
    wbsId,
  }) => {
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls', startedDatetime: '2026-11-02', dueDatetime: '2026-12-01' });
    for (const date of ['0000-01-01', '9999-12-31', '0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59Z']) {
      for (const field of ['startedDatetime', 'dueDatetime']) {
        const res = await api(t, manager.token).call(taskContracts.update, { params: { id: task.id }, body: { [field]: date } });
        expect(res.statusCode).toBe(422);
        expect(errorOf(res)).toMatchObject({ message: TASK_MESSAGES.dateInvalid, fields: { [field]: TASK_MESSAGES.dateInvalid } });
      }
    }
    const after = await api(t, manager.token).call(taskContracts.get, { params: { id: task.id } });
    expect(after.json<Task>()).toMatchObject({ startedDatetime: '2026-11-02T00:00:00.000Z', dueDatetime: '2026-12-01T00:00:00.000Z' });
    const created = await api(t, manager.token).call(taskContracts.create, {
      params: { wbsId },
      body: { taskName: 'Roof', dueDatetime: '0000-01-01' },
    });
    expect(created.statusCode).toBe(422);
    expect(errorOf(created).fields).toEqual({ dueDatetime: TASK_MESSAGES.dateInvalid });
    const edges = await api(t, manager.token).call(taskContracts.update, {
      params: { id: task.id },
      body: {
        startedDatetime: '1900-01-01',
        dueDatetime: '2199-12-31',
      },
    });
    expect(edges.json<Task>()).toMatchObject({ startedDatetime: '1900-01-01T00:00:00.000Z', dueDatetime: '2199-12-31T00:00:00.000Z' });
  });

  it('is reusable inside another transaction (suggestion approval)', async ({ t, manager, wbsId }) => {
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls' });
    const updated = await t.ctx.db.transaction((tx) =>
      applyTaskUpdate(tx, task.id, { taskName: 'Approved name', hoursMost: 3, hoursWorst: 3 }, manager.id),
    );
    expect(updated).toMatchObject({ taskName: 'Approved name', estimatedHours: 2.5 });
    await expect(t.ctx.db.transaction((tx) => applyTaskUpdate(tx, task.id, { taskName: '' }, manager.id))).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('removing a task for a person and adding it back (document 1 §4)', () => {
  it('sets completedTask and the status Complete, then back to Started', async ({ t, manager, wbsId }) => {
    const volunteer = await createUser(t, 'Volunteer');
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls', resources: [volunteer.id], status: 'Active' });
    const admin = await signedIn(t, 'Administrator');
    const removed = await api(t, admin.token).call(taskContracts.removeForUser, { params: { id: task.id, userId: volunteer.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Task>()).toMatchObject({ status: 'Complete', resources: [{ userId: volunteer.id, completedTask: true }] });
    const back = await api(t, admin.token).call(taskContracts.addBackForUser, { params: { id: task.id, userId: volunteer.id } });
    expect(back.json<Task>()).toMatchObject({ status: 'Started', resources: [{ userId: volunteer.id, completedTask: false }] });
  });

  it('lets people do it for themselves, but not for others without resolveTask', async ({ t, manager, wbsId }) => {
    const volunteer = await createUser(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls', resources: [volunteer.id, other.id] });
    const token = await login(t, volunteer.email);
    expect((await api(t, token).call(taskContracts.removeForUser, { params: { id: task.id, userId: other.id } })).statusCode).toBe(403);
    expect((await api(t, token).call(taskContracts.removeForUser, { params: { id: task.id, userId: volunteer.id } })).statusCode).toBe(200);
    expect((await api(t, token).call(taskContracts.addBackForUser, { params: { id: task.id, userId: volunteer.id } })).statusCode).toBe(
      200,
    );
    const elsewhere = await addTask(t, manager.token, wbsId, { taskName: 'Roof' });
    const selfAssign = await api(t, token).call(taskContracts.addBackForUser, { params: { id: elsewhere.id, userId: volunteer.id } });
    expect(selfAssign.statusCode).toBe(404);
    expect(errorOf(selfAssign).message).toBe(TASK_MESSAGES.notAResource);
  });

  it('answers 404 for someone not on the task and 422 for bad ids', async ({ t, manager, wbsId }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const task = await addTask(t, manager.token, wbsId, { taskName: 'Walls' });
    const res = await api(t, admin.token).call(taskContracts.removeForUser, { params: { id: task.id, userId: volunteer.id } });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(TASK_MESSAGES.notAResource);
    expect((await api(t, admin.token).call(taskContracts.addBackForUser, { params: { id: task.id, userId: missing } })).statusCode).toBe(
      404,
    );
    expect((await api(t, admin.token).call(taskContracts.addBackForUser, { params: { id: task.id, userId: 'bad' } })).statusCode).toBe(422);
    expect((await api(t).call(taskContracts.addBackForUser, { params: { id: task.id, userId: volunteer.id } })).statusCode).toBe(401);
  });
});

describe('GET /api/tasks/resource-candidates', () => {
  it('finds up to 10 active people by name for those who create or edit tasks, names only', async ({ t, manager }) => {
    await createUser(t, 'Volunteer', { firstName: 'Rosa', lastName: 'Parks' });
    await createUser(t, 'Volunteer', { firstName: 'Ross', lastName: 'Geller', isActive: false });
    await createUser(t, 'Volunteer', { firstName: 'Ann', lastName: 'Rossi' });
    const res = await api(t, manager.token).call(taskContracts.resourceCandidates, { query: { search: 'ros' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(String) as string, firstName: 'Ann', lastName: 'Rossi' },
      { id: expect.any(String) as string, firstName: 'Rosa', lastName: 'Parks' },
    ]);
    const many = await api(t, manager.token).call(taskContracts.resourceCandidates);
    expect(many.json<unknown[]>().length).toBeLessThanOrEqual(10);
  });

  it('refuses a volunteer and a search that is too long', async ({ t, manager }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(taskContracts.resourceCandidates, { query: { search: 'a' } })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(taskContracts.resourceCandidates, { query: { search: 'x'.repeat(101) } })).statusCode).toBe(
      422,
    );
  });
});
