/**
 * The built app for the browser benchmarks: the server of `npm run build` on a fresh embedded
 * database with the demo seeded, on a free port of 127.0.0.1, and Debian's Chromium with the
 * flags of ARCHITECTURE.md. `BENCH_APP_DIR` points at another checkout's build (to measure an
 * older commit with this bench); by default this repository's.
 */
import { spawn } from 'node:child_process';
import type { Browser, BrowserContext } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const PASSWORD = 'Goodhours!1';
/** Where the web app keeps the session token (apps/web/src/auth/token-storage.ts). */
export const TOKEN_KEY = 'goodhours.token';
export const DEMO = {
  volunteer: 'volunteer@demo.goodhours.org',
  manager: 'manager@demo.goodhours.org',
  administrator: 'admin@demo.goodhours.org',
  owner: 'owner@demo.goodhours.org',
} as const;

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

/** Resolves once `url` answers 200, asking every `everyMs` up to `tries` times; else throws `failure`. */
export async function waitForOk(url: string, tries: number, everyMs: number, failure: string): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(failure);
}

/**
 * Puts a session token where the web app keeps it: run in the page, as an init script or an
 * evaluate, with `[TOKEN_KEY, token]`.
 */
export function storeToken([key, value]: readonly [string, string]): void {
  (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, value);
}

export interface BuiltApp {
  base: string;
  /** The server's process id (its CPU time is read from /proc). */
  pid: number;
  /** Signs the demo person in through the API and returns their token. */
  tokenFor(email: string): Promise<string>;
  stop(): void;
}

export async function startBuiltApp(dir = process.env.BENCH_APP_DIR): Promise<BuiltApp> {
  const appDir = resolve(dir ?? join(import.meta.dirname, '..', '..'));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'goodhours-bench-'));
  const server = spawn(process.execPath, [join(appDir, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      // A lab run is not a visit: the reporter stays unloaded.
      VISIT_FIGURES_SAMPLE_RATE: '0',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-browser-secret-bench-browser-secret',
      WEB_DIST: join(appDir, 'apps/web/dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${String(port)}`;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${base}/api/health`, 600, 200, 'server did not start');
  } catch (error) {
    stop();
    throw error;
  }
  return {
    base,
    pid: server.pid ?? 0,
    stop,
    async tokenFor(email) {
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const { token } = (await login.json()) as { token?: string };
      if (!token) throw new Error(`could not sign ${email} in`);
      return token;
    },
  };
}

/** A fresh browser context (nothing cached) at Lighthouse's phone size, signed in with `token`. */
export async function phoneContextSignedIn(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(storeToken, [TOKEN_KEY, token] as const);
  return context;
}
