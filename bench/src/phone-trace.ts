/**
 * A dashboard load as a phone on a slow network meets it (issue 41): Chromium's own throttling
 * through the DevTools protocol, not Lighthouse's simulation. Slow 4G (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x, at 390 x 844, a cold cache, signed in.
 *
 * For each demo role, `BENCH_TRACE_RUNS` loads (default 5, after one that warms the server):
 * - FCP: the first paint with content (text or an image) the browser reports;
 * - complete: from navigation until the first screen shows its content (the activity line and the
 *   week's summary; the long lists below it are off a phone's screen);
 * - LCP: the largest contentful paint the browser reports;
 * - blocking: the sum over the page's long tasks of their part beyond 50 ms, until complete;
 * - CLS: the layout shift score until complete.
 * `npm run build` first; BENCH_APP_DIR measures another checkout's build with this script.
 * BENCH_TRACE_WATERFALL=1 also prints each role's last load: every file and call, when it was
 * asked for and when its last byte came, beside the moment the first screen was complete.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, startBuiltApp, storeToken, TOKEN_KEY } from './built-app.js';
import { median } from './stats.js';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 5);
const SETTLE_MS = 1500;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Observers installed before the page's own scripts run (a string: this package has no DOM types). */
const OBSERVE = `(() => {
  window.__lcp = 0;
  window.__blocking = 0;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (window.__done === undefined) window.__blocking += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (window.__done === undefined && !e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** The phone's first screen shows its content: the header's activity line and the week's summary. */
const READY = `(() => {
  const text = document.body.textContent ?? '';
  const done = text.includes('Activity for') && text.includes('Current Week');
  if (done) window.__done ??= performance.now();
  return done;
})()`;

/** The page's files and calls in the order asked for: start and end (ms from navigation), bytes over the wire. */
const WATERFALL = `[...performance.getEntriesByType('resource')]
  .map((e) => e.startTime.toFixed(0).padStart(6) + ' ' + e.responseEnd.toFixed(0).padStart(6) + ' ' + String(e.encodedBodySize).padStart(7) + '  ' + new URL(e.name).pathname.slice(0, 60))
  .concat(['  done ' + window.__done.toFixed(0)])
  .join('\\n')`;

interface Load {
  fcp: number;
  complete: number;
  lcp: number;
  blocking: number;
  cls: number;
}

async function load(page: Page, url: string): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForFunction(READY, undefined, { polling: 'raf', timeout: 120_000 });
  // LCP is final once the page has had a frame after its last paint.
  await page.waitForTimeout(500);
  if (process.env.BENCH_TRACE_WATERFALL) console.log(await page.evaluate<string>(WATERFALL));
  return page.evaluate<Load>(
    '({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0, complete: window.__done, lcp: window.__lcp, blocking: window.__blocking, cls: window.__cls })',
  );
}

async function main(): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    console.log(`Dashboard on a phone: slow 4G, CPU ${String(CPU_SLOWDOWN)}x, 390 px, ${String(RUNS)} cold loads per role (medians)`);
    for (const [role, email] of Object.entries(DEMO)) {
      const token = await app.tokenFor(email);
      const loads: Load[] = [];
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          bypassCSP: true,
        });
        await context.addInitScript(storeToken, [TOKEN_KEY, token] as const);
        await context.addInitScript(OBSERVE);
        const page = await context.newPage();
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const result = await load(page, `${app.base}/dashboard`);
        if (i > 0) loads.push(result);
        await context.close();
      }
      const m = (key: keyof Load) => median(loads.map((l) => l[key]));
      console.log(
        `${role.padEnd(14)} FCP ${m('fcp').toFixed(0)} ms  complete ${m('complete').toFixed(0)} ms  LCP ${m('lcp').toFixed(0)} ms  blocking ${m('blocking').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}`,
      );
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
