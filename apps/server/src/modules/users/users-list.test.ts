import { describe, expect } from 'vitest';
import { badgeContracts, type RouteInput, userContracts, type UserListPage } from '@goodhours/domain';
import { projectMembers, projects, teamMembers, teams } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, signedIn } from '../../test/harness.js';
import { makeTeam } from '../../test/fixtures.js';

const it = test.extend(
  'list',
  ({ t }) =>
    (token: string, query: RouteInput<typeof userContracts.list>['query'] = {}) =>
      api(t, token).call(userContracts.list, { query }),
);

describe('GET /api/userprofile', () => {
  it('pages people ten at a time with the total', async ({ t, list }) => {
    const admin = await signedIn(t, 'Administrator');
    for (let i = 0; i < 14; i++) await createUser(t, 'Volunteer', { firstName: `Person${String(i).padStart(2, '0')}` });
    const first = (await list(admin.token)).json<UserListPage>();
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(15);
    const second = (await list(admin.token, { page: 2 })).json<UserListPage>();
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((u) => u.id)).size).toBe(15);
    const beyond = (await list(admin.token, { page: 9 })).json<UserListPage>();
    expect(beyond).toMatchObject({ items: [], total: 15 });
  });

  it('searches by name or email and filters by role, status and team, sorted as asked', async ({ t, list }) => {
    const admin = await signedIn(t, 'Administrator');
    const ada = await createUser(t, 'Manager', { firstName: 'Ada', lastName: 'Lovelace' });
    await createUser(t, 'Volunteer', { firstName: 'Alan', lastName: 'Turing', isActive: false });
    await createUser(t, 'Volunteer', { firstName: 'Grace', lastName: 'Hopper', isArchived: true });
    const [team] = await t.ctx.db.insert(teams).values({ teamName: 'Engines' }).returning();
    await t.ctx.db.insert(teamMembers).values({ teamId: team!.id, userId: ada.id });

    const names = async (query: RouteInput<typeof userContracts.list>['query']) =>
      (await list(admin.token, query)).json<UserListPage>().items.map((u) => u.firstName);
    expect(await names({ search: 'ada love' })).toEqual(['Ada']);
    expect(await names({ search: ada.email.toUpperCase() })).toEqual(['Ada']);
    expect(await names({ role: 'Manager' })).toEqual(['Ada']);
    expect(await names({ status: 'inactive' })).toEqual(['Alan']);
    expect(await names({ team: team!.id })).toEqual(['Ada']);
    expect(await names({ search: 'grace' })).toEqual([]);
    // Last names: Turing, Tester…, Lovelace.
    expect(await names({ sort: 'lastName', dir: 'desc' })).toEqual(['Alan', 'Administrator', 'Ada']);
  });

  it('is refused to a volunteer and answers 422 for a bad query', async ({ t, list }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    expect((await list(volunteer.token)).statusCode).toBe(403);
    expect((await list(admin.token, { pageSize: 1000 })).statusCode).toBe(422);
    expect((await api(t, admin.token).raw(userContracts.list, { query: { sort: 'password' } })).statusCode).toBe(422);
  });
});

describe('people look-ups', () => {
  it('lists active people in brief, team codes, and people by first or full name', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    await createUser(t, 'Volunteer', { firstName: 'Ada', lastName: 'Lovelace', teamCode: 'B-ENG' });
    await createUser(t, 'Volunteer', { firstName: 'Gone', isActive: false });
    await t.ctx.db.insert(teams).values({ teamName: 'Engines', teamCode: 'ENGINE' });
    const { call } = api(t, admin.token);
    const brief = (await call(userContracts.basicInfo)).json<{ firstName: string }[]>();
    expect(brief.map((u) => u.firstName).sort()).toEqual(['Ada', 'Administrator']);
    expect(brief[0]).not.toHaveProperty('passwordHash');
    expect((await call(userContracts.teamCodes)).json()).toEqual(['B-ENG', 'ENGINE']);
    expect((await call(userContracts.byFirstName, { params: { name: 'ada' } })).json<unknown[]>()).toHaveLength(1);
    expect((await call(userContracts.byFullName, { params: { name: 'ADA lovelace' } })).json<unknown[]>()).toHaveLength(1);
    expect((await call(userContracts.byFullName, { params: { name: 'Ada Byron' } })).json()).toEqual([]);
  });

  it('refuses the look-ups to a volunteer (team codes excepted) and checks input', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const { call } = api(t, volunteer.token);
    expect((await call(userContracts.basicInfo)).statusCode).toBe(403);
    expect((await call(userContracts.byFirstName, { params: { name: 'ada' } })).statusCode).toBe(403);
    expect((await call(userContracts.byFullName, { params: { name: 'ada' } })).statusCode).toBe(403);
    expect((await call(userContracts.teamCodes)).statusCode).toBe(200);
    expect((await api(t).call(userContracts.teamCodes)).statusCode).toBe(401);
    const admin = await signedIn(t, 'Administrator');
    const long = await api(t, admin.token).call(userContracts.byFirstName, { params: { name: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(422);
  });

  it('shows a person their own projects and refuses someone else’s', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    const get = (token: string, id: string) => api(t, token).call(userContracts.projects, { params: { id } });
    expect((await get(me.token, me.id)).json()).toEqual([]);
    expect((await get(me.token, other.id)).statusCode).toBe(403);
    expect((await get(admin.token, other.id)).statusCode).toBe(200);
    expect((await get(admin.token, 'nope')).statusCode).toBe(422);
  });

  it('lets a team leader read her team member’s projects and badges, as she reads the time log; not another team’s (issue 42, defect 2)', async ({
    t,
  }) => {
    const maria = await signedIn(t, 'Manager');
    const ada = await createUser(t, 'Volunteer');
    const mate = await signedIn(t, 'Volunteer');
    const stranger = await createUser(t, 'Volunteer');
    await makeTeam(t, 'Roofers', [maria.id, ada.id, mate.id]);
    const read = (token: string, id: string) =>
      Promise.all([
        api(t, token).call(userContracts.projects, { params: { id } }),
        api(t, token).call(badgeContracts.collection, { params: { id } }),
      ]).then((answers) => answers.map((a) => a.statusCode));
    expect(await read(maria.token, ada.id)).toEqual([200, 200]);
    expect(await read(maria.token, stranger.id)).toEqual([403, 403]);
    // A volunteer does not read a teammate's time log, so neither its filter nor its badges.
    expect(await read(mate.token, ada.id)).toEqual([403, 403]);
  });

  it('leaves archived projects off a person’s project list', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const rows = await t.ctx.db
      .insert(projects)
      .values([{ projectName: 'Live' }, { projectName: 'Shelved', isArchived: true }])
      .returning();
    await t.ctx.db.insert(projectMembers).values(rows.map((p) => ({ projectId: p.id, userId: me.id })));
    const res = await api(t, me.token).call(userContracts.projects, { params: { id: me.id } });
    expect(res.json<{ projectName: string }[]>().map((p) => p.projectName)).toEqual(['Live']);
  });
});
