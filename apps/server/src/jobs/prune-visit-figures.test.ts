import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { jobRuns, visitSamples } from '../db/schema/index.js';
import { test } from '../test/api.js';
import { pruneVisitFigures } from './prune-visit-figures.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const it = test
  .extend('start', { now: '2026-11-18T03:23:00Z' })
  /** One LCP sample of a page, measured `daysAgo` days before now. */
  .extend('sample', ({ t }) => async (page: string, daysAgo: number) => {
    const measuredAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
    await t.ctx.db.insert(visitSamples).values({ page, metric: 'LCP', device: 'desktop', value: 1500, measuredAt });
  })
  .extend(
    'pages',
    ({ t }) =>
      async () =>
        (await t.ctx.db.select({ page: visitSamples.page }).from(visitSamples)).map((s) => s.page).sort(),
  );

describe('pruning visit samples', () => {
  it('deletes the samples older than 28 days and keeps those a figure still reads', async ({ t, sample, pages }) => {
    await sample('/reports', 40);
    await sample('/timelog', 28.01);
    await sample('/dashboard', 27.9);
    await sample('/login', 0);

    expect(await pruneVisitFigures(t.ctx)).toEqual({ ran: true, pruned: 2 });
    expect(await pages()).toEqual(['/dashboard', '/login']);
  });

  it('runs once a day across instances', async ({ t, sample, pages }) => {
    await sample('/reports', 30);
    await sample('/dashboard', 27.5);
    expect(await pruneVisitFigures(t.ctx)).toEqual({ ran: true, pruned: 1 });
    await sample('/timelog', 30);
    expect(await pruneVisitFigures(t.ctx)).toEqual({ ran: false, pruned: 0 });
    t.clock.advance(DAY);
    // The next day: the late sample, and the dashboard's, 28.5 days old by now.
    expect(await pruneVisitFigures(t.ctx)).toEqual({ ran: true, pruned: 2 });
    expect(await pages()).toEqual([]);
  });

  it('keeps a week of its own daily claims, not one row per day forever', async ({ t }) => {
    for (let day = 0; day < 20; day++) {
      expect((await pruneVisitFigures(t.ctx)).ran).toBe(true);
      t.clock.advance(DAY);
    }
    const claims = await t.ctx.db.select({ period: jobRuns.period }).from(jobRuns).where(eq(jobRuns.job, 'prune-visit-figures'));
    expect(claims.length).toBeGreaterThanOrEqual(7);
    expect(claims.length).toBeLessThanOrEqual(8);
  });
});
