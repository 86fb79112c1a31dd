import { describe, expect } from 'vitest';
import { TEAM_MESSAGES, type TeamMember, teamContracts } from '@goodhours/domain';
import { teamMembers } from '../../db/schema/index.js';
import { api } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { it } from './team-fixtures.js';

describe('GET /api/team/:id/users', () => {
  it('lists members with role, status, visibility and the date they were added', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer', { firstName: 'Vera', lastName: 'Okafor', isActive: false });
    const gone = await createUser(t, 'Volunteer', { isArchived: true });
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, vera.id);
    await t.ctx.db.insert(teamMembers).values({ teamId: team.id, userId: gone.id });

    const res = await api(t, admin.token).call(teamContracts.members, { params: { id: team.id } });
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

  it('is open to Core Team (getUserProfiles) and Managers (putTeam) but refused to a volunteer', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Core Team', 'Manager']) {
      const caller = await signedIn(t, role);
      expect((await api(t, caller.token).call(teamContracts.members, { params: { id: team.id } })).statusCode).toBe(200);
    }
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(teamContracts.members, { params: { id: team.id } })).statusCode).toBe(403);
  });

  it('answers 422 for a bad id and 404 for a missing team', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    expect((await api(t, admin.token).call(teamContracts.members, { params: { id: 'abc' } })).statusCode).toBe(422);
    expect((await api(t, admin.token).call(teamContracts.members, { params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
  });
});

describe('POST /api/team/:id/users', () => {
  it('adds a member, then removes them, answering the members after each change', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    const added = await assign(admin.token, team.id, volunteer.id);
    expect(added.statusCode).toBe(200);
    expect(added.json<TeamMember[]>().map((m) => m.id)).toEqual([volunteer.id]);
    const removed = await assign(admin.token, team.id, volunteer.id, 'UnAssign');
    expect(removed.json()).toEqual([]);
  });

  it("refuses adding someone already in the team: 'Member is already a part of this team.'", async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    const again = await assign(admin.token, team.id, volunteer.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(TEAM_MESSAGES.memberAlreadyInTeam);
  });

  it("answers 'Please choose a valid user.' for an unknown, archived or malformed user", async ({ t, createTeam, assign }) => {
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

  it('answers 422 for an unknown operation and 404 for a missing team or a non-member removed', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    expect((await assign(admin.token, team.id, volunteer.id, 'Promote')).statusCode).toBe(422);
    expect((await assign(admin.token, crypto.randomUUID(), volunteer.id)).statusCode).toBe(404);
    const notMember = await assign(admin.token, team.id, volunteer.id, 'UnAssign');
    expect(notMember.statusCode).toBe(404);
    expect(errorOf(notMember).message).toBe(TEAM_MESSAGES.notAMember);
  });

  it('refuses a manager and a volunteer (no assignTeamToUsers)', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      expect((await assign(caller.token, team.id, caller.id)).statusCode).toBe(403);
    }
    expect((await api(t, admin.token).call(teamContracts.members, { params: { id: team.id } })).json()).toEqual([]);
  });
});

describe('PUT /api/team/:id/users/:userId/visibility', () => {
  it('hides and shows a volunteer in the team', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    const params = { id: team.id, userId: volunteer.id };
    const hidden = await api(t, admin.token).call(teamContracts.setMemberVisibility, { params, body: { visible: false } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: volunteer.id, visible: false });
    expect((await api(t, admin.token).call(teamContracts.members, { params: { id: team.id } })).json()).toMatchObject([{ visible: false }]);
    expect((await api(t, admin.token).call(teamContracts.setMemberVisibility, { params, body: { visible: true } })).json()).toMatchObject({
      visible: true,
    });
  });

  it('never reduces the visibility of an Owner, Administrator or Core Team member', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const team = await createTeam(admin.token);
    for (const role of ['Owner', 'Administrator', 'Core Team']) {
      const member = await createUser(t, role);
      await assign(admin.token, team.id, member.id);
      const params = { id: team.id, userId: member.id };
      const res = await api(t, admin.token).call(teamContracts.setMemberVisibility, { params, body: { visible: false } });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(TEAM_MESSAGES.leadersStayVisible);
      expect((await api(t, admin.token).call(teamContracts.setMemberVisibility, { params, body: { visible: true } })).statusCode).toBe(200);
    }
    const list = (await api(t, admin.token).call(teamContracts.members, { params: { id: team.id } })).json<TeamMember[]>();
    expect(list.every((m) => m.visible)).toBe(true);
  });

  it('is refused to a volunteer but allowed with toggleInvisibility', async ({ t, createTeam, assign }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const team = await createTeam(admin.token);
    await assign(admin.token, team.id, volunteer.id);
    const params = { id: team.id, userId: volunteer.id };
    expect((await api(t, volunteer.token).call(teamContracts.setMemberVisibility, { params, body: { visible: false } })).statusCode).toBe(
      403,
    );
    const toggler = await createUser(t, 'Volunteer', { frontPermissions: ['toggleInvisibility'] });
    expect(
      (await api(t, await login(t, toggler.email)).call(teamContracts.setMemberVisibility, { params, body: { visible: false } }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 422 for bad input and 404 for someone not in the team', async ({ t, createTeam }) => {
    const admin = await signedIn(t, 'Administrator');
    const outsider = await createUser(t, 'Volunteer');
    const team = await createTeam(admin.token);
    const params = { id: team.id, userId: outsider.id };
    expect((await api(t, admin.token).raw(teamContracts.setMemberVisibility, { params, body: { visible: 'no' } })).statusCode).toBe(422);
    expect(
      (await api(t, admin.token).call(teamContracts.setMemberVisibility, { params: { id: team.id, userId: 'x' }, body: { visible: true } }))
        .statusCode,
    ).toBe(422);
    const missing = await api(t, admin.token).call(teamContracts.setMemberVisibility, { params, body: { visible: false } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(TEAM_MESSAGES.notAMember);
  });
});
