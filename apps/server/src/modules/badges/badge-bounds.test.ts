import { BADGE_ADMIN_MESSAGES as M, badgeContracts, type BadgeInput } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { badges, userBadges } from '../../db/schema/index.js';
import { userFromToken } from '../../auth/sessions.js';
import { AppError } from '../../errors.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, signedIn } from '../../test/harness.js';
import { assignBadges } from './assign.js';

/** Numbers a caller sends to badges are bounded: no count builds an array, no ranking overflows a column. */
const INT4_OVER = 2 ** 31;
const custom: BadgeInput = { badgeName: 'Helper', type: 'Custom' };
const it = test.extend(
  'aBadge',
  ({ t }) =>
    async () =>
      (await t.ctx.db.insert(badges).values({ badgeName: 'Helper' }).returning())[0]!,
);

describe('badge numbers', () => {
  it('refuses a ranking past its bound on create and on change, with the ranking message', async ({ t, aBadge }) => {
    const admin = await signedIn(t, 'Administrator');
    const created = await api(t, admin.token).call(badgeContracts.create, { body: { ...custom, ranking: INT4_OVER } });
    expect(created.statusCode).toBe(422);
    expect(errorOf(created).fields).toMatchObject({ ranking: M.rankingInvalid });
    const badge = await aBadge();
    const changed = await api(t, admin.token).call(badgeContracts.update, {
      params: { id: badge.id },
      body: { ...custom, ranking: INT4_OVER },
    });
    expect(changed.statusCode).toBe(422);
    expect(errorOf(changed).fields).toMatchObject({ ranking: M.rankingInvalid });
  });

  it('refuses a count of 2,147,483,647 at once, and duplicates adding up past the bound', async ({ t, aBadge }) => {
    const admin = await signedIn(t, 'Administrator');
    const person = await createUser(t, 'Volunteer');
    const badge = await aBadge();
    const huge = await api(t, admin.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: {
        badgeCollection: [{ badgeId: badge.id, count: 2_147_483_647 }],
      },
    });
    expect(huge.statusCode).toBe(422);
    expect(errorOf(huge).message).toBe(M.countInvalid);
    const twice = await api(t, admin.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: {
        badgeCollection: [
          { badgeId: badge.id, count: 800 },
          { badgeId: badge.id, count: 800 },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).message).toBe(M.countInvalid);
    expect(await t.ctx.db.select().from(userBadges)).toEqual([]);
  });

  it('dates each undated award today, up to the bound, without the caller’s number sizing an array', async ({ t, aBadge }) => {
    const admin = await signedIn(t, 'Administrator');
    const person = await createUser(t, 'Volunteer');
    const badge = await aBadge();
    const res = await api(t, admin.token).call(badgeContracts.assign, {
      params: { id: person.id },
      body: {
        badgeCollection: [{ badgeId: badge.id, count: 1000, earnedDates: ['2026-01-05'] }],
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(userBadges).where(eq(userBadges.userId, person.id));
    expect(row?.count).toBe(1000);
    expect(row?.earnedDates).toHaveLength(1000);
    expect(row?.earnedDates[0]).toBe('2026-01-05');
  });

  it('refuses a count past the bound even when called without the schema', async ({ t, aBadge }) => {
    const admin = await signedIn(t, 'Administrator');
    const person = await createUser(t, 'Volunteer');
    const badge = await aBadge();
    const caller = await userFromToken(t.ctx, admin.token);
    const started = Date.now();
    await expect(
      assignBadges(t.ctx, caller!, person.id, { badgeCollection: [{ badgeId: badge.id, count: 2_000_000_000, earnedDates: [] }] }),
    ).rejects.toBeInstanceOf(AppError);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
