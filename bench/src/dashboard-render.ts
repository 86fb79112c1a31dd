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
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { percentiles, report } from './stats.js';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 10);
/** Quiet time between opening a fresh browser context and loading the page. */
const SETTLE_MS = 1500;
const PASSWORD = 'Goodhours!1';
/** Where the web app keeps the session token (apps/web/src/auth/token-storage.ts). */
const TOKEN_KEY = 'goodhours.token';
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

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'goodhours-render-'));
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-render-secret-bench-render-secret',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    await waitForHealth(base);
    console.log(`Dashboard first render, demo organisation, ${String(RUNS)} cold loads per role (budget 1.5 s)`);
    for (const person of PEOPLE) {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, password: PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const times: number[] = [];
      for (let i = 0; i < RUNS + 1; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
        await context.addInitScript(
          ({ key, value }) => {
            (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, value);
          },
          { key: TOKEN_KEY, value: token },
        );
        const page = await context.newPage();
        // Closing the last context and starting this one's renderer keep the browser busy for a
        // while; on two cores that doubled the numbers. A visitor's browser is not doing that.
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        await page.goto(`${base}/dashboard`);
        await page.waitForFunction(READY, undefined, { polling: 'raf', timeout: 30_000 });
        const ms = await page.evaluate(() => (globalThis as unknown as { __renderedAt: number }).__renderedAt);
        if (i > 0) times.push(ms); // the first load warms the server, not the browser
        await context.close();
      }
      report(`dashboard first render: ${person.role}`, percentiles(times));
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
