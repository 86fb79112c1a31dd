/**
 * Dashboard first render in the browser on the demo organisation (issue 6 budget: 1.5 s).
 *
 * Starts the built server (`npm run build` first) on a fresh embedded database with the demo
 * seeded, then for each demo role opens /dashboard in a new, cold browser context (empty cache,
 * a signed-in token already in localStorage) and measures from navigation start until every
 * panel shows its content: the summary bar, the weekly summary block, Team Member Tasks rows and
 * leaderboard rows. `BENCH_RENDER_RUNS` samples per role (default 10). Each load starts after the
 * browser has settled from setting up the context (SETTLE_MS).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startBuiltApp, storeToken, TOKEN_KEY } from './built-app.js';
import { percentiles, report } from './stats.js';

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 10);
/** Quiet time between opening a fresh browser context and loading the page. */
const SETTLE_MS = 1500;
const PEOPLE = [
  { role: 'Volunteer', email: 'volunteer@demo.goodhours.org' },
  { role: 'Manager', email: 'manager@demo.goodhours.org' },
  { role: 'Administrator', email: 'admin@demo.goodhours.org' },
];

/**
 * What the user sees once the dashboard is complete. It runs every frame, so it reads
 * textContent: innerText forces a layout each time and cost the page ~150 ms of main thread.
 */
const READY = `(() => {
  const text = document.body.textContent ?? '';
  const member = document.querySelector('[aria-label="Team Member Tasks"] tbody');
  const board = document.querySelector('[aria-label="Leaderboard"] tbody tr');
  const done = text.includes('Activity for') && text.includes('Current Week') && member !== null && board !== null;
  if (done) window.__renderedAt ??= performance.now();
  return done;
})()`;

async function main(): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    console.log(`Dashboard first render, demo organisation, ${String(RUNS)} cold loads per role (budget 1.5 s)`);
    for (const person of PEOPLE) {
      const token = await app.tokenFor(person.email);
      const times: number[] = [];
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
        await context.addInitScript(storeToken, [TOKEN_KEY, token] as const);
        const page = await context.newPage();
        // Closing the last context and starting this one's renderer keep the browser busy for a
        // while; on two cores that doubled the numbers. A visitor's browser is not doing that.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        await page.goto(`${app.base}/dashboard`);
        await page.waitForFunction(READY, undefined, { polling: 'raf', timeout: 30_000 });
        const ms = await page.evaluate(() => (globalThis as unknown as { __renderedAt: number }).__renderedAt);
        if (i > 0) times.push(ms); // the first load warms the server, not the browser
        await context.close();
      }
      report(`dashboard first render: ${person.role}`, percentiles(times));
    }
  } finally {
    await browser.close();
    app.stop();
  }
}

await main();
