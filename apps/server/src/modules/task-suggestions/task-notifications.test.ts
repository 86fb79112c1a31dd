import { describe, expect } from 'vitest';
import { TASK_SUGGESTION_MESSAGES as M, type TaskNotification, taskContracts, taskSuggestionContracts } from '@goodhours/domain';
import { taskNotifications } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { createTask, createWbs } from '../../test/fixtures.js';
import { applyTaskUpdate } from '../tasks/index.js';

const it = test.extend('scene', ({ t }) => async () => {
  const manager = await signedIn(t, 'Manager');
  const ann = await signedIn(t, 'Volunteer');
  const bea = await signedIn(t, 'Volunteer');
  const place = await createWbs(t);
  const taskId = await createTask(t, place, { resources: [ann.id, bea.id, manager.id] });
  const edit = (changes: object, by = manager.id) => t.ctx.db.transaction((tx) => applyTaskUpdate(tx, taskId, changes, by));
  const changesOf = async (user: { id: string; token: string }) =>
    (await api(t, user.token).call(taskSuggestionContracts.notifications, { params: { userId: user.id } })).json<TaskNotification[]>();
  return { manager, ann, bea, taskId, edit, changesOf };
});

describe('task changes recorded by a task edit', () => {
  it('tells every assignee but the editor what changed', async ({ scene }) => {
    const { manager, ann, bea, taskId, edit, changesOf } = await scene();
    await edit({ status: 'Active' });
    for (const person of [ann, bea]) {
      expect(await changesOf(person)).toMatchObject([
        { taskId, userId: person.id, taskNum: '1', oldTask: { status: 'Not Started' }, newTask: { status: 'Active' } },
      ]);
    }
    expect(await changesOf(manager)).toEqual([]);
  });

  it('tells the other assignees when a task is marked done for one of them', async ({ t, scene }) => {
    const { manager, ann, bea, taskId, changesOf } = await scene();
    const res = await api(t, ann.token).call(taskContracts.removeForUser, { params: { id: taskId, userId: ann.id } });
    expect(res.statusCode).toBe(200);
    expect(await changesOf(bea)).toMatchObject([{ taskId, oldTask: { status: 'Not Started' }, newTask: { status: 'Complete' } }]);
    expect(await changesOf(ann)).toEqual([]);
    expect(await changesOf(manager)).toHaveLength(1);
  });

  it('keeps one notification per person and task: the oldest old task and the newest new task', async ({ scene }) => {
    const { ann, edit, changesOf } = await scene();
    await edit({ status: 'Active' });
    await edit({ taskName: 'Dig deeper' });
    const [only, ...rest] = await changesOf(ann);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      oldTask: { status: 'Not Started', taskName: 'Dig the trench' },
      newTask: { status: 'Active', taskName: 'Dig deeper' },
    });
  });

  it('drops the notification when the task is changed back, and records nothing for an edit nobody can see', async ({ t, scene }) => {
    const { ann, edit, changesOf } = await scene();
    await edit({ status: 'Active' });
    await edit({ status: 'Not Started' });
    expect(await changesOf(ann)).toEqual([]);
    await edit({ status: 'Not Started', taskName: 'Dig the trench' });
    expect(await t.ctx.db.select().from(taskNotifications)).toEqual([]);
  });
});

describe('GET /api/tasknotification/user/:userId', () => {
  it("refuses a volunteer or manager reading someone else's changes; an administrator may", async ({ t, scene }) => {
    const { manager, ann, bea, edit } = await scene();
    await edit({ status: 'Active' });
    const res = await api(t, bea.token).call(taskSuggestionContracts.notifications, { params: { userId: ann.id } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(M.notYourChanges);
    expect((await api(t, manager.token).call(taskSuggestionContracts.notifications, { params: { userId: ann.id } })).statusCode).toBe(403);
    const admin = await signedIn(t, 'Administrator');
    const read = await api(t, admin.token).call(taskSuggestionContracts.notifications, { params: { userId: ann.id } });
    expect(read.statusCode).toBe(200);
    expect(read.json<TaskNotification[]>()).toHaveLength(1);
  });

  it('answers 422 for a bad id and 401 without a token', async ({ t, scene }) => {
    const { ann } = await scene();
    expect((await api(t, ann.token).call(taskSuggestionContracts.notifications, { params: { userId: 'me' } })).statusCode).toBe(422);
    expect((await api(t).call(taskSuggestionContracts.notifications, { params: { userId: ann.id } })).statusCode).toBe(401);
  });
});

describe('POST /api/tasknotification/:id/read', () => {
  it("lets the notification's person mark it read, once", async ({ t, scene }) => {
    const { ann, edit, changesOf } = await scene();
    await edit({ status: 'Active' });
    const [note] = await changesOf(ann);
    const res = await api(t, ann.token).call(taskSuggestionContracts.markRead, { params: { id: note?.id ?? '' } });
    expect(res.statusCode).toBe(204);
    expect(await changesOf(ann)).toEqual([]);
    const again = await api(t, ann.token).call(taskSuggestionContracts.markRead, { params: { id: note?.id ?? '' } });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(M.notificationNotFound);
  });

  it('refuses anyone else, even an owner, and answers 422 for a bad id', async ({ t, scene }) => {
    const { ann, bea, edit, changesOf } = await scene();
    await edit({ status: 'Active' });
    const [note] = await changesOf(ann);
    const owner = await signedIn(t, 'Owner');
    for (const other of [bea, owner]) {
      const res = await api(t, other.token).call(taskSuggestionContracts.markRead, { params: { id: note?.id ?? '' } });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(M.notYourNotification);
    }
    expect(await changesOf(ann)).toHaveLength(1);
    expect((await api(t, ann.token).call(taskSuggestionContracts.markRead, { params: { id: 'x' } })).statusCode).toBe(422);
  });
});

describe('POST /api/tasknotification', () => {
  it('tells the named people how the task changed from the old task sent', async ({ t, scene }) => {
    const { manager, ann, bea, taskId, changesOf } = await scene();
    const res = await api(t, manager.token).call(taskSuggestionContracts.notify, {
      body: {
        taskId,
        oldTask: { taskName: 'Dig a ditch', status: 'Not Started' },
        userIds: [ann.id],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ notified: 1 });
    expect(await changesOf(ann)).toMatchObject([{ oldTask: { taskName: 'Dig a ditch' }, newTask: { taskName: 'Dig the trench' } }]);
    expect(await changesOf(bea)).toEqual([]);
  });

  it('notifies nobody when the old task is the task as it is', async ({ t, scene }) => {
    const { manager, ann, taskId } = await scene();
    const res = await api(t, manager.token).call(taskSuggestionContracts.notify, {
      body: {
        taskId,
        oldTask: { taskName: 'Dig the trench' },
        userIds: [ann.id],
      },
    });
    expect(res.json()).toEqual({ notified: 0 });
  });

  it('is refused to a volunteer (no updateTask)', async ({ t, scene }) => {
    const { ann, taskId } = await scene();
    const res = await api(t, ann.token).call(taskSuggestionContracts.notify, { body: { taskId, oldTask: {}, userIds: [ann.id] } });
    expect(res.statusCode).toBe(403);
  });

  it('answers 422 for no people or an unknown person, and 404 for an unknown task', async ({ t, scene }) => {
    const { manager, ann, taskId } = await scene();
    expect(
      (await api(t, manager.token).call(taskSuggestionContracts.notify, { body: { taskId, oldTask: {}, userIds: [] } })).statusCode,
    ).toBe(422);
    const stranger = '0b8a2b9e-6a0f-4c5b-9d1e-1a2b3c4d5e6f';
    const unknown = await api(t, manager.token).call(taskSuggestionContracts.notify, {
      body: { taskId, oldTask: {}, userIds: [stranger] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).message).toBe(M.personNotFound);
    const noTask = await api(t, manager.token).call(taskSuggestionContracts.notify, {
      body: { taskId: stranger, oldTask: {}, userIds: [ann.id] },
    });
    expect(noTask.statusCode).toBe(404);
  });
});
