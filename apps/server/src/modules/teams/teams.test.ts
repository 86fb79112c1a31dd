import { describe, expect } from 'vitest';
import { TEAM_MESSAGES, type Team, teamContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { teamMembers, users } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { it } from './team-fixtures.js';

describe('GET /api/team', () => {
  it('lists every team by name with its member count to any signed-in user', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const gardens = await createTeam(admin.token, { teamName: 'gardens', teamCode: 'F-GRD', isActive: false });
    await createTeam(admin.token, { teamName: 'Builders' });
    await assign(admin.token, gardens.id, volunteer.id);
    await assign(admin.token, gardens.id, admin.id);

    const res = await api(t, volunteer.token).call(teamContracts.list);
    expect(res.statusCode).toBe(200);
    expect(res.json<Team[]>()).toMatchObject([
      { teamName: 'Builders', teamCode: '', isActive: true, memberCount: 0 },
      { id: gardens.id, teamName: 'gardens', teamCode: 'F-GRD', isActive: false, memberCount: 2 },
    ]);
  });

  it('is refused to a visitor without a token', async ({ t }) => {
    expect((await api(t).call(teamContracts.list)).statusCode).toBe(401);
  });
});

describe('POST /api/team', () => {
  it('lets an administrator create a team, trimmed, active and without a code by default', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const res = await api(t, admin.token).call(teamContracts.create, { body: { teamName: '  Platform Developers ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ teamName: 'Platform Developers', teamCode: '', isActive: true, memberCount: 0 });
    expect(res.json<Team>().createdAt).toBe('2026-11-18T18:00:00.000Z');
  });

  it('refuses a volunteer and a manager (no postTeam)', async ({ t }) => {
    for (const role of ['Volunteer', 'Manager']) {
      const caller = await signedIn(t, role);
      expect((await api(t, caller.token).call(teamContracts.create, { body: { teamName: 'Mine' } })).statusCode).toBe(403);
    }
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(teamContracts.list)).json()).toEqual([]);
  });

  it("answers 422 'Please enter a team name.' for an empty name and a clear message for a bad code", async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    for (const payload of [{}, { teamName: '   ' }]) {
      const res = await api(t, admin.token).raw(teamContracts.create, { body: payload });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).fields?.teamName).toBe(TEAM_MESSAGES.teamNameRequired);
    }
    const badCode = await api(t, admin.token).call(teamContracts.create, { body: { teamName: 'X', teamCode: 'AB' } });
    expect(badCode.statusCode).toBe(422);
    expect(errorOf(badCode).fields?.teamCode).toBe(TEAM_MESSAGES.teamCodeInvalid);
    expect((await api(t, admin.token).raw(teamContracts.create, { body: { teamName: 'X', isActive: 'yes' } })).statusCode).toBe(422);
  });

  it('accepts each shape of team code in the first rule set', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    for (const [i, teamCode] of ['B-EBV', 'S-DEV12', 'ABCDE', 'ABCDEF7', '#-EBV', ''].entries()) {
      expect((await api(t, admin.token).call(teamContracts.create, { body: { teamName: `Team ${String(i)}`, teamCode } })).statusCode).toBe(
        201,
      );
    }
  });

  it('refuses a duplicate name whatever its case and spaces (409)', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    await createTeam(admin.token, { teamName: 'Builders' });
    const res = await api(t, admin.token).call(teamContracts.create, { body: { teamName: '  bUILDERS ' } });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(TEAM_MESSAGES.teamNameTaken);
    expect(errorOf(res).fields?.teamName).toBe(TEAM_MESSAGES.teamNameTaken);
  });

  it('lets only one of two simultaneous creates with the same name win', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const results = await Promise.all([
      api(t, admin.token).call(teamContracts.create, { body: { teamName: 'Racers' } }),
      api(t, admin.token).call(teamContracts.create, { body: { teamName: 'racers' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('PUT /api/team/:id', () => {
  it('lets a manager (putTeam by default) change a team’s code, name and active flag', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const manager = await signedIn(t, 'Manager');
    const team = await createTeam(admin.token);
    const code = await api(t, manager.token).call(teamContracts.update, { params: { id: team.id }, body: { teamCode: ' B-EBV ' } });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ teamName: 'Earthbag Builders', teamCode: 'B-EBV', isActive: true });
    const rest = await api(t, manager.token).call(teamContracts.update, {
      params: { id: team.id },
      body: { teamName: 'earthbag builders', isActive: false },
    });
    expect(rest.json()).toMatchObject({ teamName: 'earthbag builders', teamCode: 'B-EBV', isActive: false });
  });

  it('refuses a volunteer and leaves the team unchanged', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token);
    expect(
      (await api(t, volunteer.token).call(teamContracts.update, { params: { id: team.id }, body: { isActive: false } })).statusCode,
    ).toBe(403);
    expect((await api(t, admin.token).call(teamContracts.get, { params: { id: team.id } })).json()).toMatchObject({ isActive: true });
  });

  it('answers 422 for a bad code, empty name or bad id, 404 for a missing team and 409 for a taken name', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    await createTeam(admin.token, { teamName: 'Gardens' });
    const put = (id: string, payload: object) => api(t, admin.token).call(teamContracts.update, { params: { id }, body: payload });
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
    expect((await api(t, admin.token).call(teamContracts.get, { params: { id: team.id } })).json()).toMatchObject({
      teamName: 'Earthbag Builders',
      teamCode: '',
    });
  });
});

describe('PUT /api/team (team named in the body)', () => {
  it('lets an administrator update the team given by teamId', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    const res = await api(t, admin.token).call(teamContracts.updateByBody, {
      body: { teamId: team.id, teamCode: 'EBV01', isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: team.id, teamCode: 'EBV01', isActive: false });
  });

  it('refuses a volunteer, and answers 422 without a valid teamId and 404 for a missing team', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token);
    expect(
      (await api(t, volunteer.token).call(teamContracts.updateByBody, { body: { teamId: team.id, isActive: false } })).statusCode,
    ).toBe(403);
    expect((await api(t, admin.token).raw(teamContracts.updateByBody, { body: { isActive: false } })).statusCode).toBe(422);
    expect((await api(t, admin.token).call(teamContracts.updateByBody, { body: { teamId: team.id, teamCode: '?' } })).statusCode).toBe(422);
    expect(
      (await api(t, admin.token).call(teamContracts.updateByBody, { body: { teamId: crypto.randomUUID(), isActive: false } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/team/:id', () => {
  it('shows one team with its member count to any signed-in user', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token, { teamName: 'Gardens', teamCode: 'F-GRD' });
    await assign(admin.token, team.id, volunteer.id);
    const res = await api(t, volunteer.token).call(teamContracts.get, { params: { id: team.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...team, memberCount: 1 });
  });

  it('is refused without a token, and answers 422 for a bad id and 404 for a missing team', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    expect((await api(t).call(teamContracts.get, { params: { id: team.id } })).statusCode).toBe(401);
    expect((await api(t, admin.token).call(teamContracts.get, { params: { id: 'abc' } })).statusCode).toBe(422);
    expect((await api(t, admin.token).call(teamContracts.get, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
  });
});

describe('DELETE /api/team/:id', () => {
  it('deletes a team with members; the memberships go and the people stay', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    expect((await api(t, admin.token).call(teamContracts.remove, { params: { id: team.id } })).statusCode).toBe(204);
    expect((await api(t, admin.token).call(teamContracts.get, { params: { id: team.id } })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);
    expect(await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, volunteer.id))).toHaveLength(1);
  });

  it('refuses a manager and a volunteer (no deleteTeam)', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await api(t, caller.token).call(teamContracts.remove, { params: { id: team.id } })).statusCode).toBe(403);
    }
    expect((await api(t, admin.token).call(teamContracts.get, { params: { id: team.id } })).statusCode).toBe(200);
  });

  it('answers 422 for a bad id and 404 for a missing team', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(teamContracts.remove, { params: { id: 'abc' } })).statusCode).toBe(422);
    const missing = await api(t, admin.token).call(teamContracts.remove, { params: { id: crypto.randomUUID() } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TEAM_MESSAGES.teamDoesNotExist);
  });
});
