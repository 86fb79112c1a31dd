/**
 * What a cold, direct visit to each signed-in page downloads in JavaScript, gzipped, against a
 * baseline build (issue 41: "no signed-in page heavier than before").
 *
 * Starts the built app of this checkout and, when `BENCH_BASELINE_DIR` names another checkout
 * with its own build (say a `git worktree` of an older commit after `npm run build`), that one
 * too, each on its own fresh demo database. Signed in as the demo Owner (the token put where the
 * app keeps it), it opens every signed-in page of e2e/pages.ts (every route of the table) in a new browser context asking for gzip only, waits
 * until the network has been quiet for 500 ms, and sums the encoded sizes of the JS files the
 * page loaded. Prints one row per page: baseline, now, and the difference.
 */
import { chromium, type Browser } from 'playwright-core';
import { addressOf, demoPageIds, SIGNED_IN_PAGES as PAGES, type PageIds } from '../../e2e/pages.js';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, TOKEN_KEY, startBuiltApp, storeToken, type BuiltApp } from './built-app.js';

/** The ids the pages open on: the Owner herself, and the demo's first project, WBS, task and team. */
function idsOf(app: BuiltApp, token: string): Promise<PageIds> {
  return demoPageIds(
    async <T>(path: string) => (await (await fetch(`${app.base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T,
  );
}

/** The encoded bytes of the JS files the page loaded (evaluated in the page). */
const JS_BYTES = `performance
  .getEntriesByType('resource')
  .filter((e) => /\\.m?js$/.test(new URL(e.name).pathname))
  .reduce((n, e) => n + e.encodedBodySize, 0)`;

/** Gzipped JS bytes of a cold visit to `path`. */
async function jsOf(browser: Browser, app: BuiltApp, token: string, path: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(storeToken, [TOKEN_KEY, token] as const);
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' });
    await page.goto(`${app.base}${path}`, { waitUntil: 'networkidle' });
    return await page.evaluate<number>(JS_BYTES);
  } finally {
    await context.close();
  }
}

async function weights(browser: Browser, dir: string | undefined): Promise<Map<string, number>> {
  const app = await startBuiltApp(dir);
  try {
    const token = await app.tokenFor(DEMO.owner);
    const ids = await idsOf(app, token);
    const found = new Map<string, number>();
    for (const page of PAGES) {
      found.set(page, await jsOf(browser, app, token, addressOf(page, ids)));
    }
    return found;
  } finally {
    app.stop();
  }
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1000).toFixed(1));

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const baselineDir = process.env.BENCH_BASELINE_DIR;
    const before = baselineDir ? await weights(browser, baselineDir) : new Map<string, number>();
    const now = await weights(browser, undefined);
    console.log(`Cold direct visit as the demo Owner: JS sent gzipped, KB = 1,000 bytes${baselineDir ? `; baseline ${baselineDir}` : ''}`);
    console.log(`${'page'.padEnd(34)} ${'baseline'.padStart(9)} ${'now'.padStart(9)} ${'diff'.padStart(8)}`);
    let heavier = 0;
    for (const page of PAGES) {
      const b = before.get(page);
      const n = now.get(page) ?? 0;
      const diff = b === undefined ? undefined : n - b;
      if (diff !== undefined && diff > 500) heavier++;
      const sign = diff !== undefined && diff > 0 ? '+' : '';
      console.log(
        `${page.padEnd(34)} ${kb(b).padStart(9)} ${kb(n).padStart(9)} ${(diff === undefined ? '-' : sign + kb(diff)).padStart(8)}`,
      );
    }
    if (baselineDir) console.log(`\nheavier than the baseline by more than 0.5 KB: ${String(heavier)} of ${String(PAGES.length)} pages`);
  } finally {
    await browser.close();
  }
}

await main();
