import { describe, expect } from 'vitest';
import { type ListProjectsQuery, PROJECT_MESSAGES, type Project, projectContracts } from '@goodhours/domain';
import { projectMembers, projects } from '../../db/schema/index.js';
import { refusingDuplicates } from './service.js';
import { api } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { it } from './project-fixtures.js';

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
