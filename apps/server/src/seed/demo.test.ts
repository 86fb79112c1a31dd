import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { badges, userBadges, users } from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { seedDemoOrganisation } from './demo.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('the demo organisation', () => {
  it('seeds once: people, badges held, and a manager who may set up projects', async () => {
    expect(await seedDemoOrganisation(t.ctx.db, t.clock)).toBe(true);
    expect(await seedDemoOrganisation(t.ctx.db, t.clock)).toBe(false);
    const [people] = await t.ctx.db.select({ n: count() }).from(users);
    expect(people?.n).toBe(47);
    const [held] = await t.ctx.db.select({ n: count() }).from(userBadges);
    expect(held?.n).toBeGreaterThan(20);
    const [kinds] = await t.ctx.db.select({ n: count() }).from(badges);
    expect(kinds?.n).toBeGreaterThan(5);
    const [manager] = await t.ctx.db.select().from(users).where(eq(users.email, 'manager@demo.goodhours.org'));
    expect(manager?.frontPermissions).toContain('postProject');
    const [totals] = await t.ctx.db
      .execute(
        sql`
      select (select sum(total_tangible_seconds + total_intangible_seconds) from users) as kept,
             (select sum(total_seconds) from time_entries) as logged`,
      )
      .then((r) => (r as { rows: { kept: string; logged: string }[] }).rows);
    expect(Number(totals?.kept)).toBeGreaterThan(0);
    expect(Number(totals?.kept)).toBe(Number(totals?.logged));
  }, 30_000);
});
