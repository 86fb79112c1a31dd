/**
 * What a first visit transfers (issue budget: /login's initial JavaScript at most 170 KB gzipped).
 *
 * Starts the built app (`npm run build` first; see built-app.ts) and opens, each in a new cold
 * browser context, /login and, signed in as the demo volunteer and the demo administrator (the
 * token put in localStorage, as the app keeps it), /dashboard. It waits until the page is
 * complete and the network has been quiet for 500 ms, then sums the encoded body sizes of what
 * the page loaded (Resource Timing: bytes as they came over the wire, compressed or not) by
 * kind. Each page is loaded twice: with Chromium's usual Accept-Encoding (the server answers
 * brotli) and with gzip only (CDP `Network.setExtraHTTPHeaders`). The JS is also compressed
 * here (gzip -9, brotli 11) from its plain bytes, so a build the server sends uncompressed can be
 * compared. KB are 1,000 bytes, as Vite prints them.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, TOKEN_KEY, startBuiltApp, type BuiltApp } from './built-app.js';

const LOGIN_JS_BUDGET_KB = 170;
type Kind = 'js' | 'css' | 'document' | 'api' | 'other';
interface Entry {
  url: string;
  kind: Kind;
  encoded: number;
  decoded: number;
}

/** Every file and call of the page, the document included. */
const ENTRIES = `(() => {
  const nav = performance.getEntriesByType('navigation').map((e) => ({ url: e.name, kind: 'document', encoded: e.encodedBodySize, decoded: e.decodedBodySize }));
  const res = performance.getEntriesByType('resource').map((e) => {
    const path = new URL(e.name).pathname;
    const kind = /\\.m?js$/.test(path) ? 'js' : /\\.css$/.test(path) ? 'css' : path.startsWith('/api/') ? 'api' : 'other';
    return { url: e.name, kind, encoded: e.encodedBodySize, decoded: e.decodedBodySize };
  });
  return [...nav, ...res];
})()`;

/** The dashboard is complete when its panels show their content (as in dashboard-render.ts). */
const DASHBOARD_READY = [
  'text=Activity for',
  'text=Current Week',
  '[aria-label="Team Member Tasks"] tbody',
  '[aria-label="Leaderboard"] tbody tr',
];
const LOGIN_READY = ['input[type="password"]'];

interface Visit {
  name: string;
  path: string;
  email?: string;
  /** Selectors that are all on the page once it is complete (no eval: the CSP forbids it). */
  ready: string[];
}
const VISITS: Visit[] = [
  { name: '/login', path: '/login', ready: LOGIN_READY },
  { name: '/dashboard (volunteer)', path: '/dashboard', email: DEMO.volunteer, ready: DASHBOARD_READY },
  { name: '/dashboard (administrator)', path: '/dashboard', email: DEMO.administrator, ready: DASHBOARD_READY },
];

async function load(browser: Browser, app: BuiltApp, visit: Visit, encodings: 'br' | 'gzip'): Promise<Entry[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const token = visit.email ? await app.tokenFor(visit.email) : null;
    await context.addInitScript(
      ({ key, value }) => {
        const g = globalThis as unknown as {
          performance: { setResourceTimingBufferSize(n: number): void };
          localStorage: { setItem(k: string, v: string): void };
        };
        g.performance.setResourceTimingBufferSize(2000);
        if (value) g.localStorage.setItem(key, value);
      },
      { key: TOKEN_KEY, value: token },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Overrides what Chromium would ask for (gzip, deflate, br, zstd) on every request of the page.
    if (encodings === 'gzip') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    await page.goto(`${app.base}${visit.path}`);
    for (const selector of visit.ready) await page.locator(selector).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate<Entry[]>(ENTRIES);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (entries: Entry[], kind?: Kind, field: 'encoded' | 'decoded' = 'encoded') =>
  entries.filter((e) => !kind || e.kind === kind).reduce((n, e) => n + e[field], 0);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** The page's JS compressed here from its plain bytes: gzip -9 and brotli 11. */
async function compressedHere(entries: Entry[]): Promise<{ gz: number; br: number }> {
  const sizes = await Promise.all(
    entries
      .filter((e) => e.kind === 'js')
      .map(async (e) => {
        const body = Buffer.from(await (await fetch(e.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
        const [g, b] = await Promise.all([
          gz(body, { level: 9 }),
          brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
        ]);
        return { gz: g.length, br: b.length };
      }),
  );
  return { gz: sizes.reduce((n, s) => n + s.gz, 0), br: sizes.reduce((n, s) => n + s.br, 0) };
}

async function main(): Promise<void> {
  const app = await startBuiltApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  let overBudget = false;
  try {
    console.log('First-visit transfer, cold cache, KB = 1,000 bytes (over the wire: encoded body sizes)');
    for (const visit of VISITS) {
      const br = await load(browser, app, visit, 'br');
      const gzipOnly = await load(browser, app, visit, 'gzip');
      const here = await compressedHere(br);
      const js = br.filter((e) => e.kind === 'js');
      console.log(`\n${visit.name}: ${String(br.length)} requests, ${String(js.length)} JS files`);
      console.log(
        `  JS    plain ${kb(sum(br, 'js', 'decoded'))} KB | sent gzip ${kb(sum(gzipOnly, 'js'))} KB | sent br ${kb(sum(br, 'js'))} KB`,
      );
      console.log(`        compressed here: gzip -9 ${kb(here.gz)} KB, brotli 11 ${kb(here.br)} KB`);
      for (const kind of ['css', 'document', 'api', 'other'] as const) {
        console.log(
          `  ${kind.padEnd(8)}  plain ${kb(sum(br, kind, 'decoded'))} KB | sent gzip ${kb(sum(gzipOnly, kind))} KB | sent br ${kb(sum(br, kind))} KB`,
        );
      }
      console.log(`  all   plain ${kb(sum(br, undefined, 'decoded'))} KB | sent gzip ${kb(sum(gzipOnly))} KB | sent br ${kb(sum(br))} KB`);
      if (process.env.BENCH_LIST_FILES) {
        for (const e of [...js].sort((a, b) => b.encoded - a.encoded))
          console.log(`    ${kb(e.encoded).padStart(7)} KB  ${new URL(e.url).pathname}`);
      }
      if (visit.path === '/login') {
        const jsGz = sum(gzipOnly, 'js');
        overBudget = jsGz / 1000 > LOGIN_JS_BUDGET_KB;
        console.log(`  budget: JS gzipped ${kb(jsGz)} KB of ${String(LOGIN_JS_BUDGET_KB)} KB: ${overBudget ? 'OVER' : 'met'}`);
      }
    }
  } finally {
    await browser.close();
    app.stop();
  }
  if (overBudget) process.exitCode = 1;
}

await main();
