import { BADGE_ADMIN_MESSAGES as M, type BadgeAdmin, type BadgeCollectionItem, badgeContracts, type BadgeInput } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { badges, userBadges } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn, type TestApp } from '../../test/harness.js';

// A 1×1 PNG, and text that claims to be one.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const FAKE_PNG = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;

const it = test
  .extend(
    'allBadges',
    ({ t }) =>
      () =>
        t.ctx.db.select().from(badges),
  )
  .extend('withPermissions', ({ t }) => async (...frontPermissions: string[]) => {
    const user = await createUser(t, 'Volunteer', { frontPermissions });
    return { ...user, token: await login(t, user.email) };
  });
const streak: BadgeInput = {
  badgeName: '10 Hours for 4 Weeks',
  type: 'X Hours for X Week Streak',
  totalHrs: 10,
  weeks: 4,
  ranking: 2,
  image: PNG,
};

describe('badge management', () => {
  it('lets an Administrator create, change and delete a badge, with the criteria its type needs', async ({ t, allBadges }) => {
    const admin = await signedIn(t, 'Administrator');
    const created = await api(t, admin.token).call(badgeContracts.create, { body: { ...streak, multiple: 3 } });
    expect(created.statusCode).toBe(201);
    const badge = created.json<BadgeAdmin>();
    // Criteria another type would read are not kept.
    expect(badge).toMatchObject({ badgeName: '10 Hours for 4 Weeks', totalHrs: 10, weeks: 4, multiple: null, imageUrl: PNG, holders: 0 });

    const changed = await api(t, admin.token).call(badgeContracts.update, {
      params: { id: badge.id },
      body: {
        ...streak,
        image: undefined,
        weeks: 6,
        badgeName: '10 Hours for 6 Weeks',
      },
    });
    expect(changed.json<BadgeAdmin>()).toMatchObject({ badgeName: '10 Hours for 6 Weeks', weeks: 6, imageUrl: PNG });

    const holder = await createUser(t, 'Volunteer');
    await t.ctx.db.insert(userBadges).values({ userId: holder.id, badgeId: badge.id });
    const list = (await api(t, admin.token).call(badgeContracts.list)).json<BadgeAdmin[]>();
    expect(list.find((b) => b.id === badge.id)?.holders).toBe(1);

    expect((await api(t, admin.token).call(badgeContracts.remove, { params: { id: badge.id } })).statusCode).toBe(204);
    expect(await allBadges()).toEqual([]);
    expect(await t.ctx.db.select().from(userBadges)).toEqual([]);
    expect((await api(t, admin.token).call(badgeContracts.remove, { params: { id: badge.id } })).statusCode).toBe(404);
  });

  it('refuses missing criteria, a taken name, a picture that is not one, and a bad id, changing nothing', async ({ t, allBadges }) => {
    const admin = await signedIn(t, 'Administrator');
    const noWeeks = await api(t, admin.token).call(badgeContracts.create, { body: { ...streak, weeks: null } });
    expect(noWeeks.statusCode).toBe(422);
    expect(errorOf(noWeeks).fields).toMatchObject({ weeks: M.weeksRequired });
    const fake = await api(t, admin.token).call(badgeContracts.create, { body: { ...streak, image: FAKE_PNG } });
    expect(errorOf(fake).fields).toMatchObject({ image: M.imageInvalid });
    const noName = await api(t, admin.token).call(badgeContracts.create, { body: { ...streak, badgeName: '  ' } });
    expect(errorOf(noName).fields).toMatchObject({ badgeName: M.nameRequired });
    const badType = await api(t, admin.token).raw(badgeContracts.create, { body: { ...streak, type: 'Best Dressed' } });
    expect(errorOf(badType).fields).toMatchObject({ type: M.typeInvalid });
    expect(await allBadges()).toEqual([]);

    await api(t, admin.token).call(badgeContracts.create, { body: streak });
    const taken = await api(t, admin.token).call(badgeContracts.create, { body: { ...streak, badgeName: '10 HOURS for 4 weeks' } });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(M.nameTaken);
    expect(await allBadges()).toHaveLength(1);
    expect((await api(t, admin.token).call(badgeContracts.update, { params: { id: 'nope' }, body: streak })).statusCode).toBe(422);
  });

  it('refuses each action to a caller without its permission', async ({ t, allBadges, withPermissions }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    expect((await api(t, volunteer.token).call(badgeContracts.list)).statusCode).toBe(403);
    const seer = await withPermissions('seeBadges');
    expect((await api(t, seer.token).call(badgeContracts.list)).statusCode).toBe(200);
    expect((await api(t, seer.token).call(badgeContracts.create, { body: streak })).statusCode).toBe(403);
    const creator = await withPermissions('createBadges');
    const badge = (await api(t, creator.token).call(badgeContracts.create, { body: streak })).json<BadgeAdmin>();
    expect((await api(t, creator.token).call(badgeContracts.update, { params: { id: badge.id }, body: streak })).statusCode).toBe(403);
    expect((await api(t, creator.token).call(badgeContracts.remove, { params: { id: badge.id } })).statusCode).toBe(403);
    expect(await allBadges()).toHaveLength(1);
  });
});

describe('assigning badges', () => {
  const seed = async (t: TestApp) => {
    const [kind, star] = await t.ctx.db
      .insert(badges)
      .values([
        { badgeName: 'Kind Word', ranking: 1 },
        { badgeName: 'Star', ranking: 2, excludedFromCount: true },
      ])
      .returning();
    return { kind: kind!.id, star: star!.id };
  };
  const newCount = async (t: TestApp, id: string) => {
    const admin = await signedIn(t, 'Administrator');
    return (await api(t, admin.token).call(badgeContracts.count, { params: { id } })).json<{ count: number }>().count;
  };

  it('adds badges, merging duplicates and dating them today, and shows them as new', async ({ t, withPermissions }) => {
    const { kind, star } = await seed(t);
    const assigner = await withPermissions('assignBadges');
    const person = await createUser(t, 'Volunteer');
    const res = await api(t, assigner.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: {
        badgeCollection: [{ badgeId: kind }, { badgeId: kind }, { badgeId: star }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BadgeCollectionItem[]>().map((b) => [b.badge.badgeName, b.count, b.earnedDates, b.isNew])).toEqual([
      ['Kind Word', 2, ['2026-11-18', '2026-11-18'], true],
      // The Star is excluded from the count: never new.
      ['Star', 1, ['2026-11-18'], false],
    ]);
    expect(await newCount(t, person.id)).toBe(1);

    const me = await login(t, person.email);
    expect((await api(t, me).call(badgeContracts.count, { params: { id: person.id } })).json()).toEqual({ count: 1 });
    expect((await api(t, me).call(badgeContracts.resetCount, { body: {} })).json()).toEqual({ count: 0 });
    expect(await newCount(t, person.id)).toBe(0);
    expect((await api(t, me).call(badgeContracts.count, { params: { id: assigner.id } })).statusCode).toBe(403);

    // Earned again later, the badge is new again, whatever newBadges says: what is new is read from the rows.
    t.clock.advance(60_000);
    const oneMoreOfEach = async () =>
      (await api(t, me).call(badgeContracts.collection, { params: { id: person.id } }))
        .json<BadgeCollectionItem[]>()
        .map((b) => ({ badgeId: b.badge.id, count: b.count + 1, earnedDates: b.earnedDates }));
    await api(t, assigner.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: { badgeCollection: await oneMoreOfEach(), newBadges: 0 },
    });
    expect(await newCount(t, person.id)).toBe(1);
  });

  it('needs modifyBadgeAmount to lower a count, edit dates or take a badge away', async ({ t, withPermissions }) => {
    const { kind, star } = await seed(t);
    const person = await createUser(t, 'Volunteer');
    await t.ctx.db.insert(userBadges).values([
      { userId: person.id, badgeId: kind, count: 3, earnedDates: ['2026-10-04', '2026-10-11', '2026-10-18'] },
      { userId: person.id, badgeId: star, count: 1, earnedDates: ['2026-10-04'] },
    ]);
    const assigner = await withPermissions('assignBadges');
    const lower = {
      badgeCollection: [
        { badgeId: kind, count: 1, earnedDates: ['2026-10-04'] },
        { badgeId: star, count: 1, earnedDates: ['2026-10-04'] },
      ],
    };
    const refused = await api(t, assigner.token).call(badgeContracts.assign, { params: { id: person.id }, body: lower });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(M.modifyRefused);
    const taken = await api(t, assigner.token).call(badgeContracts.assign, { params: { id: person.id }, body: { badgeCollection: [] } });
    expect(taken.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(userBadges).where(eq(userBadges.userId, person.id))).toHaveLength(2);

    const admin = await signedIn(t, 'Administrator');
    const done = await api(t, admin.token).call(badgeContracts.assign, { params: { id: person.id }, body: lower });
    expect(done.json<BadgeCollectionItem[]>().map((b) => [b.badge.badgeName, b.count])).toEqual([
      ['Kind Word', 1],
      ['Star', 1],
    ]);
  });

  it("answers a person or badge that does not exist with the spec's message, and refuses a volunteer", async ({ t }) => {
    const { kind } = await seed(t);
    const admin = await signedIn(t, 'Administrator');
    const nobody = await api(t, admin.token).call(badgeContracts.assign, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: {
        badgeCollection: [{ badgeId: kind }],
      },
    });
    expect(nobody.statusCode).toBe(404);
    expect(errorOf(nobody).message).toBe("Can't find that user...");
    const person = await createUser(t, 'Volunteer');
    const noBadge = await api(t, admin.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: {
        badgeCollection: [{ badgeId: '00000000-0000-4000-8000-000000000000' }],
      },
    });
    expect(noBadge.statusCode).toBe(404);
    const badCount = await api(t, admin.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: { badgeCollection: [{ badgeId: kind, count: 0 }] },
    });
    expect(badCount.statusCode).toBe(422);
    const volunteer = await signedIn(t, 'Volunteer');
    expect(
      (
        await api(t, volunteer.token).call(badgeContracts.assign, {
          params: { id: person.id },
          body: { badgeCollection: [{ badgeId: kind }] },
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.ctx.db.select().from(userBadges)).toEqual([]);
  });
});
