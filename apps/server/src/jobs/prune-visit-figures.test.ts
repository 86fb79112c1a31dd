import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns, visitSamples } from '../db/schema/index.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { pruneVisitFigures } from './prune-visit-figures.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp('2026-11-18T03:23:00Z');
});
afterEach(async () => {
  await t.app.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** One LCP sample of a page, measured `daysAgo` days before now. */
async function sample(page: string, daysAgo: number): Promise<void> {
  const measuredAt = new Date(t.clock.now().getTime() - daysAgo * DAY);
  await t.ctx.db.insert(visitSamples).values({ page, metric: 'LCP', device: 'desktop', value: 1500, measuredAt });
}
const pages = async () => (await t.ctx.db.select({ page: visitSamples.page }).from(visitSamples)).map((s) => s.page).sort();

describe('pruning visit samples', () => {
  it('deletes the samples older than 28 days and keeps those a figure still reads', async () => {
    await sample('/reports', 40);
    await sample('/timelog', 28.01);
    await sample('/dashboard', 27.9);
    await sample('/login', 0);

    expect(await pruneVisitFigures(t.ctx)).toEqual({ ran: true, pruned: 2 });
    expect(await pages()).toEqual(['/dashboard', '/login']);
  });

  it('runs once a day across instances', async () => {
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

  it('keeps a week of its own daily claims, not one row per day forever', async () => {
    for (let day = 0; day < 20; day++) {
      expect((await pruneVisitFigures(t.ctx)).ran).toBe(true);
      t.clock.advance(DAY);
    }
    const claims = await t.ctx.db.select({ period: jobRuns.period }).from(jobRuns).where(eq(jobRuns.job, 'prune-visit-figures'));
    expect(claims.length).toBeGreaterThanOrEqual(7);
    expect(claims.length).toBeLessThanOrEqual(8);
  });
});
