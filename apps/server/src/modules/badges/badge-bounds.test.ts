import { BADGE_ADMIN_MESSAGES as M } from '@goodhours/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { badges, userBadges } from '../../db/schema/index.js';
import { userFromToken } from '../../auth/sessions.js';
import { AppError } from '../../errors.js';
import { auth, createUser, errorOf, signedIn, startTestApp, type TestApp } from '../../test/harness.js';
import { assignBadges } from './assign.js';

/** Numbers a caller sends to badges are bounded: no count builds an array, no ranking overflows a column. */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const INT4_OVER = 2 ** 31;
const custom = { badgeName: 'Helper', type: 'Custom' };
const call = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: auth(token), payload });
const aBadge = async () => (await t.ctx.db.insert(badges).values({ badgeName: 'Helper' }).returning())[0]!;

describe('badge numbers', () => {
  it('refuses a ranking past its bound on create and on change, with the ranking message', async () => {
    const admin = await signedIn(t, 'Administrator');
    const created = await call(admin.token, 'POST', '/api/badge', { ...custom, ranking: INT4_OVER });
    expect(created.statusCode).toBe(422);
    expect(errorOf(created).fields).toMatchObject({ ranking: M.rankingInvalid });
    const badge = await aBadge();
    const changed = await call(admin.token, 'PUT', `/api/badge/${badge.id}`, { ...custom, ranking: INT4_OVER });
    expect(changed.statusCode).toBe(422);
    expect(errorOf(changed).fields).toMatchObject({ ranking: M.rankingInvalid });
  });

  it('refuses a count of 2,147,483,647 at once, and duplicates adding up past the bound', async () => {
    const admin = await signedIn(t, 'Administrator');
    const person = await createUser(t, 'Volunteer');
    const badge = await aBadge();
    const huge = await call(admin.token, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badgeId: badge.id, count: 2_147_483_647 }],
    });
    expect(huge.statusCode).toBe(422);
    expect(errorOf(huge).message).toBe(M.countInvalid);
    const twice = await call(admin.token, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [
        { badgeId: badge.id, count: 800 },
        { badgeId: badge.id, count: 800 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice).message).toBe(M.countInvalid);
    expect(await t.ctx.db.select().from(userBadges)).toEqual([]);
  });

  it('dates each undated award today, up to the bound, without the caller’s number sizing an array', async () => {
    const admin = await signedIn(t, 'Administrator');
    const person = await createUser(t, 'Volunteer');
    const badge = await aBadge();
    const res = await call(admin.token, 'PUT', `/api/badge/assign/${person.id}`, {
      badgeCollection: [{ badgeId: badge.id, count: 1000, earnedDates: ['2026-01-05'] }],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(userBadges).where(eq(userBadges.userId, person.id));
    expect(row?.count).toBe(1000);
    expect(row?.earnedDates).toHaveLength(1000);
    expect(row?.earnedDates[0]).toBe('2026-01-05');
  });

  it('refuses a count past the bound even when called without the schema', async () => {
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
