import { describe, expect } from 'vitest';
import { TASK_MESSAGES, type ProjectWbsList, taskContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.js';
import { api, it } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { addTask, createProject, createWbs } from './test-fixtures.js';

const missing = '00000000-0000-4000-8000-000000000000';

describe('GET /api/wbs/:projectId', () => {
  it('lists the WBS of a project by name, with task counts, to any signed-in user', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const projectId = await createProject(t);
    const other = await createProject(t, 'Garden');
    const phase2 = await createWbs(t, admin.token, projectId, 'phase 2');
    await createWbs(t, admin.token, projectId, 'Phase 1');
    await createWbs(t, admin.token, other, 'Elsewhere');
    await addTask(t, admin.token, phase2.id, { taskName: 'Dig' });
    await addTask(t, admin.token, phase2.id, { taskName: 'Pour' });

    const res = await api(t, volunteer.token).call(taskContracts.listWbs, { params: { projectId } });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProjectWbsList>();
    expect(body.projectName).toBe('Earthbag Village');
    expect(body.wbs.map((w) => [w.wbsName, w.taskCount])).toEqual([
      ['Phase 1', 0],
      ['phase 2', 2],
    ]);
  });

  it('refuses a visitor and answers 404 for an unknown project and 422 for a bad id', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const projectId = await createProject(t);
    expect((await api(t).call(taskContracts.listWbs, { params: { projectId } })).statusCode).toBe(401);
    const unknown = await api(t, volunteer.token).call(taskContracts.listWbs, { params: { projectId: missing } });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(TASK_MESSAGES.projectNotFound);
    expect((await api(t, volunteer.token).call(taskContracts.listWbs, { params: { projectId: 'not-an-id' } })).statusCode).toBe(422);
  });
});

describe('POST /api/wbs/:projectId', () => {
  it('lets an administrator add a WBS, trimmed and active', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const projectId = await createProject(t);
    const res = await api(t, admin.token).call(taskContracts.createWbs, { params: { projectId }, body: { wbsName: '  Phase 1 ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ projectId, wbsName: 'Phase 1', isActive: true, taskCount: 0 });
  });

  it('refuses a manager and a volunteer (no postWbs)', async ({ t }) => {
    const projectId = await createProject(t);
    for (const role of ['Manager', 'Volunteer']) {
      const user = await signedIn(t, role);
      expect(
        (await api(t, user.token).call(taskContracts.createWbs, { params: { projectId }, body: { wbsName: 'Mine' } })).statusCode,
      ).toBe(403);
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(taskContracts.listWbs, { params: { projectId } })).json<ProjectWbsList>().wbs).toEqual([]);
  });

  it('asks for a name, refuses a duplicate in the same project and an unknown project', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const projectId = await createProject(t);
    const empty = await api(t, admin.token).call(taskContracts.createWbs, { params: { projectId }, body: { wbsName: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).fields?.wbsName).toBe(TASK_MESSAGES.wbsNameRequired);
    await createWbs(t, admin.token, projectId, 'Phase 1');
    const twice = await api(t, admin.token).call(taskContracts.createWbs, { params: { projectId }, body: { wbsName: 'PHASE 1' } });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(TASK_MESSAGES.wbsNameTaken);
    expect(
      (await api(t, admin.token).call(taskContracts.createWbs, { params: { projectId: missing }, body: { wbsName: 'X' } })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/wbs/:id', () => {
  it('deletes a WBS with all its tasks', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const projectId = await createProject(t);
    const phase = await createWbs(t, admin.token, projectId);
    const top = await addTask(t, admin.token, phase.id, { taskName: 'Dig' });
    await addTask(t, admin.token, phase.id, { taskName: 'Trench', parentId: top.id });

    expect((await api(t, admin.token).call(taskContracts.deleteWbs, { params: { id: phase.id } })).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(tasks).where(eq(tasks.wbsId, phase.id))).toEqual([]);
    expect((await api(t, admin.token).call(taskContracts.deleteWbs, { params: { id: phase.id } })).statusCode).toBe(404);
  });

  it('refuses a manager (no deleteWbs) and a bad id', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const manager = await signedIn(t, 'Manager');
    const phase = await createWbs(t, admin.token, await createProject(t));
    expect((await api(t, manager.token).call(taskContracts.deleteWbs, { params: { id: phase.id } })).statusCode).toBe(403);
    expect((await api(t, admin.token).call(taskContracts.deleteWbs, { params: { id: '123' } })).statusCode).toBe(422);
  });
});
