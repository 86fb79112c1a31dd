import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { USER_MESSAGES, type UserProfile, authContracts, userContracts } from '@goodhours/domain';
import { mailOutbox, users } from '../../db/schema/index.js';
import { runDailyStatusJob } from '../../jobs/daily-status.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

// Wednesday 18 November 2026, 10:00 in Los Angeles (set for this file only: an override would
// reach the other files of the worker, which share the fixture).
const it = test
  .extend('start', { now: '2026-11-18T18:00:00Z' })
  .extend(
    'status',
    ({ t }) =>
      (token: string, id: string, body: object) =>
        api(t, token).raw(userContracts.changeStatus, { params: { id }, body }),
  )
  .extend(
    'row',
    ({ t }) =>
      async (id: string) =>
        (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0],
  )
  .extend(
    'canLogin',
    ({ t }) =>
      async (email: string) =>
        (await api(t).call(authContracts.login, { body: { email, password: 'Goodhours!1' } })).statusCode === 200,
  );

describe('PATCH /api/userprofile/:id (status)', () => {
  it('deactivates at once: end date today, sessions ended, no more sign-in, Owners told', async ({ t, status, canLogin }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await createUser(t, 'Owner');
    const volunteer = await signedIn(t, 'Volunteer');
    const res = await status(admin.token, volunteer.id, { action: 'deactivate' });
    expect(res.statusCode).toBe(200);
    expect(res.json<UserProfile>()).toMatchObject({ isActive: false, endDate: '2026-11-18' });
    expect((await api(t, volunteer.token).call(authContracts.session)).statusCode).toBe(401);
    expect(await canLogin(volunteer.email)).toBe(false);
    const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mail[0]?.subject).toContain('was deactivated on Nov-18-26');

    expect((await status(admin.token, volunteer.id, { action: 'activate' })).json<UserProfile>()).toMatchObject({
      isActive: true,
      endDate: null,
    });
    expect(await canLogin(volunteer.email)).toBe(true);
  });

  it('schedules a final day; the daily job after it makes the person inactive, once per day', async ({ t, status, row }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const set = await status(admin.token, volunteer.id, { action: 'setFinalDay', endDate: '2026-11-20' });
    expect(set.json<UserProfile>()).toMatchObject({ isActive: true, endDate: '2026-11-20' });

    t.clock.set('2026-11-20T08:01:00Z'); // 00:01 on the final day itself: still active
    expect((await runDailyStatusJob(t.ctx)).deactivated).toEqual([]);
    t.clock.set('2026-11-21T08:01:00Z'); // 00:01 the day after
    expect((await runDailyStatusJob(t.ctx)).deactivated).toEqual([volunteer.id]);
    expect((await row(volunteer.id))?.isActive).toBe(false);
    expect((await api(t, volunteer.token).call(authContracts.session)).statusCode).toBe(401);
    expect(await runDailyStatusJob(t.ctx)).toEqual({ ran: false, deactivated: [], reactivated: [] });
  });

  it('removes a final day, and refuses one in the past', async ({ t, status }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const past = await status(admin.token, volunteer.id, { action: 'setFinalDay', endDate: '2026-11-17' });
    expect(past.statusCode).toBe(422);
    expect(errorOf(past).message).toBe(USER_MESSAGES.finalDayInPast);
    await status(admin.token, volunteer.id, { action: 'setFinalDay', endDate: '2026-12-01' });
    expect((await status(admin.token, volunteer.id, { action: 'removeFinalDay' })).json<UserProfile>().endDate).toBeNull();
    expect((await status(admin.token, volunteer.id, { action: 'removeFinalDay' })).statusCode).toBe(409);
  });

  it('pauses until a date; the daily job on that date makes the person active again', async ({ t, status, row, canLogin }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await createUser(t, 'Volunteer');
    const paused = await status(admin.token, volunteer.id, { action: 'pause', reactivationDate: '2026-12-01' });
    expect(paused.json<UserProfile>()).toMatchObject({ isActive: false, reactivationDate: '2026-12-01' });
    expect(await canLogin(volunteer.email)).toBe(false);
    t.clock.set('2026-12-01T08:01:00Z');
    expect((await runDailyStatusJob(t.ctx)).reactivated).toEqual([volunteer.id]);
    expect(await row(volunteer.id)).toMatchObject({ isActive: true, reactivationDate: null, endDate: null });
    expect(await login(t, volunteer.email)).toBeTruthy();
  });

  it('refuses a volunteer, a manager (no changeUserStatus), an administrator on an Owner, and oneself', async ({ t, status, row }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    const manager = await signedIn(t, 'Manager');
    const admin = await signedIn(t, 'Administrator');
    const owner = await createUser(t, 'Owner');
    const target = await createUser(t, 'Volunteer');
    expect((await status(volunteer.token, target.id, { action: 'deactivate' })).statusCode).toBe(403);
    expect((await status(manager.token, target.id, { action: 'setFinalDay', endDate: '2026-12-01' })).statusCode).toBe(403);
    expect((await status(admin.token, owner.id, { action: 'deactivate' })).statusCode).toBe(403);
    const self = await status(admin.token, admin.id, { action: 'deactivate' });
    expect(errorOf(self).message).toBe(USER_MESSAGES.cannotRemoveSelf);
    expect((await row(target.id))?.isActive).toBe(true);
  });

  it('answers 422 for an unknown action or a missing date', async ({ t, status }) => {
    const admin = await signedIn(t, 'Administrator');
    const target = await createUser(t, 'Volunteer');
    expect((await status(admin.token, target.id, { action: 'retire' })).statusCode).toBe(422);
    expect((await status(admin.token, target.id, { action: 'pause' })).statusCode).toBe(422);
    expect((await status(admin.token, target.id, { action: 'pause', reactivationDate: '2026-11-18' })).statusCode).toBe(422);
  });
});

describe('DELETE /api/userprofile/:id', () => {
  it('archives (hidden from the list, cannot sign in) or deletes for good', async ({ t, row, canLogin }) => {
    const admin = await signedIn(t, 'Administrator');
    const archived = await createUser(t, 'Volunteer');
    const deleted = await createUser(t, 'Volunteer');
    const del = (id: string, option: 'archive' | 'delete') =>
      api(t, admin.token).call(userContracts.remove, { params: { id }, body: { option } });
    expect((await del(archived.id, 'archive')).statusCode).toBe(204);
    expect(await row(archived.id)).toMatchObject({ isArchived: true, isActive: false });
    expect(await canLogin(archived.email)).toBe(false);
    const listed = await api(t, admin.token).call(userContracts.list, { query: { status: 'all' } });
    expect(listed.json<{ items: { id: string }[] }>().items.map((u) => u.id)).not.toContain(archived.id);
    expect((await del(deleted.id, 'delete')).statusCode).toBe(204);
    expect(await row(deleted.id)).toBeUndefined();
  });

  it('refuses a manager, oneself and bad options', async ({ t, row }) => {
    const manager = await signedIn(t, 'Manager');
    const admin = await signedIn(t, 'Administrator');
    const target = await createUser(t, 'Volunteer');
    const del = (token: string, id: string, body: object) => api(t, token).raw(userContracts.remove, { params: { id }, body });
    expect((await del(manager.token, target.id, { option: 'delete' })).statusCode).toBe(403);
    expect((await del(admin.token, admin.id, { option: 'delete' })).statusCode).toBe(403);
    expect((await del(admin.token, target.id, { option: 'shred' })).statusCode).toBe(422);
    expect(await row(target.id)).toBeDefined();
  });
});

describe('rehireable and visibility', () => {
  it('lets an administrator flip both and refuses a volunteer or bad input', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const volunteer = await signedIn(t, 'Volunteer');
    const paths = { rehireable: userContracts.setRehireable, toggleInvisibility: userContracts.setVisibility };
    const patch = (token: string, what: keyof typeof paths, body: object) =>
      api(t, token).raw(paths[what], { params: { id: volunteer.id }, body });
    expect((await patch(admin.token, 'rehireable', { isRehireable: false })).json<UserProfile>().isRehireable).toBe(false);
    expect((await patch(admin.token, 'toggleInvisibility', { isVisible: false })).json<UserProfile>().isVisible).toBe(false);
    expect((await patch(volunteer.token, 'rehireable', { isRehireable: true })).statusCode).toBe(403);
    expect((await patch(volunteer.token, 'toggleInvisibility', { isVisible: true })).statusCode).toBe(403);
    expect((await patch(admin.token, 'rehireable', { isRehireable: 'yes' })).statusCode).toBe(422);
    expect((await patch(admin.token, 'toggleInvisibility', {})).statusCode).toBe(422);
  });
});
