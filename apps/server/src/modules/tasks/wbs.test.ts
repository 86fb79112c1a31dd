import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TASK_MESSAGES, type ProjectWbsList } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.js';
import { errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { addTask, caller, createProject, createWbs } from './test-fixtures.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeEach(async () => {
  t = await startTestApp();
  call = caller(t);
});
afterEach(async () => {
  await t.app.close();
});

const missing = '00000000-0000-4000-8000-000000000000';

describe('GET /api/wbs/:projectId', () => {
  it('lists the WBS of a project by name, with task counts, to any signed-in user', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const projectId = await createProject(t);
    const other = await createProject(t, 'Garden');
    const phase2 = await createWbs(t, admin.token, projectId, 'phase 2');
    await createWbs(t, admin.token, projectId, 'Phase 1');
    await createWbs(t, admin.token, other, 'Elsewhere');
    await addTask(t, admin.token, phase2.id, { taskName: 'Dig' });
    await addTask(t, admin.token, phase2.id, { taskName: 'Pour' });

    const res = await call(volunteer.token, 'GET', `/api/wbs/${projectId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProjectWbsList>();
    expect(body.projectName).toBe('Earthbag Village');
    expect(body.wbs.map((w) => [w.wbsName, w.taskCount])).toEqual([
      ['Phase 1', 0],
      ['phase 2', 2],
    ]);
  });

  it('refuses a visitor and answers 404 for an unknown project and 422 for a bad id', async () => {
    const volunteer = await signedIn(t, 'Volunteer');
    const projectId = await createProject(t);
    expect((await call(null, 'GET', `/api/wbs/${projectId}`)).statusCode).toBe(401);
    const unknown = await call(volunteer.token, 'GET', `/api/wbs/${missing}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(TASK_MESSAGES.projectNotFound);
    expect((await call(volunteer.token, 'GET', '/api/wbs/not-an-id')).statusCode).toBe(422);
  });
});

describe('POST /api/wbs/:projectId', () => {
  it('lets an administrator add a WBS, trimmed and active', async () => {
    const admin = await signedIn(t, 'Administrator');
    const projectId = await createProject(t);
    const res = await call(admin.token, 'POST', `/api/wbs/${projectId}`, { wbsName: '  Phase 1 ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ projectId, wbsName: 'Phase 1', isActive: true, taskCount: 0 });
  });

  it('refuses a manager and a volunteer (no postWbs)', async () => {
    const projectId = await createProject(t);
    for (const role of ['Manager', 'Volunteer']) {
      const user = await signedIn(t, role);
      expect((await call(user.token, 'POST', `/api/wbs/${projectId}`, { wbsName: 'Mine' })).statusCode).toBe(403);
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await call(admin.token, 'GET', `/api/wbs/${projectId}`)).json<ProjectWbsList>().wbs).toEqual([]);
  });

  it('asks for a name, refuses a duplicate in the same project and an unknown project', async () => {
    const admin = await signedIn(t, 'Administrator');
    const projectId = await createProject(t);
    const empty = await call(admin.token, 'POST', `/api/wbs/${projectId}`, { wbsName: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields?.wbsName).toBe(TASK_MESSAGES.wbsNameRequired);
    await createWbs(t, admin.token, projectId, 'Phase 1');
    const twice = await call(admin.token, 'POST', `/api/wbs/${projectId}`, { wbsName: 'PHASE 1' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(TASK_MESSAGES.wbsNameTaken);
    expect((await call(admin.token, 'POST', `/api/wbs/${missing}`, { wbsName: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/wbs/:id', () => {
  it('deletes a WBS with all its tasks', async () => {
    const admin = await signedIn(t, 'Administrator');
    const projectId = await createProject(t);
    const phase = await createWbs(t, admin.token, projectId);
    const top = await addTask(t, admin.token, phase.id, { taskName: 'Dig' });
    await addTask(t, admin.token, phase.id, { taskName: 'Trench', parentId: top.id });

    expect((await call(admin.token, 'DELETE', `/api/wbs/${phase.id}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.wbsId, phase.id))).toEqual([]);
    expect((await call(admin.token, 'DELETE', `/api/wbs/${phase.id}`)).statusCode).toBe(404);
  });

  it('refuses a manager (no deleteWbs) and a bad id', async () => {
    const admin = await signedIn(t, 'Administrator');
    const manager = await signedIn(t, 'Manager');
    const phase = await createWbs(t, admin.token, await createProject(t));
    expect((await call(manager.token, 'DELETE', `/api/wbs/${phase.id}`)).statusCode).toBe(403);
    expect((await call(admin.token, 'DELETE', '/api/wbs/123')).statusCode).toBe(422);
  });
});
