import { describe, expect } from 'vitest';
import { type CreateProjectInput, type ListProjectsQuery, PROJECT_MESSAGES, type Project, projectContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { projectMembers, projects, tasks, timeEntries, wbs } from '../../db/schema/index.js';
import { refusingDuplicates } from './service.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

const it = test
  .extend(
    'createProject',
    ({ t }) =>
      async (token: string, body: CreateProjectInput = { projectName: 'Earthbag Village' }): Promise<Project> => {
        const res = await api(t, token).call(projectContracts.create, { body });
        if (res.statusCode !== 201) throw new Error(`project create failed: ${res.body}`);
        return res.json<Project>();
      },
  )
  .extend('logTime', ({ t }) => async (personId: string, projectId: string, totalSeconds: number, isTangible = true) => {
    await t.ctx.db.insert(timeEntries).values({ personId, projectId, totalSeconds, isTangible, dateOfWork: '2026-11-16' });
  })
  /** A signed-in volunteer holding only the given extra permissions. */
  .extend('volunteerWith', ({ t }) => async (...permissions: string[]) => {
    const user = await createUser(t, 'Volunteer', { frontPermissions: permissions });
    return { ...user, token: await login(t, user.email) };
  });

describe('GET /api/projects', () => {
  it('lists projects by name with category, active flag, member count and tangible hours to any signed-in user', async ({
    t,
    createProject,
    logTime,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const gone = await createUser(t, 'Volunteer', { isArchived: true });
    const village = await createProject(admin.token, { projectName: 'Earthbag Village', projectCategory: 'Housing' });
    await createProject(admin.token, { projectName: 'aquaponics', projectCategory: 'Food', isActive: false });
    await t.ctx.db.insert(projectMembers).values([
      { projectId: village.id, userId: volunteer.id },
      { projectId: village.id, userId: admin.id },
      { projectId: village.id, userId: gone.id },
    ]);
    await logTime(volunteer.id, village.id, 5400);
    await logTime(admin.id, village.id, 3600);
    await logTime(gone.id, village.id, 1800);
    await logTime(volunteer.id, village.id, 7200, false);

    const res = await api(t, volunteer.token).call(projectContracts.list);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([
      { projectName: 'aquaponics', category: 'Food', isActive: false, isArchived: false, memberCount: 0, hoursWorked: 0 },
      { id: village.id, projectName: 'Earthbag Village', category: 'Housing', isActive: true, memberCount: 2, hoursWorked: 3 },
    ]);
  });

  it('filters by active flag and by name ignoring case and spaces, up to a limit', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    await createProject(admin.token, { projectName: 'Earthbag Village' });
    await createProject(admin.token, { projectName: 'Earthbag School', isActive: false });
    await createProject(admin.token, { projectName: 'Solar Microgrid' });
    const names = async (query: ListProjectsQuery = {}) =>
      (await api(t, admin.token).call(projectContracts.list, { query })).json<Project[]>().map((p) => p.projectName);
    expect(await names({ search: 'EARTH BAG' })).toEqual(['Earthbag School', 'Earthbag Village']);
    expect(await names({ search: 'bag', active: 'true' })).toEqual(['Earthbag Village']);
    expect(await names({ active: 'false' })).toEqual(['Earthbag School']);
    expect(await names({ limit: 1 })).toEqual(['Earthbag School']);
    expect(await names({ search: '100%' })).toEqual([]);
  });

  it('leaves archived projects out unless asked for', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const old = await createProject(admin.token, { projectName: 'Old Barn' });
    await createProject(admin.token, { projectName: 'New Barn' });
    await api(t, admin.token).call(projectContracts.remove, { params: { id: old.id }, query: { option: 'archive' } });
    const names = async (query: ListProjectsQuery = {}) =>
      (await api(t, admin.token).call(projectContracts.list, { query })).json<Project[]>().map((p) => p.projectName);
    expect(await names()).toEqual(['New Barn']);
    expect(await names({ archived: 'include' })).toEqual(['New Barn', 'Old Barn']);
    expect(await names({ archived: 'only' })).toEqual(['Old Barn']);
  });

  it('is refused without a token and answers 422 for bad filters', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t).call(projectContracts.list)).statusCode).toBe(401);
    for (const query of [{ active: 'yes' }, { archived: 'all' }, { limit: 0 }, { limit: 'x' }]) {
      expect((await api(t, admin.token).raw(projectContracts.list, { query })).statusCode).toBe(422);
    }
  });
});

describe('POST /api/projects', () => {
  it("lets an administrator create a project, trimmed, active and 'Unspecified' by default", async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const res = await api(t, admin.token).call(projectContracts.create, { body: { projectName: '  Bakery ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      projectName: 'Bakery',
      category: 'Unspecified',
      isActive: true,
      isArchived: false,
      memberCount: 0,
      hoursWorked: 0,
      createdAt: '2026-11-18T18:00:00.000Z',
    });
  });

  it('lets anyone holding postProject create, and refuses a manager and a volunteer', async ({ t, volunteerWith }) => {
    const creator = await volunteerWith('postProject');
    expect(
      (await api(t, creator.token).call(projectContracts.create, { body: { projectName: 'Mine', projectCategory: 'Energy' } })).statusCode,
    ).toBe(201);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await api(t, caller.token).call(projectContracts.create, { body: { projectName: `By ${role}` } })).statusCode).toBe(403);
    }
    expect((await api(t, creator.token).call(projectContracts.list)).json<Project[]>().map((p) => p.projectName)).toEqual(['Mine']);
  });

  it('answers 422 with the field for an empty name, a long name, an unknown category or a bad flag', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const post = (body: object) => api(t, admin.token).raw(projectContracts.create, { body });
    for (const payload of [{}, { projectName: '  ' }]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).fields?.projectName).toBe(PROJECT_MESSAGES.writeProjectNameFirst);
    }
    expect(errorOf(await post({ projectName: 'x'.repeat(101) })).message).toBe(PROJECT_MESSAGES.projectNameTooLong);
    const badCategory = await post({ projectName: 'Bakery', projectCategory: 'Baking' });
    expect(badCategory.statusCode).toBe(422);
    expect(errorOf(badCategory).fields?.projectCategory).toBe(PROJECT_MESSAGES.categoryInvalid);
    expect((await post({ projectName: 'Bakery', isActive: 'yes' })).statusCode).toBe(422);
  });

  it("refuses a name equal to another ignoring case and every space: 'This project already exists.' (409)", async ({
    t,
    createProject,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    await createProject(admin.token, { projectName: 'Earthbag Village' });
    for (const projectName of ['earthbag village', ' Earth bag  Village', 'EARTHBAG\tVILLAGE']) {
      const res = await api(t, admin.token).call(projectContracts.create, { body: { projectName } });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({
        message: PROJECT_MESSAGES.projectExists,
        fields: { projectName: PROJECT_MESSAGES.projectExists },
      });
    }
  });

  it('lets only one of two simultaneous creates with the same name win', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const results = await Promise.all([
      api(t, admin.token).call(projectContracts.create, { body: { projectName: 'Racers' } }),
      api(t, admin.token).call(projectContracts.create, { body: { projectName: 'rac ers' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused).message).toBe(PROJECT_MESSAGES.projectExists);
  });

  it('turns a unique-index violation that slipped past the check into the same 409', async ({ t }) => {
    await t.ctx.db.insert(projects).values({ projectName: 'Solar Microgrid' });
    const racing = refusingDuplicates(() => t.ctx.db.insert(projects).values({ projectName: 'solarmicrogrid' }));
    await expect(racing).rejects.toMatchObject({ code: 'CONFLICT', message: PROJECT_MESSAGES.projectExists });
    await expect(refusingDuplicates(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
  });
});

describe('GET /api/project/:id', () => {
  it('shows one project, archived or not, to any signed-in user', async ({ t, createProject, logTime }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const project = await createProject(admin.token, { projectName: 'Bakery', projectCategory: 'Food' });
    await logTime(volunteer.id, project.id, 1800);
    await api(t, admin.token).call(projectContracts.remove, { params: { id: project.id }, query: { option: 'archive' } });
    const res = await api(t, volunteer.token).call(projectContracts.get, { params: { id: project.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...project, isArchived: true, hoursWorked: 0.5 });
  });

  it("is refused without a token, and answers 422 for a bad id and 404 'This project does not exist.'", async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    expect((await api(t).call(projectContracts.get, { params: { id: project.id } })).statusCode).toBe(401);
    expect((await api(t, admin.token).call(projectContracts.get, { params: { id: 'abc' } })).statusCode).toBe(422);
    const missing = await api(t, admin.token).call(projectContracts.get, { params: { id: crypto.randomUUID() } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(PROJECT_MESSAGES.projectDoesNotExist);
  });
});

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
