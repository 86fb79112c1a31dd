import { describe, expect } from 'vitest';
import { userContracts, type UserTask } from '@goodhours/domain';
import { projects, taskResources, tasks, wbs } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, signedIn, type TestApp } from '../../test/harness.js';

const it = test.extend('taskTree', ({ t }) => async (userId: string) => {
  const [project] = await t.ctx.db.insert(projects).values({ projectName: 'Earthbag Village' }).returning();
  const [archived] = await t.ctx.db.insert(projects).values({ projectName: 'Old', isArchived: true }).returning();
  const [w] = await t.ctx.db.insert(wbs).values({ projectId: project!.id, wbsName: 'Walls' }).returning();
  const [w2] = await t.ctx.db.insert(wbs).values({ projectId: archived!.id, wbsName: 'Gone' }).returning();
  const rows = await t.ctx.db
    .insert(tasks)
    .values([
      { wbsId: w!.id, projectId: project!.id, num: '1.10', taskName: 'Tenth', estimatedHours: 4, hoursLogged: 1.5 },
      { wbsId: w!.id, projectId: project!.id, num: '1.2', taskName: 'Second', status: 'Complete' },
      { wbsId: w!.id, projectId: project!.id, num: '2', taskName: 'Not mine' },
      { wbsId: w2!.id, projectId: archived!.id, num: '1', taskName: 'Archived project' },
    ])
    .returning();
  await t.ctx.db.insert(taskResources).values([
    { taskId: rows[0]!.id, userId },
    { taskId: rows[1]!.id, userId, completedTask: true },
    { taskId: rows[3]!.id, userId },
  ]);
});

describe('GET /api/userprofile/tasks/:id', () => {
  const get = (t: TestApp, token: string, id: string) => api(t, token).call(userContracts.tasks, { params: { id } });

  it('lists the person’s tasks in number order with their own completion state', async ({ t, taskTree }) => {
    const me = await signedIn(t, 'Volunteer');
    await taskTree(me.id);
    const res = await get(t, me.token, me.id);
    expect(res.statusCode).toBe(200);
    const list = res.json<UserTask[]>();
    expect(list.map((x) => [x.num, x.taskName, x.completedTask])).toEqual([
      ['1.2', 'Second', true],
      ['1.10', 'Tenth', false],
    ]);
    expect(list[1]).toMatchObject({ projectName: 'Earthbag Village', wbsName: 'Walls', estimatedHours: 4, hoursLogged: 1.5 });
  });

  it('refuses someone else’s tasks without getUserProfiles, and a bad id', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    expect((await get(t, me.token, other.id)).statusCode).toBe(403);
    expect((await get(t, admin.token, other.id)).json()).toEqual([]);
    expect((await get(t, admin.token, 'nope')).statusCode).toBe(422);
  });
});
