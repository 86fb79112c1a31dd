import { describe, expect } from 'vitest';
import { PROJECT_MESSAGES, projectContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { projectMembers, projects, tasks, timeEntries, wbs } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import { errorOf, signedIn } from '../../test/harness.js';
import { it } from './project-fixtures.js';

describe('PUT /api/project/:id', () => {
  it('renames, changes the category, deactivates, archives and restores a project', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    const put = (payload: object) => api(t, admin.token).call(projectContracts.update, { params: { id: project.id }, body: payload });
    const renamed = await put({ projectName: ' Earthbag Town ', category: 'Housing' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ projectName: 'Earthbag Town', category: 'Housing', isActive: true });
    expect((await put({ isActive: false })).json()).toMatchObject({ projectName: 'Earthbag Town', isActive: false });
    expect((await put({ isArchived: true })).json()).toMatchObject({ isArchived: true });
    expect((await api(t, admin.token).call(projectContracts.list)).json()).toEqual([]);
    expect((await put({ isArchived: false })).json()).toMatchObject({ isArchived: false, isActive: false });
  });

  it('lets the same project change the case or spacing of its own name', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token, { projectName: 'Earthbag Village' });
    const res = await api(t, admin.token).call(projectContracts.update, {
      params: { id: project.id },
      body: { projectName: 'Earth Bag village' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ projectName: 'Earth Bag village' });
  });

  it('lets anyone holding putProject edit, and refuses a manager and a volunteer leaving it unchanged', async ({
    t,
    createProject,
    volunteerWith,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    const editor = await volunteerWith('putProject');
    expect(
      (await api(t, editor.token).call(projectContracts.update, { params: { id: project.id }, body: { category: 'Energy' } })).statusCode,
    ).toBe(200);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect(
        (await api(t, caller.token).call(projectContracts.update, { params: { id: project.id }, body: { isActive: false } })).statusCode,
      ).toBe(403);
    }
    expect((await api(t, admin.token).call(projectContracts.get, { params: { id: project.id } })).json()).toMatchObject({
      isActive: true,
      category: 'Energy',
    });
  });

  it('answers 422 for bad fields or id, 404 for a missing project and 409 for a name taken by another', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    await createProject(admin.token, { projectName: 'Solar Microgrid' });
    const put = (id: string, payload: object) => api(t, admin.token).call(projectContracts.update, { params: { id }, body: payload });
    expect(errorOf(await put(project.id, { projectName: '' })).fields?.projectName).toBe(PROJECT_MESSAGES.writeProjectNameFirst);
    expect(errorOf(await put(project.id, { category: 'Baking' })).fields?.category).toBe(PROJECT_MESSAGES.categoryInvalid);
    expect((await put(project.id, { isArchived: 'yes' })).statusCode).toBe(422);
    expect((await put('abc', { isActive: false })).statusCode).toBe(422);
    expect((await put(crypto.randomUUID(), { isActive: false })).statusCode).toBe(404);
    const taken = await put(project.id, { projectName: 'solar micro grid' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields?.projectName).toBe(PROJECT_MESSAGES.projectExists);
    expect((await api(t, admin.token).call(projectContracts.get, { params: { id: project.id } })).json()).toMatchObject({
      projectName: 'Earthbag Village',
    });
  });
});

describe('DELETE /api/project/:id', () => {
  it('deletes a project for good with its members, WBS and tasks; logged time stays without the project', async ({
    t,
    createProject,
    logTime,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    await t.ctx.db.insert(projectMembers).values({ projectId: project.id, userId: admin.id });
    const [w] = await t.ctx.db.insert(wbs).values({ projectId: project.id, wbsName: 'Walls' }).returning();
    await t.ctx.db.insert(tasks).values({ wbsId: w!.id, projectId: project.id, num: '1', taskName: 'Dig' });
    await logTime(admin.id, project.id, 3600);

    expect(
      (await api(t, admin.token).call(projectContracts.remove, { params: { id: project.id }, query: { option: 'delete' } })).statusCode,
    ).toBe(204);
    expect((await api(t, admin.token).call(projectContracts.get, { params: { id: project.id } })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(projectMembers)).toEqual([]);
    expect(await t.ctx.db.select().from(tasks)).toEqual([]);
    expect(await t.ctx.db.select({ projectId: timeEntries.projectId }).from(timeEntries)).toEqual([{ projectId: null }]);
  });

  it('archives a project, keeping it and its members, when option=archive', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    await t.ctx.db.insert(projectMembers).values({ projectId: project.id, userId: admin.id });
    expect(
      (await api(t, admin.token).call(projectContracts.remove, { params: { id: project.id }, query: { option: 'archive' } })).statusCode,
    ).toBe(204);
    expect((await api(t, admin.token).call(projectContracts.get, { params: { id: project.id } })).json()).toMatchObject({
      isArchived: true,
      memberCount: 1,
    });
  });

  it('needs deleteProject to delete; putProject alone may archive but not delete', async ({ t, createProject, volunteerWith }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    const editor = await volunteerWith('putProject');
    expect((await api(t, editor.token).call(projectContracts.remove, { params: { id: project.id } })).statusCode).toBe(403);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect(
        (await api(t, caller.token).call(projectContracts.remove, { params: { id: project.id }, query: { option: 'archive' } })).statusCode,
      ).toBe(403);
    }
    expect((await api(t, admin.token).call(projectContracts.list)).json()).toHaveLength(1);
    expect(
      (await api(t, editor.token).call(projectContracts.remove, { params: { id: project.id }, query: { option: 'archive' } })).statusCode,
    ).toBe(204);
    const remover = await volunteerWith('deleteProject');
    expect((await api(t, remover.token).call(projectContracts.remove, { params: { id: project.id } })).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
  });

  it('answers 422 for a bad option or id and 404 for a missing project', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    expect(
      (await api(t, admin.token).raw(projectContracts.remove, { params: { id: project.id }, query: { option: 'shred' } })).statusCode,
    ).toBe(422);
    expect((await api(t, admin.token).call(projectContracts.remove, { params: { id: 'abc' } })).statusCode).toBe(422);
    const missing = await api(t, admin.token).call(projectContracts.remove, {
      params: { id: crypto.randomUUID() },
      query: { option: 'archive' },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(PROJECT_MESSAGES.projectDoesNotExist);
  });
});
