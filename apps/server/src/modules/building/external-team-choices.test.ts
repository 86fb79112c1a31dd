import { describe, expect } from 'vitest';
import {
  EXTERNAL_CHOICES_MESSAGES as C,
  EXTERNAL_ROLES_SETTING,
  EXTERNAL_TEAM_MESSAGES as M,
  EXTERNAL_TEAMS_SETTING,
  externalTeamContracts as contracts,
  type ExternalTeamMember,
  type ExternalTeamMemberInput,
} from '@goodhours/domain';
import { inArray } from 'drizzle-orm';
import { orgSettings } from '../../db/schema/index.js';
import { inBuildingPortal } from './test-fixtures.js';
import { api, it } from '../../test/api.js';
import { errorOf, signedIn, type TestApp } from '../../test/harness.js';

/** The Owner and Administrators change the external team form's role and team choices (issue 43). */

const DEFAULTS = { roles: ['carpenter', 'volunteer', 'role', 'other'], teams: ['xyz_carpentry', 'abc_builders', 'other'] };
const ana: ExternalTeamMemberInput = {
  firstName: 'Ana',
  lastName: 'Reyes',
  role: 'carpenter',
  team: 'xyz_carpentry',
  email: 'ana.reyes@xyz-carpentry.com',
};

/** The two settings rows as stored, with who wrote them and when. */
const stored = (t: TestApp) =>
  t.ctx.db
    .select({ key: orgSettings.key, value: orgSettings.value, updatedBy: orgSettings.updatedBy, updatedAt: orgSettings.updatedAt })
    .from(orgSettings)
    .where(inArray(orgSettings.key, [EXTERNAL_ROLES_SETTING, EXTERNAL_TEAMS_SETTING]))
    .orderBy(orgSettings.key);

describe('editing the role and team choices', () => {
  it('lets the Owner in the portal save both lists, which the form then offers with other last', async ({ t }) => {
    const owner = await inBuildingPortal(t, 'Owner');
    // Ana joins as a carpenter before carpenters are taken off the list.
    expect((await api(t, owner.token).call(contracts.create, { body: ana })).statusCode).toBe(201);

    const body = { roles: [' electrician ', 'volunteer'], teams: ['abc_builders', 'Acme Roofing'] };
    const res = await api(t, owner.token).call(contracts.saveChoices, { body });
    expect(res.statusCode, res.body).toBe(200);
    const offered = { roles: ['electrician', 'volunteer', 'other'], teams: ['abc_builders', 'Acme Roofing', 'other'] };
    expect(res.json()).toEqual(offered);
    expect((await api(t, owner.token).call(contracts.choices)).json()).toEqual(offered);
    expect(await stored(t)).toEqual([
      { key: EXTERNAL_ROLES_SETTING, value: ['electrician', 'volunteer'], updatedBy: owner.id, updatedAt: t.clock.now() },
      { key: EXTERNAL_TEAMS_SETTING, value: ['abc_builders', 'Acme Roofing'], updatedBy: owner.id, updatedAt: t.clock.now() },
    ]);

    // Ben joins a minute later: the list is newest first, and the test clock otherwise stands still.
    t.clock.advance(60_000);
    const ben = { ...ana, firstName: 'Ben', email: 'ben@acme.org', role: 'electrician', team: 'Acme Roofing' };
    expect((await api(t, owner.token).call(contracts.create, { body: ben })).statusCode).toBe(201);
    const removed = await api(t, owner.token).call(contracts.create, { body: { ...ana, email: 'cara@xyz.org' } });
    expect(removed.statusCode).toBe(422);
    expect(errorOf(removed).fields).toEqual({ role: M.roleRequired, team: M.teamRequired });

    // Members keep what they were saved with.
    const list = (await api(t, owner.token).call(contracts.list)).json<ExternalTeamMember[]>();
    expect(list.map((m) => [m.firstName, m.role, m.team])).toEqual([
      ['Ben', 'electrician', 'Acme Roofing'],
      ['Ana', 'carpenter', 'xyz_carpentry'],
    ]);
  });

  it('lets an Administrator save them too', async ({ t }) => {
    const admin = await inBuildingPortal(t, 'Administrator');
    const res = await api(t, admin.token).call(contracts.saveChoices, { body: { roles: ['roofer'], teams: ['acme'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ roles: ['roofer', 'other'], teams: ['acme', 'other'] });
  });

  it('answers bad input with 422 under the list or the entry, changing nothing', async ({ t }) => {
    const owner = await inBuildingPortal(t, 'Owner');
    const send = (body: unknown) => api(t, owner.token).raw(contracts.saveChoices, { body });
    const cases: [unknown, Record<string, string>][] = [
      [{ roles: [], teams: ['acme'] }, { roles: C.rolesRequired }],
      [{ roles: ['Roofer', 'roofer'], teams: ['acme'] }, { 'roles.1': C.roleTwice }],
      [{ roles: ['roofer'], teams: ['acme', 'Other'] }, { 'teams.1': C.choiceOther }],
      [{ roles: ['r'.repeat(51)], teams: ['acme'] }, { 'roles.0': C.choiceTooLong }],
      [
        { roles: ['roof<er>'], teams: [' '] },
        { 'roles.0': C.choiceCharacters, 'teams.0': C.choiceRequired },
      ],
      [{ roles: Array.from({ length: 31 }, (_, i) => `r${String(i)}`), teams: ['acme'] }, { roles: C.tooManyRoles }],
      [{ roles: 'roofer', teams: ['acme'] }, { roles: C.rolesRequired }],
    ];
    for (const [body, fields] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await stored(t)).toEqual([]);
    expect((await api(t, owner.token).call(contracts.choices)).json()).toEqual(DEFAULTS);
  });
});

describe('who may edit the choices', () => {
  const body = { roles: ['electrician'], teams: ['acme'] };

  it('refuses a Manager in the portal without editBuildingChoices, who may still read them', async ({ t }) => {
    const manager = await inBuildingPortal(t, 'Manager');
    expect((await api(t, manager.token).call(contracts.saveChoices, { body })).statusCode).toBe(403);
    expect((await api(t, manager.token).call(contracts.choices)).json()).toEqual(DEFAULTS);
    expect(await stored(t)).toEqual([]);
  });

  it('refuses an Owner who has not passed the portal’s login, and a volunteer', async ({ t }) => {
    for (const role of ['Owner', 'Volunteer']) {
      const person = await signedIn(t, role);
      expect((await api(t, person.token).call(contracts.saveChoices, { body })).statusCode, role).toBe(403);
    }
    expect(await stored(t)).toEqual([]);
  });
});
