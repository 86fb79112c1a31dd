import { describe, expect } from 'vitest';
import { PROJECT_MESSAGES, type Project, type ProjectCandidate, type ProjectMember, projectContracts } from '@goodhours/domain';
import { projectMembers } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

const assign = (userId: string) => ({ userId, operation: 'Assign' });
const unassign = (userId: string) => ({ userId, operation: 'UnAssign' });

const it = test
  .extend('createProject', ({ t }) => async (token: string, projectName = 'Earthbag Village'): Promise<Project> => {
    const res = await api(t, token).call(projectContracts.create, { body: { projectName } });
    if (res.statusCode !== 201) throw new Error(`project create failed: ${res.body}`);
    return res.json<Project>();
  })
  // Any operation and extra fields, so tests can send what the contract refuses.
  .extend(
    'change',
    ({ t }) =>
      (token: string, projectId: string, users: { userId: string; operation: string }[], extra: object = {}) =>
        api(t, token).raw(projectContracts.changeMembers, { params: { id: projectId }, body: { users, ...extra } }),
  )
  .extend('volunteerWith', ({ t }) => async (...permissions: string[]) => {
    const user = await createUser(t, 'Volunteer', { frontPermissions: permissions });
    return { ...user, token: await login(t, user.email) };
  });

describe('GET /api/project/:id/users', () => {
  it('lists the members by name with role, status and the date added, archived people left out', async ({ t, createProject, change }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer', { firstName: 'Vera', lastName: 'Okafor', isActive: false });
    const ana = await createUser(t, 'Manager', { firstName: 'Ana', lastName: 'Lima' });
    const gone = await createUser(t, 'Volunteer', { isArchived: true });
    const project = await createProject(admin.token);
    await change(admin.token, project.id, [assign(vera.id), assign(ana.id)]);
    await t.ctx.db.insert(projectMembers).values({ projectId: project.id, userId: gone.id });

    const res = await api(t, admin.token).call(projectContracts.members, { params: { id: project.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: ana.id, firstName: 'Ana', lastName: 'Lima', role: 'Manager', isActive: true, addedAt: '2026-11-18T18:00:00.000Z' },
      { id: vera.id, firstName: 'Vera', lastName: 'Okafor', role: 'Volunteer', isActive: false, addedAt: '2026-11-18T18:00:00.000Z' },
    ]);
  });

  it('is open to Mentors and Core Team (getProjectMembers) and to assignProjectToUsers, refused to a volunteer', async ({
    t,
    createProject,
    volunteerWith,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    for (const role of ['Mentor', 'Core Team']) {
      const caller = await signedIn(t, role);
      expect((await api(t, caller.token).call(projectContracts.members, { params: { id: project.id } })).statusCode).toBe(200);
    }
    const assigner = await volunteerWith('assignProjectToUsers');
    expect((await api(t, assigner.token).call(projectContracts.members, { params: { id: project.id } })).statusCode).toBe(200);
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(projectContracts.members, { params: { id: project.id } })).statusCode).toBe(403);
    expect((await api(t).call(projectContracts.members, { params: { id: project.id } })).statusCode).toBe(401);
  });

  it('answers 422 for a bad id and 404 for a missing project', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(projectContracts.members, { params: { id: 'abc' } })).statusCode).toBe(422);
    const missing = await api(t, admin.token).call(projectContracts.members, { params: { id: crypto.randomUUID() } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(PROJECT_MESSAGES.projectDoesNotExist);
  });
});

describe('POST /api/project/:id/users', () => {
  it('adds several people and removes one in a call, answering the members after each change', async ({ t, createProject, change }) => {
    const admin = await signedIn(t, 'Administrator');
    const a = await createUser(t, 'Volunteer', { firstName: 'Ada' });
    const b = await createUser(t, 'Volunteer', { firstName: 'Ben' });
    const project = await createProject(admin.token);
    const added = await change(admin.token, project.id, [assign(a.id), assign(b.id)], { projectId: project.id });
    expect(added.statusCode).toBe(200);
    expect(added.json<ProjectMember[]>().map((m) => m.id)).toEqual([a.id, b.id]);
    const swapped = await change(admin.token, project.id, [unassign(a.id), assign(admin.id)]);
    expect(swapped.json<ProjectMember[]>().map((m) => m.id)).toEqual([admin.id, b.id]);
    expect((await api(t, admin.token).call(projectContracts.get, { params: { id: project.id } })).json()).toMatchObject({ memberCount: 2 });
  });

  it("refuses adding someone who already has the project, changing nothing: 'Great idea, but they already have that one! Pick another!'", async ({
    t,
    createProject,
    change,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const a = await createUser(t, 'Volunteer');
    const b = await createUser(t, 'Volunteer');
    const project = await createProject(admin.token);
    await change(admin.token, project.id, [assign(a.id)]);
    const again = await change(admin.token, project.id, [assign(b.id), assign(a.id)]);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(PROJECT_MESSAGES.alreadyHasProject);
    expect(
      (await api(t, admin.token).call(projectContracts.members, { params: { id: project.id } })).json<ProjectMember[]>().map((m) => m.id),
    ).toEqual([a.id]);
  });

  it("answers 'Please choose a valid user.' for an unknown, archived or malformed person", async ({ t, createProject, change }) => {
    const admin = await signedIn(t, 'Administrator');
    const archived = await createUser(t, 'Volunteer', { isArchived: true });
    const project = await createProject(admin.token);
    for (const userId of [crypto.randomUUID(), archived.id]) {
      const res = await change(admin.token, project.id, [assign(userId)]);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(PROJECT_MESSAGES.chooseValidUser);
    }
    const malformed = await change(admin.token, project.id, [assign('nobody')]);
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed).message).toBe(PROJECT_MESSAGES.chooseValidUser);
  });

  it('answers 422 for an empty or repeated list, a bad operation or another projectId; 404 for a non-member removed', async ({
    t,
    createProject,
    change,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const a = await createUser(t, 'Volunteer');
    const project = await createProject(admin.token);
    expect((await change(admin.token, project.id, [])).statusCode).toBe(422);
    expect((await api(t, admin.token).raw(projectContracts.changeMembers, { params: { id: project.id }, body: {} })).statusCode).toBe(422);
    const twice = await change(admin.token, project.id, [assign(a.id), unassign(a.id)]);
    expect(errorOf(twice).message).toBe(PROJECT_MESSAGES.userListedTwice);
    expect((await change(admin.token, project.id, [{ userId: a.id, operation: 'Promote' }])).statusCode).toBe(422);
    const elsewhere = await change(admin.token, project.id, [assign(a.id)], { projectId: crypto.randomUUID() });
    expect(elsewhere.statusCode).toBe(422);
    expect(errorOf(elsewhere).message).toBe(PROJECT_MESSAGES.projectIdMismatch);
    const notMember = await change(admin.token, project.id, [unassign(a.id)]);
    expect(notMember.statusCode).toBe(404);
    expect(errorOf(notMember).message).toBe(PROJECT_MESSAGES.notAMember);
    expect((await change(admin.token, crypto.randomUUID(), [assign(a.id)])).statusCode).toBe(404);
  });

  it('refuses adding people to an archived project but lets members be removed from it', async ({ t, createProject, change }) => {
    const admin = await signedIn(t, 'Administrator');
    const a = await createUser(t, 'Volunteer');
    const project = await createProject(admin.token);
    await change(admin.token, project.id, [assign(admin.id)]);
    await api(t, admin.token).call(projectContracts.remove, { params: { id: project.id }, query: { option: 'archive' } });
    const add = await change(admin.token, project.id, [assign(a.id)]);
    expect(add.statusCode).toBe(409);
    expect(errorOf(add).message).toBe(PROJECT_MESSAGES.archivedNoNewMembers);
    expect((await change(admin.token, project.id, [unassign(admin.id)])).json()).toEqual([]);
  });

  it('needs assignProjectToUsers: refused to a mentor and a volunteer (even for themselves)', async ({
    t,
    createProject,
    change,
    volunteerWith,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    for (const role of ['Mentor', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await change(caller.token, project.id, [assign(caller.id)])).statusCode).toBe(403);
    }
    const assigner = await volunteerWith('assignProjectToUsers');
    expect((await change(assigner.token, project.id, [assign(assigner.id)])).statusCode).toBe(200);
  });
});

describe('GET /api/project/:id/candidates', () => {
  it('finds up to 10 people by name or email who are not archived and not yet members', async ({ t, createProject, change }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    const member = await createUser(t, 'Volunteer', { firstName: 'Sam', lastName: 'Member' });
    await createUser(t, 'Volunteer', { firstName: 'Sam', lastName: 'Gone', isArchived: true });
    const sam = await createUser(t, 'Volunteer', { firstName: 'Sam', lastName: 'Smith', isActive: false });
    for (let i = 0; i < 11; i++) await createUser(t, 'Volunteer', { firstName: 'Zed', lastName: `Many${String(i)}` });
    await change(admin.token, project.id, [assign(member.id)]);

    const find = async (search: string) =>
      (await api(t, admin.token).call(projectContracts.candidates, { params: { id: project.id }, query: { search } })).json<
        ProjectCandidate[]
      >();
    expect(await find('sam')).toEqual([
      { id: sam.id, firstName: 'Sam', lastName: 'Smith', email: sam.email, role: 'Volunteer', isActive: false },
    ]);
    expect(await find('sam smith')).toHaveLength(1);
    expect(await find(sam.email.toUpperCase())).toHaveLength(1);
    expect(await find('zed')).toHaveLength(10);
    expect(await find('%')).toEqual([]);
  });

  it('needs assignProjectToUsers, a search text and an existing project', async ({ t, createProject }) => {
    const admin = await signedIn(t, 'Administrator');
    const project = await createProject(admin.token);
    const mentor = await signedIn(t, 'Mentor');
    expect(
      (await api(t, mentor.token).call(projectContracts.candidates, { params: { id: project.id }, query: { search: 'a' } })).statusCode,
    ).toBe(403);
    expect((await api(t, admin.token).call(projectContracts.candidates, { params: { id: project.id } })).statusCode).toBe(422);
    expect(
      (await api(t, admin.token).call(projectContracts.candidates, { params: { id: project.id }, query: { search: ' ' } })).statusCode,
    ).toBe(422);
    expect(
      (await api(t, admin.token).call(projectContracts.candidates, { params: { id: crypto.randomUUID() }, query: { search: 'a' } }))
        .statusCode,
    ).toBe(404);
  });
});
