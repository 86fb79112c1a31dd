import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, WARNING_MESSAGES as M, type UserWarnings, type WarningTracker } from '@goodhours/domain';
import { infringements, mailOutbox, userWarnings } from '../../db/schema/index.js';
import { auth, createUser, errorOf, login, signedIn, startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });

async function tracker(token: string, title: string): Promise<WarningTracker> {
  const res = await call('POST', '/api/warnings/descriptions', token, { newWarning: title });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<WarningTracker>();
}

/** A manager holding only the named tracker permissions. */
async function managerWith(...permissions: string[]) {
  const user = await createUser(t, 'Manager', { frontPermissions: permissions });
  return { ...user, token: await login(t, user.email) };
}

describe('warning trackers', () => {
  it('lets an Administrator add, rename, deactivate, reactivate and delete a tracker with all its warnings', async () => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    const notes = await tracker(admin.token, '  Better Descriptions ');
    expect(notes).toMatchObject({ title: 'Better Descriptions', isActive: true, isPermanent: false });
    expect(
      (await call('PUT', `/api/warnings/descriptions/${notes.id}`, admin.token, { editedWarning: 'Clearer Notes' })).json(),
    ).toMatchObject({ title: 'Clearer Notes' });
    await call('POST', `/api/warnings/${vera.id}`, admin.token, { trackerId: notes.id, color: 'yellow' });
    expect(
      (await call('PUT', `/api/warnings/descriptions/${notes.id}/active`, admin.token, { activeWarning: false })).json(),
    ).toMatchObject({ isActive: false });
    // An inactive tracker is hidden from the rows but keeps its data.
    expect((await call('GET', `/api/warnings?userIds=${vera.id}`, admin.token)).json<UserWarnings[]>()[0]?.groups).toEqual([]);
    await call('PUT', `/api/warnings/descriptions/${notes.id}/active`, admin.token, { activeWarning: true });
    expect(
      (await call('GET', `/api/warnings?userIds=${vera.id}`, admin.token)).json<UserWarnings[]>()[0]?.groups[0]?.warnings,
    ).toHaveLength(1);
    expect((await call('DELETE', `/api/warnings/descriptions/${notes.id}`, admin.token)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(userWarnings)).toEqual([]);
  });

  it('refuses a duplicate or empty title, and a manager without the permission', async () => {
    const owner = await signedIn(t, 'Owner');
    await tracker(owner.token, 'Log Time as You Go');
    const dup = await call('POST', '/api/warnings/descriptions', owner.token, { newWarning: 'log time as you go' });
    expect(dup.statusCode).toBe(422);
    expect(errorOf(dup).message).toBe(M.titleTaken);
    const empty = await call('POST', '/api/warnings/descriptions', owner.token, { newWarning: '   ' });
    expect(errorOf(empty).message).toBe(M.titleRequired);
    const viewer = await managerWith('viewTrackingOverview');
    expect((await call('POST', '/api/warnings/descriptions', viewer.token, { newWarning: 'Mine' })).statusCode).toBe(403);
    expect((await call('GET', '/api/warnings/currentWarningDescriptions', viewer.token)).statusCode).toBe(200);
    const plain = await signedIn(t, 'Manager');
    expect((await call('GET', '/api/warnings/currentWarningDescriptions', plain.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/warnings/currentWarningDescriptions')).statusCode).toBe(401);
  });
});

describe('warnings of people', () => {
  it('issues yellow warnings, then a blue square that lands on the profile with its email, up to 8 dots', async () => {
    const owner = await signedIn(t, 'Owner');
    const issuer = await managerWith('viewTrackingOverview', 'issueTrackingWarnings', 'issueBlueSquare');
    const vera = await createUser(t, 'Volunteer');
    const notes = await tracker(owner.token, 'Better Descriptions');
    const issue = (color: string) => call('POST', `/api/warnings/${vera.id}`, issuer.token, { trackerId: notes.id, color });
    expect((await issue('yellow')).statusCode).toBe(201);
    await issue('yellow');
    const red = await issue('red');
    expect(red.json<UserWarnings>().groups[0]?.warnings.map((w) => [w.color, w.date])).toEqual([
      ['yellow', '2026-11-18'],
      ['yellow', '2026-11-18'],
      ['red', '2026-11-18'],
    ]);
    const squares = await t.ctx.db.select().from(infringements).where(eq(infringements.userId, vera.id));
    expect(squares.map((s) => s.description)).toEqual(['Blue square from the warning tracker: Better Descriptions']);
    expect(await t.ctx.db.select().from(mailOutbox)).toHaveLength(1);
    for (let i = 3; i < 8; i++) await issue('yellow');
    const ninth = await issue('yellow');
    expect(ninth.statusCode).toBe(409);
    expect(errorOf(ninth).message).toBe(M.tooMany);
  });

  it('reads a page of people in one request, and deletes a warning with deleteWarning', async () => {
    const admin = await signedIn(t, 'Administrator');
    const [a, b] = [await createUser(t, 'Volunteer'), await createUser(t, 'Volunteer')];
    const notes = await tracker(admin.token, 'Better Descriptions');
    const issued = (
      await call('POST', `/api/warnings/${a.id}`, admin.token, { trackerId: notes.id, color: 'yellow' })
    ).json<UserWarnings>();
    const page = (await call('GET', `/api/warnings?userIds=${a.id},${b.id}`, admin.token)).json<UserWarnings[]>();
    expect(page.map((p) => [p.userId, p.groups[0]?.warnings.length])).toEqual([
      [a.id, 1],
      [b.id, 0],
    ]);
    const warningId = issued.groups[0]?.warnings[0]?.id ?? '';
    const noDelete = await managerWith('viewTrackingOverview');
    expect((await call('DELETE', `/api/warnings/${a.id}/${warningId}`, noDelete.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/warnings/${a.id}/${warningId}`, admin.token)).json<UserWarnings>().groups[0]?.warnings).toEqual([]);
    expect((await call('DELETE', `/api/warnings/${a.id}/${warningId}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses issuing without the permission for that colour, reading others without the overview, and bad input', async () => {
    const owner = await signedIn(t, 'Owner');
    const yellowOnly = await managerWith('viewTrackingOverview', 'issueTrackingWarnings');
    const vera = await signedIn(t, 'Volunteer');
    const notes = await tracker(owner.token, 'Better Descriptions');
    expect((await call('POST', `/api/warnings/${vera.id}`, yellowOnly.token, { trackerId: notes.id, color: 'red' })).statusCode).toBe(403);
    expect((await call('GET', `/api/warnings?userIds=${owner.id}`, vera.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/warnings?userIds=${vera.id}`, vera.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/warnings/${vera.id}`, owner.token, { trackerId: notes.id, color: 'green' })).statusCode).toBe(422);
    expect((await call('GET', '/api/warnings?userIds=', owner.token)).statusCode).toBe(422);
    const unknown = await call('POST', `/api/warnings/${crypto.randomUUID()}`, owner.token, { trackerId: notes.id, color: 'yellow' });
    expect(errorOf(unknown).message).toBe(MESSAGES.userNotFound);
  });

  it('refuses a manager, or an Owner, issuing a warning or a blue square to themself', async () => {
    const owner = await signedIn(t, 'Owner');
    const maria = await managerWith('viewTrackingOverview', 'issueTrackingWarnings', 'issueBlueSquare');
    const notes = await tracker(owner.token, 'Better Descriptions');
    for (const [caller, color] of [
      [maria, 'yellow'],
      [maria, 'red'],
      [owner, 'yellow'],
    ] as const) {
      const refused = await call('POST', `/api/warnings/${caller.id}`, caller.token, { trackerId: notes.id, color });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(M.notYourself);
    }
    expect(await t.ctx.db.select().from(userWarnings)).toEqual([]);
    expect(await t.ctx.db.select().from(infringements).where(eq(infringements.userId, maria.id))).toEqual([]);
  });
});
