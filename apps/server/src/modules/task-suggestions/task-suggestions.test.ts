import { describe, expect } from 'vitest';
import {
  TASK_MESSAGES,
  TASK_SUGGESTION_MESSAGES as M,
  taskSnapshotChanges,
  type Task,
  type TaskEditSuggestion,
  type TaskNotification,
  taskSuggestionContracts,
} from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks, users } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { createTask, createWbs } from '../../test/fixtures.js';
import { applyTaskUpdate } from '../tasks/index.js';
import { addProjectMember } from './test-fixtures.js';

const it = test
  /** A manager, a volunteer assigned to task 1 of a WBS, and that task. */
  .extend('scene', ({ t }) => async () => {
    const manager = await signedIn(t, 'Manager');
    const volunteer = await signedIn(t, 'Volunteer');
    const place = await createWbs(t);
    const taskId = await createTask(t, place, {
      hoursBest: 1,
      hoursMost: 2,
      hoursWorst: 4,
      estimatedHours: 2.17,
      resources: [volunteer.id],
    });
    return { manager, volunteer, place, taskId };
  })
  .extend('suggest', ({ t }) => async (token: string, taskId: string, newTask: object, extra: object = {}) => {
    // Any proposal, so tests can send one the contract refuses.
    return api(t, token).raw(taskSuggestionContracts.create, { body: { taskId, newTask, ...extra } });
  });

describe('POST /api/taskeditsuggestion', () => {
  it('stores what an assigned volunteer proposes next to the task as it is now', async ({ t, scene, suggest }) => {
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

  it('takes a whole task form and keeps only what it changes (a parent shows its subtasks’ estimate)', async ({ t, scene, suggest }) => {
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

  it('lets a project member who is not on the task suggest, but refuses someone from elsewhere', async ({ t, scene, suggest }) => {
    const { place, taskId } = await scene();
    const outsider = await signedIn(t, 'Volunteer');
    const refused = await suggest(outsider.token, taskId, { status: 'Active' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(M.notOnTask);
    await addProjectMember(t, place.projectId, outsider.id);
    expect((await suggest(outsider.token, taskId, { status: 'Active' })).statusCode).toBe(201);
  });

  it("refuses a volunteer suggesting in another person's name, and lets an administrator do it", async ({ t, scene, suggest }) => {
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

  it('refuses a person whose suggestTask permission was removed, and a visitor', async ({ t, scene, suggest }) => {
    const { volunteer, taskId } = await scene();
    await t.ctx.db
      .update(users)
      .set({ removedDefaultPermissions: ['suggestTask'] })
      .where(eq(users.id, volunteer.id));
    expect((await suggest(volunteer.token, taskId, { status: 'Active' })).statusCode).toBe(403);
    expect((await api(t).call(taskSuggestionContracts.create, { body: { taskId, newTask: {} } })).statusCode).toBe(401);
  });

  it('answers 422 naming the field for a bad value, a crossed estimate or a suggestion that changes nothing', async ({
    scene,
    suggest,
  }) => {
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

  it('answers 404 for a task that does not exist', async ({ scene, suggest }) => {
    const { volunteer } = await scene();
    const res = await suggest(volunteer.token, '0b8a2b9e-6a0f-4c5b-9d1e-1a2b3c4d5e6f', { status: 'Active' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(M.taskNotFound);
  });
});

describe('GET /api/taskeditsuggestion', () => {
  it('lists suggestions newest first and counts them for a manager', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    await suggest(volunteer.token, taskId, { status: 'Active' });
    t.clock.set(new Date('2026-11-19T10:00:00Z'));
    await suggest(volunteer.token, taskId, { priority: 'Secondary' });

    const list = await api(t, manager.token).call(taskSuggestionContracts.list);
    expect(list.statusCode).toBe(200);
    expect(list.json<TaskEditSuggestion[]>().map((s) => s.newTask.priority)).toEqual(['Secondary', 'Primary']);
    const count = await api(t, manager.token).call(taskSuggestionContracts.list, { query: { count: 'true' } });
    expect(count.json()).toEqual({ count: 2 });
  });

  it('is refused to a volunteer (no updateTask) and answers 422 for a bad count flag', async ({ t, scene }) => {
    const { manager, volunteer } = await scene();
    expect((await api(t, volunteer.token).call(taskSuggestionContracts.list)).statusCode).toBe(403);
    expect((await api(t, volunteer.token).call(taskSuggestionContracts.list, { query: { count: 'true' } })).statusCode).toBe(403);
    expect((await api(t, manager.token).raw(taskSuggestionContracts.list, { query: { count: 'maybe' } })).statusCode).toBe(422);
  });
});

describe('DELETE /api/taskeditsuggestion/:id (reject)', () => {
  it('removes the suggestion and leaves the task as it was; a second reject is a 404', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { taskName: 'Something else' })).json<TaskEditSuggestion>();
    expect((await api(t, manager.token).call(taskSuggestionContracts.reject, { params: { id: s.id } })).statusCode).toBe(204);
    expect((await api(t, manager.token).call(taskSuggestionContracts.list, { query: { count: 'true' } })).json()).toEqual({ count: 0 });
    const [row] = await t.ctx.db.select({ name: tasks.taskName }).from(tasks).where(eq(tasks.id, taskId));
    expect(row?.name).toBe('Dig the trench');
    const again = await api(t, manager.token).call(taskSuggestionContracts.reject, { params: { id: s.id } });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(M.suggestionNotFound);
  });

  it('is refused to a volunteer and answers 422 for a bad id', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Active' })).json<TaskEditSuggestion>();
    expect((await api(t, volunteer.token).call(taskSuggestionContracts.reject, { params: { id: s.id } })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(taskSuggestionContracts.reject, { params: { id: 'nope' } })).statusCode).toBe(422);
  });
});

describe('POST /api/taskeditsuggestion/:id/approve', () => {
  it('applies the suggestion, resolves it, and shows the volunteer what changed', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { taskName: 'Dig two trenches', hoursWorst: 6 })).json<TaskEditSuggestion>();

    const res = await api(t, manager.token).call(taskSuggestionContracts.approve, { params: { id: s.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json<Task>()).toMatchObject({ id: taskId, taskName: 'Dig two trenches', hoursWorst: 6, estimatedHours: 2.5 });
    expect((await api(t, manager.token).call(taskSuggestionContracts.list)).json()).toEqual([]);

    const changes = await api(t, volunteer.token).call(taskSuggestionContracts.notifications, { params: { userId: volunteer.id } });
    const [note] = changes.json<TaskNotification[]>();
    expect(note).toMatchObject({
      taskId,
      taskName: 'Dig two trenches',
      oldTask: { taskName: 'Dig the trench', hoursWorst: 4 },
      newTask: { taskName: 'Dig two trenches', hoursWorst: 6 },
    });
  });

  it('applies only the fields the suggestion changed, keeping later edits to other fields', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Active' })).json<TaskEditSuggestion>();
    await t.ctx.db.transaction((tx) => applyTaskUpdate(tx, taskId, { taskName: 'Renamed meanwhile' }, manager.id));
    const res = await api(t, manager.token).call(taskSuggestionContracts.approve, { params: { id: s.id } });
    expect(res.json<Task>()).toMatchObject({ taskName: 'Renamed meanwhile', status: 'Active' });
  });

  it('lets only one of two simultaneous approvals win', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Paused' })).json<TaskEditSuggestion>();
    const results = await Promise.all([
      api(t, manager.token).call(taskSuggestionContracts.approve, { params: { id: s.id } }),
      api(t, manager.token).call(taskSuggestionContracts.approve, { params: { id: s.id } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('answers 404 when the task was deleted, 403 to a volunteer and 422 for a bad id', async ({ t, scene, suggest }) => {
    const { manager, volunteer, taskId } = await scene();
    const s = (await suggest(volunteer.token, taskId, { status: 'Active' })).json<TaskEditSuggestion>();
    expect((await api(t, volunteer.token).call(taskSuggestionContracts.approve, { params: { id: s.id } })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(taskSuggestionContracts.approve, { params: { id: 'x' } })).statusCode).toBe(422);
    await t.ctx.db.delete(tasks).where(eq(tasks.id, taskId));
    const gone = await api(t, manager.token).call(taskSuggestionContracts.approve, { params: { id: s.id } });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe(M.suggestionNotFound);
  });
});
