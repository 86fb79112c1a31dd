import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type ProfileAnswer, type UserProfile, userContracts } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { makeTeam } from '../../test/fixtures.js';
import { users } from '../../db/schema/index.js';

const it = test
  .extend(
    'profile',
    ({ t }) =>
      (token: string, id: string) =>
        api(t, token).call(userContracts.get, { params: { id } }),
  )
  /** A volunteer, a visible teammate, a hidden member and someone of another team. */
  .extend('teams', ({ t }) => async () => {
    const me = await signedIn(t, 'Volunteer');
    const mate = await createUser(t, 'Volunteer', { phoneNumber: '+1 555 0100', jobTitle: 'Carpenter', isProtected: true });
    const hidden = await createUser(t, 'Volunteer');
    const stranger = await createUser(t, 'Volunteer');
    await makeTeam(t, 'Earthbag Builders', [me.id, mate.id], [hidden.id]);
    await makeTeam(t, 'Outreach and Media', [stranger.id]);
    return { me, mate, hidden, stranger };
  });

describe('GET /api/userprofile/:id for someone else (decision 023)', () => {
  it('shows a volunteer a visible teammate’s public fields, without the e-mail and phone they hide or account flags', async ({
    t,
    profile,
    teams,
  }) => {
    const { me, mate } = await teams();
    await t.ctx.db.update(users).set({ showEmail: false, showPhoneNumber: false }).where(eq(users.id, mate.id));
    const res = await profile(me.token, mate.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileAnswer>();
    expect(body).toMatchObject({ view: 'public', id: mate.id, jobTitle: 'Carpenter', teams: [{ teamName: 'Earthbag Builders' }] });
    for (const key of ['email', 'phoneNumber', 'privacySettings', 'isProtected', 'isRehireable', 'adminLinks', 'mediaUrl', 'createdDate']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('shows a teammate the e-mail and phone the person shows (the default), each one as its setting says', async ({
    t,
    profile,
    teams,
  }) => {
    const { me, mate } = await teams();
    expect((await profile(me.token, mate.id)).json()).toMatchObject({ view: 'public', email: mate.email, phoneNumber: '+1 555 0100' });
    await t.ctx.db.update(users).set({ showEmail: true, showPhoneNumber: false }).where(eq(users.id, mate.id));
    const emailOnly = (await profile(me.token, mate.id)).json<ProfileAnswer>();
    expect(emailOnly).toMatchObject({ view: 'public', email: mate.email });
    expect(emailOnly).not.toHaveProperty('phoneNumber');
    await t.ctx.db.update(users).set({ showEmail: false, showPhoneNumber: true }).where(eq(users.id, mate.id));
    const phoneOnly = (await profile(me.token, mate.id)).json<ProfileAnswer>();
    expect(phoneOnly).toMatchObject({ view: 'public', phoneNumber: '+1 555 0100' });
    expect(phoneOnly).not.toHaveProperty('email');
  });

  it('refuses a hidden member’s and another team’s profile with the view message, not the edit one', async ({ profile, teams }) => {
    const { me, hidden, stranger } = await teams();
    for (const id of [hidden.id, stranger.id]) {
      const res = await profile(me.token, id);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(MESSAGES.noPermissionToViewProfile);
    }
  });

  it('shows the whole profile to a holder of getUserProfiles, the public one to a holder of seeUsersInDashboard', async ({
    t,
    profile,
    teams,
  }) => {
    const { stranger } = await teams();
    const core = await signedIn(t, 'Core Team');
    expect((await profile(core.token, stranger.id)).json<UserProfile>()).toMatchObject({ id: stranger.id, email: stranger.email });
    const watcher = await createUser(t, 'Volunteer', { frontPermissions: ['seeUsersInDashboard'] });
    const watcherToken = await login(t, watcher.email);
    expect((await profile(watcherToken, stranger.id)).json()).toMatchObject({ view: 'public', id: stranger.id, email: stranger.email });
    await t.ctx.db.update(users).set({ showEmail: false }).where(eq(users.id, stranger.id));
    const seen = await profile(watcherToken, stranger.id);
    expect(seen.json()).toMatchObject({ view: 'public', id: stranger.id });
    expect(seen.json()).not.toHaveProperty('email');
  });

  it('answers 422 for a bad id and 403, not 404, to a teammate asking for nobody', async ({ profile, teams }) => {
    const { me } = await teams();
    expect((await profile(me.token, 'not-an-id')).statusCode).toBe(422);
    expect((await profile(me.token, crypto.randomUUID())).statusCode).toBe(403);
  });
});

describe('GET /api/userprofile/teammates', () => {
  it('lists the caller’s visible teammates, not hidden members, other teams or themself', async ({ t, teams }) => {
    const { me, mate } = await teams();
    const res = await api(t, me.token).call(userContracts.teammates);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([mate.id]);
  });

  it('refuses a signed-out caller', async ({ t }) => {
    expect((await api(t).call(userContracts.teammates)).statusCode).toBe(401);
  });
});

describe('GET /api/userprofile/tasks/:id, read as the time log', () => {
  it('lets a manager read her team member’s tasks, refuses a teammate volunteer and a bad id', async ({ t, teams }) => {
    const { me, mate } = await teams();
    const manager = await signedIn(t, 'Manager');
    await makeTeam(t, 'Earthbag Builders 2', [manager.id, mate.id]);
    expect((await api(t, manager.token).call(userContracts.tasks, { params: { id: mate.id } })).statusCode).toBe(200);
    const refused = await api(t, me.token).call(userContracts.tasks, { params: { id: mate.id } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.noPermissionToViewTimeLog);
    expect((await api(t, manager.token).call(userContracts.tasks, { params: { id: 'nope' } })).statusCode).toBe(422);
  });
});
