import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, WARNING_MESSAGES as M, type UserWarnings, type WarningTracker, warningContracts } from '@goodhours/domain';
import { infringements, mailOutbox, userWarnings } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';

const it = test
  .extend('tracker', ({ t }) => async (token: string, title: string): Promise<WarningTracker> => {
    const res = await api(t, token).call(warningContracts.addTracker, { body: { newWarning: title } });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<WarningTracker>();
  })
  /** A manager holding only the named tracker permissions. */
  .extend('managerWith', ({ t }) => async (...permissions: string[]) => {
    const user = await createUser(t, 'Manager', { frontPermissions: permissions });
    return { ...user, token: await login(t, user.email) };
  });

describe('warning trackers', () => {
  it('lets an Administrator add, rename, deactivate, reactivate and delete a tracker with all its warnings', async ({ t, tracker }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer');
    const notes = await tracker(admin.token, '  Better Descriptions ');
    expect(notes).toMatchObject({ title: 'Better Descriptions', isActive: true, isPermanent: false });
    expect(
      (
        await api(t, admin.token).call(warningContracts.renameTracker, {
          params: { id: notes.id },
          body: { editedWarning: 'Clearer Notes' },
        })
      ).json(),
    ).toMatchObject({ title: 'Clearer Notes' });
    await api(t, admin.token).call(warningContracts.issue, { params: { userId: vera.id }, body: { trackerId: notes.id, color: 'yellow' } });
    expect(
      (
        await api(t, admin.token).call(warningContracts.setTrackerActive, { params: { id: notes.id }, body: { activeWarning: false } })
      ).json(),
    ).toMatchObject({ isActive: false });
    // An inactive tracker is hidden from the rows but keeps its data.
    expect(
      (await api(t, admin.token).call(warningContracts.warningsOf, { query: { userIds: vera.id } })).json<UserWarnings[]>()[0]?.groups,
    ).toEqual([]);
    await api(t, admin.token).call(warningContracts.setTrackerActive, { params: { id: notes.id }, body: { activeWarning: true } });
    expect(
      (await api(t, admin.token).call(warningContracts.warningsOf, { query: { userIds: vera.id } })).json<UserWarnings[]>()[0]?.groups[0]
        ?.warnings,
    ).toHaveLength(1);
    expect((await api(t, admin.token).call(warningContracts.deleteTracker, { params: { id: notes.id } })).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(userWarnings)).toEqual([]);
  });

  it('refuses a duplicate or empty title, and a manager without the permission', async ({ t, tracker, managerWith }) => {
    const owner = await signedIn(t, 'Owner');
    await tracker(owner.token, 'Log Time as You Go');
    const dup = await api(t, owner.token).call(warningContracts.addTracker, { body: { newWarning: 'log time as you go' } });
    expect(dup.statusCode).toBe(422);
    expect(errorOf(dup).message).toBe(M.titleTaken);
    const empty = await api(t, owner.token).call(warningContracts.addTracker, { body: { newWarning: '   ' } });
    expect(errorOf(empty).message).toBe(M.titleRequired);
    const viewer = await managerWith('viewTrackingOverview');
    expect((await api(t, viewer.token).call(warningContracts.addTracker, { body: { newWarning: 'Mine' } })).statusCode).toBe(403);
    expect((await api(t, viewer.token).call(warningContracts.trackers)).statusCode).toBe(200);
    const plain = await signedIn(t, 'Manager');
    expect((await api(t, plain.token).call(warningContracts.trackers)).statusCode).toBe(403);
    expect((await api(t).call(warningContracts.trackers)).statusCode).toBe(401);
  });
});

describe('warnings of people', () => {
  it('issues yellow warnings, then a blue square that lands on the profile with its email, up to 8 dots', async ({
    t,
    tracker,
    managerWith,
  }) => {
    const owner = await signedIn(t, 'Owner');
    const issuer = await managerWith('viewTrackingOverview', 'issueTrackingWarnings', 'issueBlueSquare');
    const vera = await createUser(t, 'Volunteer');
    const notes = await tracker(owner.token, 'Better Descriptions');
    const issue = (color: string) =>
      api(t, issuer.token).raw(warningContracts.issue, { params: { userId: vera.id }, body: { trackerId: notes.id, color } });
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

  it('reads a page of people in one request, and deletes a warning with deleteWarning', async ({ t, tracker, managerWith }) => {
    const admin = await signedIn(t, 'Administrator');
    const [a, b] = [await createUser(t, 'Volunteer'), await createUser(t, 'Volunteer')];
    const notes = await tracker(admin.token, 'Better Descriptions');
    const issued = (
      await api(t, admin.token).call(warningContracts.issue, { params: { userId: a.id }, body: { trackerId: notes.id, color: 'yellow' } })
    ).json<UserWarnings>();
    const page = (await api(t, admin.token).call(warningContracts.warningsOf, { query: { userIds: `${a.id},${b.id}` } })).json<
      UserWarnings[]
    >();
    expect(page.map((p) => [p.userId, p.groups[0]?.warnings.length])).toEqual([
      [a.id, 1],
      [b.id, 0],
    ]);
    const warningId = issued.groups[0]?.warnings[0]?.id ?? '';
    const noDelete = await managerWith('viewTrackingOverview');
    expect((await api(t, noDelete.token).call(warningContracts.remove, { params: { userId: a.id, warningId } })).statusCode).toBe(403);
    expect(
      (await api(t, admin.token).call(warningContracts.remove, { params: { userId: a.id, warningId } })).json<UserWarnings>().groups[0]
        ?.warnings,
    ).toEqual([]);
    expect((await api(t, admin.token).call(warningContracts.remove, { params: { userId: a.id, warningId } })).statusCode).toBe(404);
  });

  it('refuses issuing without the permission for that colour, reading others without the overview, and bad input', async ({
    t,
    tracker,
    managerWith,
  }) => {
    const owner = await signedIn(t, 'Owner');
    const yellowOnly = await managerWith('viewTrackingOverview', 'issueTrackingWarnings');
    const vera = await signedIn(t, 'Volunteer');
    const notes = await tracker(owner.token, 'Better Descriptions');
    expect(
      (
        await api(t, yellowOnly.token).call(warningContracts.issue, {
          params: { userId: vera.id },
          body: { trackerId: notes.id, color: 'red' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await api(t, vera.token).call(warningContracts.warningsOf, { query: { userIds: owner.id } })).statusCode).toBe(403);
    expect((await api(t, vera.token).call(warningContracts.warningsOf, { query: { userIds: vera.id } })).statusCode).toBe(200);
    expect(
      (
        await api(t, owner.token).raw(warningContracts.issue, {
          params: { userId: vera.id },
          body: { trackerId: notes.id, color: 'green' },
        })
      ).statusCode,
    ).toBe(422);
    expect((await api(t, owner.token).call(warningContracts.warningsOf, { query: { userIds: '' } })).statusCode).toBe(422);
    const unknown = await api(t, owner.token).call(warningContracts.issue, {
      params: { userId: crypto.randomUUID() },
      body: { trackerId: notes.id, color: 'yellow' },
    });
    expect(errorOf(unknown).message).toBe(MESSAGES.userNotFound);
  });

  it('refuses a manager, or an Owner, issuing a warning or a blue square to themself', async ({ t, tracker, managerWith }) => {
    const owner = await signedIn(t, 'Owner');
    const maria = await managerWith('viewTrackingOverview', 'issueTrackingWarnings', 'issueBlueSquare');
    const notes = await tracker(owner.token, 'Better Descriptions');
    for (const [caller, color] of [
      [maria, 'yellow'],
      [maria, 'red'],
      [owner, 'yellow'],
    ] as const) {
      const refused = await api(t, caller.token).call(warningContracts.issue, {
        params: { userId: caller.id },
        body: { trackerId: notes.id, color },
      });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).message).toBe(M.notYourself);
    }
    expect(await t.ctx.db.select().from(userWarnings)).toEqual([]);
    expect(await t.ctx.db.select().from(infringements).where(eq(infringements.userId, maria.id))).toEqual([]);
  });
});
