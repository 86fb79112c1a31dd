import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TASK_MESSAGES,
  TASK_SUGGESTION_MESSAGES as M,
  taskSnapshotChanges,
  type Task,
  type TaskEditSuggestion,
  type TaskNotification,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks, users } from '../../db/schema/index.js';
import { auth, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { createTask, createWbs } from '../../test/fixtures.js';
import { applyTaskUpdate } from '../tasks/index.js';
import { addProjectMember } from './test-fixtures.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

/** A manager, a volunteer assigned to task 1 of a WBS, and that task. */
async function scene() {
  const manager = await signedIn(t, 'Manager');
  const volunteer = await signedIn(t, 'Volunteer');
  const place = await createWbs(t);
  const taskId = await createTask(t, place, { hoursBest: 1, hoursMost: 2, hoursWorst: 4, estimatedHours: 2.17, resources: [volunteer.id] });
  return { manager, volunteer, place, taskId };
}

async function suggest(token: string, taskId: string, newTask: object, extra: object = {}) {
  return call(token, 'POST', '/api/taskeditsuggestion', { taskId, newTask, ...extra });
}

describe('POST /api/taskeditsuggestion', () => {
  it('stores what an assigned volunteer proposes next to the task as it is now', async () => {
    const { volunteer, taskId } = await scene();
    const res = await suggest(volunteer.token, taskId, { taskName: 'Dig the trench deeper', hoursMost: 3, dueDatetime: '2026-12-01' });
    expect(res.statusCode).toBe(201);
    const s = res.json<TaskEditSuggestion>();
    expect(s).toMatchObject({
      taskId,
      taskNum: '1',
      taskName: 'Dig the trench',
      user: { id: volunteer.id, firstName: 'Volunteer' },
      dateSuggested: '2026-11-18T18:00:00.000Z',
      oldTask: { taskName: 'Dig the trench', hoursMost: 2, estimatedHours: 2.17, dueDatetime: null },
      newTask: { taskName: 'Dig the trench deeper', hoursMost: 3, estimatedHours: 2.83, dueDatetime: '2026-12-01T00:00:00.000Z' },
    });
    expect(s.newTask.resources).toEqual([{ userId: volunteer.id, name: expect.stringContaining('Volunteer') as string }]);
    const stored = await t.ctx.db.select({ name: tasks.taskName }).from(tasks).where(eq(tasks.id, taskId));
    expect(stored[0]?.name).toBe('Dig the trench');
  });

  it('takes a whole task form and keeps only what it changes (a parent shows its subtasks’ estimate)', async () => {
    const { volunteer, place } = await scene();
    const parentId = await createTask(t, place, {
      num: '2',
      taskName: 'Roof',
      estimatedHours: 1,
      dueDatetime: new Date('2026-12-01T17:00:00Z'),
      resources: [volunteer.id],
    });
    await createTask(t, place, { num: '2.1', parentId, level: 2, taskName: 'Rafters', estimatedHours: 5 });
    const form = {
      taskName: 'Green roof',
      priority: 'Primary',
      status: 'Not Started',
      resources: [volunteer.id],
      hoursBest: 0,
      hoursMost: 0,
      hoursWorst: 0,
      estimatedHours: 1,
      links: [],
      classification: '',
      whyInfo: '',
      intentInfo: '',
      endstateInfo: '',
      startedDatetime: '',
      dueDatetime: '2026-12-01',
    };
    const s = (await suggest(volunteer.token, parentId, form)).json<TaskEditSuggestion>();
    expect(s.oldTask.estimatedHours).toBe(5);
    expect(taskSnapshotChanges(s.oldTask, s.newTask).map((c) => c.field)).toEqual(['taskName']);
  });

  it('lets a project member who is not on the task suggest, but refuses someone from elsewhere', async () => {
    const { place, taskId } = await scene();
    const outsider = await signedIn(t, 'Volunteer');
    const refused = await suggest(outsider.token, taskId, { status: 'Active' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(M.notOnTask);
    await addProjectMember(t, place.projectId, outsider.id);
    expect((await suggest(outsider.token, taskId, { status: 'Active' })).statusCode).toBe(201);
  });

  it("refuses a volunteer suggesting in another person's name, and lets an administrator do it", async () => {
    const { volunteer, taskId } = await scene();
    const other = await signedIn(t, 'Volunteer');
    const refused = await suggest(volunteer.token, taskId, { status: 'Active' }, { userId: other.id });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(M.suggestForOthers);
    const admin = await signedIn(t, 'Administrator');
    const res = await suggest(admin.token, taskId, { status: 'Active' }, { userId: other.id });
    expect(res.statusCode).toBe(201);
    expect(res.json<TaskEditSuggestion>().user.id).toBe(other.id);
  });

  it('refuses a person whose suggestTask permission was removed, and a visitor', async () => {
    const { volunteer, taskId } = await scene();
    await t.ctx.db
      .update(users)
      .set({ removedDefaultPermissions: ['suggestTask'] })
      .where(eq(users.id, volunteer.id));
    expect((await suggest(volunteer.token, taskId, { status: 'Active' })).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/taskeditsuggestion', { taskId, newTask: {} })).statusCode).toBe(401);
  });

  it('answers 422 naming the field for a bad value, a crossed estimate or a suggestion that changes nothing', async () => {
    const { volunteer, taskId } = await scene();
    const bad = await suggest(volunteer.token, taskId, { hoursBest: -1 });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).fields?.['newTask.hoursBest']).toBe(TASK_MESSAGES.hoursInvalid);
    const crossed = await suggest(volunteer.token, taskId, { hoursBest: 3 });
    expect(crossed.statusCode).toBe(422);
    expect(errorOf(crossed).fields?.['newTask.hoursBest']).toBe(TASK_MESSAGES.bestAboveMost);
    const same = await suggest(volunteer.token, taskId, { taskName: 'Dig the trench' });
    expect(same.statusCode).toBe(422);
    expect(errorOf(same).message).toBe(M.nothingSuggested);
    expect((await suggest(volunteer.token, 'not-a-task', { status: 'Active' })).statusCode).toBe(422);
    const unknownPerson = await suggest(volunteer.token, taskId, { resources: ['0b8a2b9e-6a0f-4c5b-9d1e-1a2b3c4d5e6f'] });
    expect(unknownPerson.statusCode).toBe(422);
  });

  it('answers 404 for a task that does not exist', async () => {
    const { volunteer } = await scene();
    const res = await suggest(volunteer.token, '0b8a2b9e-6a0f-4c5b-9d1e-1a2b3c4d5e6f', { status: 'Active' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(M.taskNotFound);
  });
});

describe('GET /api/taskeditsuggestion', () => {
  it('lists suggestions newest first and counts them for a manager', async () => {
    const { manager, volunteer, taskId } = await scene();
    await suggest(volunteer.token, taskId, { status: 'Active' });
    t.clock.set(new Date('2026-11-19T10:00:00Z'));
    await suggest(volunteer.token, taskId, { priority: 'Secondary' });

    const list = await call(manager.token, 'GET', '/api/taskeditsuggestion');
    expect(list.statusCode).toBe(200);
    expect(list.json<TaskEditSuggestion[]>().map((s) => s.newTask.priority)).toEqual(['Secondary', 'Primary']);
    const count = await call(manager.token, 'GET', '/api/taskeditsuggestion?count=true');
    expect(count.json()).toEqual({ count: 2 });
  });

  it('is refused to a volunteer (no updateTask) and answers 422 for a bad count flag', async () => {
    const { manager, volunteer } = await scene();
    expect((await call(volunteer.token, 'GET', '/api/taskeditsuggestion')).statusCode).toBe(403);
    expect((await call(volunteer.token, 'GET', '/api/taskeditsuggestion?count=true')).statusCode).toBe(403);
    expect((await call(manager.token, 'GET', '/api/taskeditsuggestion?count=maybe')).statusCode).toBe(422);
  });
});

describe('DELETE /api/taskeditsuggestion/:id (reject)', () => {
  it('removes the suggestion and leaves the task as it was; a second reject is a 404', async () => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { taskName: 'Something else' })).json<TaskEditSuggestion>();
    expect((await call(manager.token, 'DELETE', `/api/taskeditsuggestion/${s.id}`)).statusCode).toBe(204);
    expect((await call(manager.token, 'GET', '/api/taskeditsuggestion?count=true')).json()).toEqual({ count: 0 });
    const [row] = await t.ctx.db.select({ name: tasks.taskName }).from(tasks).where(eq(tasks.id, taskId));
    expect(row?.name).toBe('Dig the trench');
    const again = await call(manager.token, 'DELETE', `/api/taskeditsuggestion/${s.id}`);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(M.suggestionNotFound);
  });

  it('is refused to a volunteer and answers 422 for a bad id', async () => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Active' })).json<TaskEditSuggestion>();
    expect((await call(volunteer.token, 'DELETE', `/api/taskeditsuggestion/${s.id}`)).statusCode).toBe(403);
    expect((await call(manager.token, 'DELETE', '/api/taskeditsuggestion/nope')).statusCode).toBe(422);
  });
});

describe('POST /api/taskeditsuggestion/:id/approve', () => {
  it('applies the suggestion, resolves it, and shows the volunteer what changed', async () => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { taskName: 'Dig two trenches', hoursWorst: 6 })).json<TaskEditSuggestion>();

    const res = await call(manager.token, 'POST', `/api/taskeditsuggestion/${s.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Task>()).toMatchObject({ id: taskId, taskName: 'Dig two trenches', hoursWorst: 6, estimatedHours: 2.5 });
    expect((await call(manager.token, 'GET', '/api/taskeditsuggestion')).json()).toEqual([]);

    const changes = await call(volunteer.token, 'GET', `/api/tasknotification/user/${volunteer.id}`);
    const [note] = changes.json<TaskNotification[]>();
    expect(note).toMatchObject({
      taskId,
      taskName: 'Dig two trenches',
      oldTask: { taskName: 'Dig the trench', hoursWorst: 4 },
      newTask: { taskName: 'Dig two trenches', hoursWorst: 6 },
    });
  });

  it('applies only the fields the suggestion changed, keeping later edits to other fields', async () => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Active' })).json<TaskEditSuggestion>();
    await t.ctx.db.transaction((tx) => applyTaskUpdate(tx, taskId, { taskName: 'Renamed meanwhile' }, manager.id));
    const res = await call(manager.token, 'POST', `/api/taskeditsuggestion/${s.id}/approve`);
    expect(res.json<Task>()).toMatchObject({ taskName: 'Renamed meanwhile', status: 'Active' });
  });

  it('lets only one of two simultaneous approvals win', async () => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Paused' })).json<TaskEditSuggestion>();
    const results = await Promise.all([
      call(manager.token, 'POST', `/api/taskeditsuggestion/${s.id}/approve`),
      call(manager.token, 'POST', `/api/taskeditsuggestion/${s.id}/approve`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('answers 404 when the task was deleted, 403 to a volunteer and 422 for a bad id', async () => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Active' })).json<TaskEditSuggestion>();
    expect((await call(volunteer.token, 'POST', `/api/taskeditsuggestion/${s.id}/approve`)).statusCode).toBe(403);
    expect((await call(manager.token, 'POST', '/api/taskeditsuggestion/x/approve')).statusCode).toBe(422);
    await t.ctx.db.delete(tasks).where(eq(tasks.id, taskId));
    const gone = await call(manager.token, 'POST', `/api/taskeditsuggestion/${s.id}/approve`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(M.suggestionNotFound);
  });
});
