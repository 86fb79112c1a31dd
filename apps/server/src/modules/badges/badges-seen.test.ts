import { BADGE_ADMIN_MESSAGES as M, type BadgeCollectionItem, badgeContracts } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { badges, userBadges, users } from '../../db/schema/index.js';
import { api, it } from '../../test/api.js';
import { createUser, errorOf, login, signedIn, type TestApp } from '../../test/harness.js';

// Defect 14 of issue 42: the Badges tab said '6 new badges since you last looked' above 3 rows.
describe('new badges', () => {
  const collection = async (t: TestApp, token: string, id: string) =>
    (await api(t, token).call(badgeContracts.collection, { params: { id } })).json<BadgeCollectionItem[]>();
  const newNames = (list: BadgeCollectionItem[]) => list.filter((b) => b.isNew).map((b) => b.badge.badgeName);
  const count = async (t: TestApp, token: string, id: string) =>
    (await api(t, token).call(badgeContracts.count, { params: { id } })).json<{ count: number }>().count;

  /** A volunteer who last looked on 1 November, with badges changed before and after, one excluded from the count. */
  const person = async (t: TestApp) => {
    const me = await createUser(t, 'Volunteer');
    await t.ctx.db
      .update(users)
      .set({ badgesSeenAt: new Date('2026-11-01T12:00:00Z') })
      .where(eq(users.id, me.id));
    const [seen, twice, fresh, excluded] = await t.ctx.db
      .insert(badges)
      .values([
        { badgeName: 'Seen Before', ranking: 1 },
        { badgeName: 'Earned Twice', ranking: 2 },
        { badgeName: 'Fresh', ranking: 3 },
        { badgeName: 'Every Week', ranking: 4, excludedFromCount: true },
      ])
      .returning();
    await t.ctx.db.insert(userBadges).values([
      { userId: me.id, badgeId: seen!.id, earnedDates: ['2026-10-25'], lastModified: new Date('2026-10-25T08:00:00Z') },
      // Earned twice since the person looked: one row, one new badge.
      {
        userId: me.id,
        badgeId: twice!.id,
        count: 3,
        earnedDates: ['2026-10-04', '2026-11-08', '2026-11-15'],
        lastModified: new Date('2026-11-15T08:00:00Z'),
      },
      { userId: me.id, badgeId: fresh!.id, earnedDates: ['2026-11-15'], lastModified: new Date('2026-11-15T08:00:00Z') },
      { userId: me.id, badgeId: excluded!.id, earnedDates: ['2026-11-15'], lastModified: new Date('2026-11-15T08:00:00Z') },
    ]);
    return { ...me, token: await login(t, me.email) };
  };

  it('counts exactly the badges the Badges tab shows as new: changed since the person looked, none excluded from the count', async ({
    t,
  }) => {
    const me = await person(t);
    const list = await collection(t, me.token, me.id);
    expect(newNames(list)).toEqual(['Earned Twice', 'Fresh']);
    expect(await count(t, me.token, me.id)).toBe(2);
  });

  it('looking at one’s own Badges tab makes what it showed seen; a badge changed after it stays new', async ({ t }) => {
    const me = await person(t);
    const later = await t.ctx.db.insert(badges).values({ badgeName: 'Just Now', ranking: 5 }).returning();
    await t.ctx.db
      .insert(userBadges)
      .values({ userId: me.id, badgeId: later[0]!.id, earnedDates: ['2026-11-18'], lastModified: new Date('2026-11-18T10:00:00Z') });

    // The tab showed the rows up to 15 November; the badge of the 18th came after it was read.
    const res = await api(t, me.token).call(badgeContracts.resetCount, { body: { seenUpTo: '2026-11-15T08:00:00.000Z' } });
    expect(res.json()).toEqual({ count: 1 });
    expect(newNames(await collection(t, me.token, me.id))).toEqual(['Just Now']);

    // Looking again without a moment sees everything up to now; an older moment never moves it back.
    expect((await api(t, me.token).call(badgeContracts.resetCount, { body: {} })).json()).toEqual({ count: 0 });
    await api(t, me.token).call(badgeContracts.resetCount, { body: { seenUpTo: '2026-01-01T00:00:00.000Z' } });
    expect(await count(t, me.token, me.id)).toBe(0);
  });

  it('an administrator or team leader reading a member’s badges marks none of them seen', async ({ t }) => {
    const me = await person(t);
    const admin = await signedIn(t, 'Administrator');
    expect(newNames(await collection(t, admin.token, me.id))).toEqual(['Earned Twice', 'Fresh']);
    expect(await count(t, admin.token, me.id)).toBe(2);
    // The administrator looking at their own Badges tab is about their own badges only.
    await api(t, admin.token).call(badgeContracts.resetCount, { body: {} });
    expect(newNames(await collection(t, me.token, me.id))).toEqual(['Earned Twice', 'Fresh']);
    expect(await count(t, me.token, me.id)).toBe(2);
  });

  it('a person who never looked has every badge new', async ({ t }) => {
    const me = await person(t);
    await t.ctx.db.update(users).set({ badgesSeenAt: null }).where(eq(users.id, me.id));
    expect(newNames(await collection(t, me.token, me.id))).toEqual(['Seen Before', 'Earned Twice', 'Fresh']);
  });

  it('refuses a moment that is not an instant with a clear message', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const res = await api(t, me.token).raw(badgeContracts.resetCount, { body: { seenUpTo: 'yesterday' } });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(M.seenUpToInvalid);
  });
});
