import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_MESSAGES, type Team, type TeamMember } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { teamMembers, users } from '../../db/schema/index.js';
import { auth, createUser, errorOf, login, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

async function createTeam(token: string, payload: object = { teamName: 'Earthbag Builders' }): Promise<Team> {
  const res = await call(token, 'POST', '/api/team', payload);
  if (res.statusCode !== 201) throw new Error(`team create failed: ${res.body}`);
  return res.json<Team>();
}

async function assign(token: string, teamId: string, userId: string, operation = 'Assign') {
  return call(token, 'POST', `/api/team/${teamId}/users`, { userId, operation });
}

describe('GET /api/team', () => {
  it('lists every team by name with its member count to any signed-in user', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const gardens = await createTeam(admin.token, { teamName: 'gardens', teamCode: 'F-GRD', isActive: false });
    await createTeam(admin.token, { teamName: 'Builders' });
    await assign(admin.token, gardens.id, volunteer.id);
    await assign(admin.token, gardens.id, admin.id);

    const res = await call(volunteer.token, 'GET', '/api/team');
    expect(res.statusCode).toBe(200);
    expect(res.json<Team[]>()).toMatchObject([
      { teamName: 'Builders', teamCode: '', isActive: true, memberCount: 0 },
      { id: gardens.id, teamName: 'gardens', teamCode: 'F-GRD', isActive: false, memberCount: 2 },
    ]);
  });

  it('is refused to a visitor without a token', async () => {
    expect((await call(null, 'GET', '/api/team')).statusCode).toBe(401);
  });
});

describe('POST /api/team', () => {
  it('lets an administrator create a team, trimmed, active and without a code by default', async () => {
    const admin = await signedIn(t, 'Administrator');
    const res = await call(admin.token, 'POST', '/api/team', { teamName: '  Platform Developers ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ teamName: 'Platform Developers', teamCode: '', isActive: true, memberCount: 0 });
    expect(res.json<Team>().createdAt).toBe('2026-11-18T18:00:00.000Z');
  });

  it('refuses a volunteer and a manager (no postTeam)', async () => {
    for (const role of ['Volunteer', 'Manager']) {
      const caller = await signedIn(t, role);
      expect((await call(caller.token, 'POST', '/api/team', { teamName: 'Mine' })).statusCode).toBe(403);
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await call(admin.token, 'GET', '/api/team')).json()).toEqual([]);
  });

  it("answers 422 'Please enter a team name.' for an empty name and a clear message for a bad code", async () => {
    const admin = await signedIn(t, 'Administrator');
    for (const payload of [{}, { teamName: '   ' }]) {
      const res = await call(admin.token, 'POST', '/api/team', payload);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).fields?.teamName).toBe(TEAM_MESSAGES.teamNameRequired);
    }
    const badCode = await call(admin.token, 'POST', '/api/team', { teamName: 'X', teamCode: 'AB' });
    expect(badCode.statusCode).toBe(422);
    expect(errorOf(badCode).fields?.teamCode).toBe(TEAM_MESSAGES.teamCodeInvalid);
    expect((await call(admin.token, 'POST', '/api/team', { teamName: 'X', isActive: 'yes' })).statusCode).toBe(422);
  });

  it('accepts each shape of team code in the first rule set', async () => {
    const admin = await signedIn(t, 'Administrator');
    for (const [i, teamCode] of ['B-EBV', 'S-DEV12', 'ABCDE', 'ABCDEF7', '#-EBV', ''].entries()) {
      expect((await call(admin.token, 'POST', '/api/team', { teamName: `Team ${String(i)}`, teamCode })).statusCode).toBe(201);
    }
  });

  it('refuses a duplicate name whatever its case and spaces (409)', async () => {
    const admin = await signedIn(t, 'Administrator');
    await createTeam(admin.token, { teamName: 'Builders' });
    const res = await call(admin.token, 'POST', '/api/team', { teamName: '  bUILDERS ' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TEAM_MESSAGES.teamNameTaken);
    expect(errorOf(res).fields?.teamName).toBe(TEAM_MESSAGES.teamNameTaken);
  });

  it('lets only one of two simultaneous creates with the same name win', async () => {
    const admin = await signedIn(t, 'Administrator');
    const results = await Promise.all([
      call(admin.token, 'POST', '/api/team', { teamName: 'Racers' }),
      call(admin.token, 'POST', '/api/team', { teamName: 'racers' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('PUT /api/team/:id', () => {
  it('lets a manager (putTeam by default) change a team’s code, name and active flag', async () => {
    const admin = await signedIn(t, 'Administrator');
    const manager = await signedIn(t, 'Manager');
    const team = await createTeam(admin.token);
    const code = await call(manager.token, 'PUT', `/api/team/${team.id}`, { teamCode: ' B-EBV ' });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ teamName: 'Earthbag Builders', teamCode: 'B-EBV', isActive: true });
    const rest = await call(manager.token, 'PUT', `/api/team/${team.id}`, { teamName: 'earthbag builders', isActive: false });
    expect(rest.json()).toMatchObject({ teamName: 'earthbag builders', teamCode: 'B-EBV', isActive: false });
  });

  it('refuses a volunteer and leaves the team unchanged', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token);
    expect((await call(volunteer.token, 'PUT', `/api/team/${team.id}`, { isActive: false })).statusCode).toBe(403);
    expect((await call(admin.token, 'GET', `/api/team/${team.id}`)).json()).toMatchObject({ isActive: true });
  });

  it('answers 422 for a bad code, empty name or bad id, 404 for a missing team and 409 for a taken name', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    await createTeam(admin.token, { teamName: 'Gardens' });
    const put = (id: string, payload: object) => call(admin.token, 'PUT', `/api/team/${id}`, payload);
    const badCode = await put(team.id, { teamCode: 'TOO-LONG-CODE' });
    expect(badCode.statusCode).toBe(422);
    expect(errorOf(badCode).message).toBe(TEAM_MESSAGES.teamCodeInvalid);
    expect(errorOf(await put(team.id, { teamName: '' })).message).toBe(TEAM_MESSAGES.teamNameRequired);
    expect((await put('abc', { isActive: false })).statusCode).toBe(422);
    const missing = await put(crypto.randomUUID(), { isActive: false });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TEAM_MESSAGES.teamDoesNotExist);
    const taken = await put(team.id, { teamName: 'GARDENS' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(TEAM_MESSAGES.teamNameTaken);
    expect((await call(admin.token, 'GET', `/api/team/${team.id}`)).json()).toMatchObject({ teamName: 'Earthbag Builders', teamCode: '' });
  });
});

describe('PUT /api/team (team named in the body)', () => {
  it('lets an administrator update the team given by teamId', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    const res = await call(admin.token, 'PUT', '/api/team', { teamId: team.id, teamCode: 'EBV01', isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: team.id, teamCode: 'EBV01', isActive: false });
  });

  it('refuses a volunteer, and answers 422 without a valid teamId and 404 for a missing team', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token);
    expect((await call(volunteer.token, 'PUT', '/api/team', { teamId: team.id, isActive: false })).statusCode).toBe(403);
    expect((await call(admin.token, 'PUT', '/api/team', { isActive: false })).statusCode).toBe(422);
    expect((await call(admin.token, 'PUT', '/api/team', { teamId: team.id, teamCode: '?' })).statusCode).toBe(422);
    expect((await call(admin.token, 'PUT', '/api/team', { teamId: crypto.randomUUID(), isActive: false })).statusCode).toBe(404);
  });
});

describe('GET /api/team/:id', () => {
  it('shows one team with its member count to any signed-in user', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token, { teamName: 'Gardens', teamCode: 'F-GRD' });
    await assign(admin.token, team.id, volunteer.id);
    const res = await call(volunteer.token, 'GET', `/api/team/${team.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...team, memberCount: 1 });
  });

  it('is refused without a token, and answers 422 for a bad id and 404 for a missing team', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    expect((await call(null, 'GET', `/api/team/${team.id}`)).statusCode).toBe(401);
    expect((await call(admin.token, 'GET', '/api/team/abc')).statusCode).toBe(422);
    expect((await call(admin.token, 'GET', `/api/team/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/team/:id', () => {
  it('deletes a team with members; the memberships go and the people stay', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    expect((await call(admin.token, 'DELETE', `/api/team/${team.id}`)).statusCode).toBe(204);
    expect((await call(admin.token, 'GET', `/api/team/${team.id}`)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, volunteer.id))).toHaveLength(1);
  });

  it('refuses a manager and a volunteer (no deleteTeam)', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await call(caller.token, 'DELETE', `/api/team/${team.id}`)).statusCode).toBe(403);
    }
    expect((await call(admin.token, 'GET', `/api/team/${team.id}`)).statusCode).toBe(200);
  });

  it('answers 422 for a bad id and 404 for a missing team', async () => {
    const admin = await signedIn(t, 'Administrator');
    expect((await call(admin.token, 'DELETE', '/api/team/abc')).statusCode).toBe(422);
    const missing = await call(admin.token, 'DELETE', `/api/team/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TEAM_MESSAGES.teamDoesNotExist);
  });
});

describe('GET /api/team/:id/users', () => {
  it('lists members with role, status, visibility and the date they were added', async () => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer', { firstName: 'Vera', lastName: 'Okafor', isActive: false });
    const gone = await createUser(t, 'Volunteer', { isArchived: true });
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, vera.id);
    await t.ctx.db.insert(teamMembers).values({ teamId: team.id, userId: gone.id });

    const res = await call(admin.token, 'GET', `/api/team/${team.id}/users`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: vera.id,
        firstName: 'Vera',
        lastName: 'Okafor',
        role: 'Volunteer',
        isActive: false,
        isVisible: true,
        visible: true,
        addDateTime: '2026-11-18T18:00:00.000Z',
      },
    ]);
  });

  it('is open to Core Team (getUserProfiles) and Managers (putTeam) but refused to a volunteer', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Core Team', 'Manager']) {
      const caller = await signedIn(t, role);
      expect((await call(caller.token, 'GET', `/api/team/${team.id}/users`)).statusCode).toBe(200);
    }
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await call(volunteer.token, 'GET', `/api/team/${team.id}/users`)).statusCode).toBe(403);
  });

  it('answers 422 for a bad id and 404 for a missing team', async () => {
    const admin = await signedIn(t, 'Administrator');
    expect((await call(admin.token, 'GET', '/api/team/abc/users')).statusCode).toBe(422);
    expect((await call(admin.token, 'GET', `/api/team/${crypto.randomUUID()}/users`)).statusCode).toBe(404);
  });
});

describe('POST /api/team/:id/users', () => {
  it('adds a member, then removes them, answering the members after each change', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    const added = await assign(admin.token, team.id, volunteer.id);
    expect(added.statusCode).toBe(200);
    expect(added.json<TeamMember[]>().map((m) => m.id)).toEqual([volunteer.id]);
    const removed = await assign(admin.token, team.id, volunteer.id, 'UnAssign');
    expect(removed.json()).toEqual([]);
  });

  it("refuses adding someone already in the team: 'Member is already a part of this team.'", async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    const again = await assign(admin.token, team.id, volunteer.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(TEAM_MESSAGES.memberAlreadyInTeam);
  });

  it("answers 'Please choose a valid user.' for an unknown, archived or malformed user", async () => {
    const admin = await signedIn(t, 'Administrator');
    const archived = await createUser(t, 'Volunteer', { isArchived: true });
    const team = await createTeam(admin.token);
    for (const userId of [crypto.randomUUID(), archived.id]) {
      const res = await assign(admin.token, team.id, userId);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(TEAM_MESSAGES.chooseValidUser);
    }
    const malformed = await assign(admin.token, team.id, 'nobody');
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed).message).toBe(TEAM_MESSAGES.chooseValidUser);
  });

  it('answers 422 for an unknown operation and 404 for a missing team or a non-member removed', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    expect((await assign(admin.token, team.id, volunteer.id, 'Promote')).statusCode).toBe(422);
    expect((await assign(admin.token, crypto.randomUUID(), volunteer.id)).statusCode).toBe(404);
    const notMember = await assign(admin.token, team.id, volunteer.id, 'UnAssign');
    expect(notMember.statusCode).toBe(404);
    expect(errorOf(notMember).message).toBe(TEAM_MESSAGES.notAMember);
  });

  it('refuses a manager and a volunteer (no assignTeamToUsers)', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await assign(caller.token, team.id, caller.id)).statusCode).toBe(403);
    }
    expect((await call(admin.token, 'GET', `/api/team/${team.id}/users`)).json()).toEqual([]);
  });
});

describe('PUT /api/team/:id/users/:userId/visibility', () => {
  it('hides and shows a volunteer in the team', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    const url = `/api/team/${team.id}/users/${volunteer.id}/visibility`;
    const hidden = await call(admin.token, 'PUT', url, { visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: volunteer.id, visible: false });
    expect((await call(admin.token, 'GET', `/api/team/${team.id}/users`)).json()).toMatchObject([{ visible: false }]);
    expect((await call(admin.token, 'PUT', url, { visible: true })).json()).toMatchObject({ visible: true });
  });

  it('never reduces the visibility of an Owner, Administrator or Core Team member', async () => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Owner', 'Administrator', 'Core Team']) {
      const member = await createUser(t, role);
      await assign(admin.token, team.id, member.id);
      const url = `/api/team/${team.id}/users/${member.id}/visibility`;
      const res = await call(admin.token, 'PUT', url, { visible: false });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(TEAM_MESSAGES.leadersStayVisible);
      expect((await call(admin.token, 'PUT', url, { visible: true })).statusCode).toBe(200);
    }
    const list = (await call(admin.token, 'GET', `/api/team/${team.id}/users`)).json<TeamMember[]>();
    expect(list.every((m) => m.visible)).toBe(true);
  });

  it('is refused to a volunteer but allowed with toggleInvisibility', async () => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    const url = `/api/team/${team.id}/users/${volunteer.id}/visibility`;
    expect((await call(volunteer.token, 'PUT', url, { visible: false })).statusCode).toBe(403);
    const toggler = await createUser(t, 'Volunteer', { frontPermissions: ['toggleInvisibility'] });
    expect((await call(await login(t, toggler.email), 'PUT', url, { visible: false })).statusCode).toBe(200);
  });

  it('answers 422 for bad input and 404 for someone not in the team', async () => {
    const admin = await signedIn(t, 'Administrator');
    const outsider = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    const url = `/api/team/${team.id}/users/${outsider.id}/visibility`;
    expect((await call(admin.token, 'PUT', url, { visible: 'no' })).statusCode).toBe(422);
    expect((await call(admin.token, 'PUT', `/api/team/${team.id}/users/x/visibility`, { visible: true })).statusCode).toBe(422);
    const missing = await call(admin.token, 'PUT', url, { visible: false });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TEAM_MESSAGES.notAMember);
  });
});
