import { describe, expect } from 'vitest';
import {
  EXTERNAL_OTHER_TEAM,
  EXTERNAL_ROLES_SETTING,
  EXTERNAL_TEAM_MESSAGES as M,
  externalTeamContracts as contracts,
  type ExternalTeamMember,
  type ExternalTeamMemberInput,
} from '@goodhours/domain';
import { count } from 'drizzle-orm';
import { externalTeamMembers } from '../../db/schema/index.js';
import { writeSetting } from '../../settings/org-settings.js';
import { inBuildingPortal } from './test-fixtures.js';
import { api, it } from '../../test/api.js';
import { errorOf, signedIn, type TestApp } from '../../test/harness.js';

/** The building portal's external team (document 3 §3 'Team member form', §5, §7, §8). */

const ana: ExternalTeamMemberInput = {
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'carpenter',
  team: 'xyz_carpentry',
  email: 'ana.reyes@xyz-carpentry.com',
  countryCode: '+1',
  phone: '123-456-7890',
};

const saved = async (t: TestApp) => (await t.ctx.db.select({ n: count() }).from(externalTeamMembers))[0]?.n;

describe('adding an external team member', () => {
  it('lets a Manager in the portal add a member, and lists the newest first', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const res = await api(t, manager.token).call(contracts.create, { body: ana });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...ana, phone: '1234567890', roleSpecify: '', teamSpecify: '' });

    t.clock.advance(60_000);
    const ben = { ...ana, firstName: 'Ben', email: 'ben@abc.org', team: 'abc_builders', phone: '' };
    expect((await api(t, manager.token).call(contracts.create, { body: ben })).statusCode).toBe(201);

    const list = await api(t, manager.token).call(contracts.list);
    expect(list.statusCode).toBe(200);
    expect(list.json<ExternalTeamMember[]>().map((m) => [m.firstName, m.phone])).toEqual([
      ['Ben', ''],
      ['Ana', '1234567890'],
    ]);
  });

  it("stores the team 'other' as 'External Team - Non-volunteers' with the typed name, and keeps the typed role", async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const res = await api(t, manager.token).call(contracts.create, {
      body: { ...ana, role: 'other', roleSpecify: 'Roofer', team: 'other', teamSpecify: 'Acme Roofing' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ role: 'other', roleSpecify: 'Roofer', team: EXTERNAL_OTHER_TEAM, teamSpecify: 'Acme Roofing' });
    const [row] = await t.ctx.db.select().from(externalTeamMembers);
    expect(row).toMatchObject({ team: EXTERNAL_OTHER_TEAM, teamSpecify: 'Acme Roofing', createdBy: manager.id });
  });

  it('refuses an email already used, whatever its case, with 409 under the email', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    expect((await api(t, manager.token).call(contracts.create, { body: ana })).statusCode).toBe(201);
    const again = await api(t, manager.token).call(contracts.create, {
      body: { ...ana, firstName: 'Other', email: ' ANA.Reyes@XYZ-carpentry.com ' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ message: M.emailTaken, fields: { email: M.emailTaken } });
    expect(await saved(t)).toBe(1);
  });

  it('answers bad input with 422 and each field’s message, saving nothing', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const res = await api(t, manager.token).raw(contracts.create, {
      body: { firstName: ' ', lastName: '', role: 'other', team: 'other', email: 'ana@site', phone: '555-1234' },
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toMatchObject({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
      roleSpecify: M.specifyRole,
      teamSpecify: M.specifyTeam,
      email: M.emailInvalid,
      phone: M.phoneInvalid,
    });
    expect(await saved(t)).toBe(0);
  });

  it('refuses a role or a team the organisation does not offer, and offers what its settings say', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const choices = await api(t, manager.token).call(contracts.choices);
    expect(choices.json()).toEqual({
      roles: ['carpenter', 'volunteer', 'role', 'other'],
      teams: ['xyz_carpentry', 'abc_builders', 'other'],
    });
    const res = await api(t, manager.token).call(contracts.create, { body: { ...ana, role: 'pilot', team: 'acme' } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).fields).toEqual({ role: M.roleRequired, team: M.teamRequired });

    await writeSetting(t.ctx.db, EXTERNAL_ROLES_SETTING, ['pilot'], manager.id, t.clock.now());
    expect((await api(t, manager.token).call(contracts.choices)).json()).toMatchObject({ roles: ['pilot', 'other'] });
    expect((await api(t, manager.token).call(contracts.create, { body: { ...ana, role: 'pilot' } })).statusCode).toBe(201);
  });
});

describe('who may use the external team', () => {
  it('refuses a volunteer with 403 on every route, saving nothing', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    for (const contract of [contracts.list, contracts.choices]) {
      expect((await api(t, volunteer.token).call(contract)).statusCode).toBe(403);
    }
    expect((await api(t, volunteer.token).call(contracts.create, { body: ana })).statusCode).toBe(403);
    expect(await saved(t)).toBe(0);
  });

  it('refuses a Manager who holds the permission but has not passed the portal’s login', async ({ t }) => {
    const manager = await signedIn(t, 'Manager');
    expect((await api(t, manager.token).call(contracts.create, { body: ana })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(contracts.list)).statusCode).toBe(403);
    expect(await saved(t)).toBe(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('lets one of two parallel creates with the same email win, on PostgreSQL', async ({ t }) => {
    const manager = await inBuildingPortal(t);
    const send = (email: string) => api(t, manager.token).call(contracts.create, { body: { ...ana, email } });
    const results = await Promise.all([send('same@site.org'), send('SAME@site.org')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await saved(t)).toBe(1);
  });
});
