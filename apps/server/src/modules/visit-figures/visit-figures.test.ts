import {
  VISIT_FIGURES_MESSAGES as M,
  VISIT_SAMPLE_TIMING,
  type VisitFigures,
  visitFiguresContracts as C,
  type VisitReportInput,
  type VisitSample,
} from '@goodhours/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { buildApp } from '../../app.js';
import { visitSamples } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { auth, errorOf, signedIn, type TestApp } from '../../test/harness.js';
import { VISIT_REPORT_LIMIT } from './service.js';

const DAY = 24 * 3600 * 1000;
const NOW = '2026-11-18T18:00:00Z';
// Each test starts its app with the sample rate it needs: the default, none, or a quarter.
const it = test.extend('start', { now: NOW });
const whileOff = test.extend('start', { now: NOW, config: { visitFiguresSampleRate: 0 } });
const atAQuarter = test.extend('start', { now: NOW, config: { visitFiguresSampleRate: 0.25 } });

const report = (t: TestApp, metrics: VisitSample[], device: VisitReportInput['device'] = 'desktop') =>
  api(t).call(C.report, { body: { device, metrics } });
const lcp = (value: number, page: VisitSample['page'] = '/dashboard'): VisitSample => ({ page, metric: 'LCP', value });
const stored = (t: TestApp) => t.ctx.db.select().from(visitSamples);

/** Reports the measurements as if `daysAgo` days before NOW, then comes back to NOW. */
async function reportDaysAgo(t: TestApp, daysAgo: number, metrics: VisitSample[], device: VisitReportInput['device'] = 'desktop') {
  t.clock.set(new Date(new Date(NOW).getTime() - daysAgo * DAY));
  expect((await report(t, metrics, device)).statusCode).toBe(204);
  t.clock.set(NOW);
}

async function figuresAsOwner(t: TestApp, device?: VisitReportInput['device']): Promise<VisitFigures> {
  const owner = await signedIn(t, 'Owner');
  const res = await api(t, owner.token).call(C.figures, { query: { device } });
  expect(res.statusCode).toBe(200);
  return res.json<VisitFigures>();
}

describe('reporting a visit', () => {
  it('stores each measurement with its page pattern and device class, and nothing about who sent it', async ({ t }) => {
    const volunteer = await signedIn(t, 'Volunteer');
    // Hand-made: a browser's user-agent and network address, which a contract call does not carry.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visit-figures',
      remoteAddress: '203.0.113.7',
      headers: { ...auth(volunteer.token), 'user-agent': 'Mozilla/5.0 (Phone)' },
      payload: {
        device: 'phone',
        metrics: [lcp(1830.4, '/dashboard/:userId'), { page: '/dashboard/:userId', metric: 'CLS', value: 0.04 }],
      },
    });

    expect(res.statusCode).toBe(204);
    const rows = await stored(t);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { page: '/dashboard/:userId', metric: 'LCP', device: 'phone', value: 1830.4, measuredAt: new Date(NOW) },
      { page: '/dashboard/:userId', metric: 'CLS', device: 'phone', value: 0.04, measuredAt: new Date(NOW) },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${volunteer.id}|Phone\\)|203\\.0\\.113`));
  });

  it.for([
    [
      'a real path instead of its pattern',
      { device: 'desktop', metrics: [lcp(900, '/dashboard/0b8e6a52-8f4e-4a4e-9d7e-9a1b2c3d4e5f' as never)] },
      422,
      M.unknownPage,
    ],
    [
      'a value over its metric’s bound',
      { device: 'desktop', metrics: [{ page: '/timelog', metric: 'CLS', value: 101 }] },
      422,
      M.valueTooLarge('CLS'),
    ],
    ['more than ten measurements', { device: 'desktop', metrics: Array.from({ length: 11 }, () => lcp(900)) }, 422, M.batchTooLarge],
    ['a field it may not carry', { device: 'desktop', metrics: [lcp(900)], userId: 'ada' }, 422, M.unknownField],
    ['no device class', { metrics: [lcp(900)] }, 422, M.deviceInvalid],
  ])('refuses %s with a message, storing nothing', async ([_what, payload, status, message], { t }) => {
    const res = await api(t).raw(C.report, { body: payload });
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toBe(message);
    expect(await stored(t)).toEqual([]);
  });

  it('refuses a body that is not JSON, or too large for a few measurements, without failing', async ({ t }) => {
    // Hand-made: a wrong content type, which a contract call cannot send.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/visit-figures',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ device: 'desktop', metrics: [lcp(900)] }),
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(errorOf(text).message).toBeTruthy();
    const large = await api(t).raw(C.report, { body: { device: 'desktop', metrics: [lcp(900)], padding: 'x'.repeat(5000) } });
    expect(large.statusCode).toBe(413);
    expect(errorOf(large).message).toBeTruthy();
    expect(await stored(t)).toEqual([]);
  });

  whileOff('stores nothing while measuring is off', async ({ t }) => {
    expect((await report(t, [lcp(900)])).statusCode).toBe(204);
    expect(await stored(t)).toEqual([]);
  });

  it('limits reports per network address', async ({ t }) => {
    for (let i = 0; i < VISIT_REPORT_LIMIT.max; i++) expect((await report(t, [lcp(900)])).statusCode).toBe(204);
    const over = await report(t, [lcp(900)]);
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).message).toBe(M.tooManyReports);
    expect(over.headers['retry-after']).toBe('60');
    // Another address is not held back, and a minute later this one reports again.
    // Hand-made: another network address, which a contract call does not choose.
    const elsewhere = { device: 'desktop', metrics: [lcp(900)] };
    expect((await t.app.inject({ method: 'POST', url: C.report.path, payload: elsewhere, remoteAddress: '198.51.100.4' })).statusCode).toBe(
      204,
    );
    t.clock.advance(60_000);
    expect((await report(t, [lcp(900)])).statusCode).toBe(204);
    expect(await stored(t)).toHaveLength(VISIT_REPORT_LIMIT.max + 2);
  });
});

// Each test builds its own app: one that serves a web root (the pages, not only the API), which the fixture's does not.
describe('the sample rate on the app’s page', () => {
  const webRoot = () => {
    const dir = mkdtempSync(join(tmpdir(), 'goodhours-visit-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Goodhours</title>');
    return dir;
  };

  atAQuarter('is announced in Server-Timing on the page, not on API answers', async ({ t }) => {
    const app = await buildApp(t.ctx, { webRoot: webRoot() });
    const page = await app.inject({ method: 'GET', url: '/timelog' });
    expect(page.headers['server-timing']).toBe(`${VISIT_SAMPLE_TIMING};desc="0.25"`);
    const again = await app.inject({ method: 'GET', url: '/timelog', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['server-timing']).toBe(`${VISIT_SAMPLE_TIMING};desc="0.25"`);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['server-timing']).toBeUndefined();
    await app.close();
  });

  whileOff('is left off while measuring is off', async ({ t }) => {
    const app = await buildApp(t.ctx, { webRoot: webRoot() });
    expect((await app.inject({ method: 'GET', url: '/login' })).headers['server-timing']).toBeUndefined();
    await app.close();
  });
});

describe('reading the figures', () => {
  it('answers each page’s 75th percentile and sample count over the last 7 and the last 28 days', async ({ t }) => {
    await reportDaysAgo(t, 2, [lcp(1000), lcp(2000), lcp(3000), lcp(4000), { page: '/dashboard', metric: 'INP', value: 100 }]);
    await reportDaysAgo(t, 6.9, [{ page: '/dashboard', metric: 'INP', value: 300 }]);
    await reportDaysAgo(t, 20, [
      lcp(5000),
      lcp(6000),
      { page: '/timelog', metric: 'CLS', value: 0.05 },
      { page: '/timelog', metric: 'CLS', value: 0.15 },
    ]);
    // Outside both windows: pruned soon, counted nowhere.
    await reportDaysAgo(t, 28.5, [lcp(90_000), lcp(90_000, '/reports')]);

    const figures = await figuresAsOwner(t);
    expect(figures).toEqual({
      sampleRate: 0.1,
      windows: [
        { days: 7, pages: [{ page: '/dashboard', LCP: { p75: 3250, samples: 4 }, INP: { p75: 250, samples: 2 }, CLS: null }] },
        {
          days: 28,
          pages: [
            { page: '/dashboard', LCP: { p75: 4750, samples: 6 }, INP: { p75: 250, samples: 2 }, CLS: null },
            { page: '/timelog', LCP: null, INP: null, CLS: { p75: 0.125, samples: 2 } },
          ],
        },
      ],
    });
  });

  it('answers one device class when asked', async ({ t }) => {
    await reportDaysAgo(t, 1, [lcp(1200), lcp(1400)], 'desktop');
    await reportDaysAgo(t, 1, [lcp(5200)], 'phone');

    const phone = await figuresAsOwner(t, 'phone');
    expect(phone.windows[0]?.pages).toEqual([{ page: '/dashboard', LCP: { p75: 5200, samples: 1 }, INP: null, CLS: null }]);
    const all = await figuresAsOwner(t);
    expect(all.windows[0]?.pages[0]?.LCP).toEqual({ p75: 3300, samples: 3 });
  });

  whileOff('answers an empty list for each window before any visit was measured', async ({ t }) => {
    expect(await figuresAsOwner(t)).toEqual({
      sampleRate: 0,
      windows: [
        { days: 7, pages: [] },
        { days: 28, pages: [] },
      ],
    });
  });

  it('is for Owners only', async ({ t }) => {
    expect((await api(t).call(C.figures)).statusCode).toBe(401);
    for (const role of ['Administrator', 'Manager', 'Volunteer']) {
      const caller = await signedIn(t, role);
      const res = await api(t, caller.token).call(C.figures);
      expect(res.statusCode).toBe(403);
    }
  });
});
