import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { countAttempt } from '../auth/rate-limit.js';
import { jobRuns, rateLimitBuckets } from '../db/schema/index.js';
import { test } from '../test/api.js';
import { pruneRateLimits } from './prune-rate-limits.js';

const MINUTE = 60_000;
const QUARTER = 15 * 60;
const HOUR = 3600;

const it = test
  .extend('start', { now: '2026-11-18T18:30:00Z' })
  /** Counts `times` attempts on a key at `minutesAgo` before now. */
  .extend('attempts', ({ t }) => async (key: string, windowSeconds: number, minutesAgo: number, times = 1) => {
    const at = new Date(t.clock.now().getTime() - minutesAgo * MINUTE);
    for (let i = 0; i < times; i++) await countAttempt(t.ctx.db, [key], windowSeconds, at);
  })
  .extend(
    'keys',
    ({ t }) =>
      async () =>
        (await t.ctx.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((b) => b.key).sort(),
  );

describe('pruning rate-limit buckets', () => {
  it('deletes buckets whose window has ended under every limit, and keeps those still counting', async ({ t, attempts, keys }) => {
    await attempts('login:pair:10.0.0.1|ada@test.goodhours.org', QUARTER, 3 * 60, 4);
    await attempts('forgot:email:ada@test.goodhours.org', QUARTER, 61);
    await attempts('job-application:10.0.0.9', HOUR, 59, 3);
    await attempts('login:address:10.0.0.2', QUARTER, 5, 7);

    expect(await pruneRateLimits(t.ctx)).toEqual({ ran: true, pruned: 2 });
    expect(await keys()).toEqual(['job-application:10.0.0.9', 'login:address:10.0.0.2']);

    // What stays still counts, in the window it was counted in.
    const now = t.clock.now();
    const [application] = await countAttempt(t.ctx.db, ['job-application:10.0.0.9'], HOUR, now);
    const [address] = await countAttempt(t.ctx.db, ['login:address:10.0.0.2'], QUARTER, now);
    expect(application?.count).toBe(4);
    expect(address?.count).toBe(8);
    // A pruned key starts again at 1, as it would have in its ended window.
    const [pair] = await countAttempt(t.ctx.db, ['login:pair:10.0.0.1|ada@test.goodhours.org'], QUARTER, now);
    expect(pair?.count).toBe(1);
  });

  it('runs once an hour across instances', async ({ t, attempts, keys }) => {
    await attempts('login:pair:10.0.0.1|ada@test.goodhours.org', QUARTER, 2 * 60);
    expect(await pruneRateLimits(t.ctx)).toEqual({ ran: true, pruned: 1 });
    await attempts('login:pair:10.0.0.3|ada@test.goodhours.org', QUARTER, 2 * 60);
    expect(await pruneRateLimits(t.ctx)).toEqual({ ran: false, pruned: 0 });
    t.clock.advance(30 * MINUTE);
    expect(await pruneRateLimits(t.ctx)).toEqual({ ran: true, pruned: 1 });
    expect(await keys()).toEqual([]);
  });

  it('keeps a day of its own hourly claims, not one row per hour forever', async ({ t }) => {
    for (let hour = 0; hour < 30; hour++) {
      expect((await pruneRateLimits(t.ctx)).ran).toBe(true);
      t.clock.advance(60 * MINUTE);
    }
    const claims = await t.ctx.db.select({ period: jobRuns.period }).from(jobRuns).where(eq(jobRuns.job, 'prune-rate-limits'));
    expect(claims.length).toBeGreaterThanOrEqual(24);
    expect(claims.length).toBeLessThanOrEqual(26);
  });

  it('refuses a limit with a window longer than the pruning keeps', async ({ t }) => {
    await expect(countAttempt(t.ctx.db, ['daily:10.0.0.1'], 24 * HOUR, t.clock.now())).rejects.toThrow('LONGEST_WINDOW_SECONDS');
  });
});
