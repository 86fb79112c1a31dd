import { describe, expect } from 'vitest';
import { badgeContracts, type BadgeCollectionItem } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { badges, userBadges, users } from '../../db/schema/index.js';
import { api, it } from '../../test/api.js';
import { createUser, signedIn, type TestApp } from '../../test/harness.js';

describe('GET /api/userprofile/badges/:id', () => {
  const get = (t: TestApp, token: string, id: string) => api(t, token).call(badgeContracts.collection, { params: { id } });

  it('gives the person’s badges ranked, ranking 0 last, with counts and earned dates', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const rows = await t.ctx.db
      .insert(badges)
      .values([
        { badgeName: 'Custom Thanks', ranking: 0 },
        { badgeName: '100 Hours', ranking: 2, type: 'Total Hrs in Category' },
        { badgeName: '2x Commitment', ranking: 1, type: 'Minimum Hours Multiple' },
      ])
      .returning();
    await t.ctx.db.insert(userBadges).values([
      { userId: me.id, badgeId: rows[0]!.id, count: 1, earnedDates: ['2026-10-03'] },
      { userId: me.id, badgeId: rows[2]!.id, count: 2, earnedDates: ['2026-11-14', '2026-10-10'] },
    ]);
    const res = await get(t, me.token, me.id);
    expect(res.statusCode).toBe(200);
    const list = res.json<BadgeCollectionItem[]>();
    expect(list.map((b) => [b.badge.badgeName, b.count])).toEqual([
      ['2x Commitment', 2],
      ['Custom Thanks', 1],
    ]);
    expect(list[0]?.earnedDates).toEqual(['2026-10-10', '2026-11-14']);
  });

  it('shows the personal best on a Personal Max badge, and no hours on the others', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    await t.ctx.db.update(users).set({ personalBestMaxHrs: 32.5 }).where(eq(users.id, me.id));
    const rows = await t.ctx.db
      .insert(badges)
      .values([
        { badgeName: 'Personal Best', type: 'Personal Max', ranking: 1 },
        { badgeName: 'Kind Word', ranking: 2 },
      ])
      .returning();
    await t.ctx.db.insert(userBadges).values(rows.map((b) => ({ userId: me.id, badgeId: b.id })));
    const list = (await get(t, me.token, me.id)).json<BadgeCollectionItem[]>();
    expect(list.map((b) => [b.badge.badgeName, b.hours])).toEqual([
      ['Personal Best', 32.5],
      ['Kind Word', null],
    ]);
  });

  it('refuses another person’s badges without getUserProfiles, and a bad id', async ({ t }) => {
    const me = await signedIn(t, 'Volunteer');
    const other = await createUser(t, 'Volunteer');
    const admin = await signedIn(t, 'Administrator');
    expect((await get(t, me.token, other.id)).statusCode).toBe(403);
    expect((await get(t, admin.token, other.id)).json()).toEqual([]);
    expect((await get(t, me.token, 'x')).statusCode).toBe(422);
  });
});
