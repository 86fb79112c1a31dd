import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is read by the runner and again by each worker: the first read picks a free
// port and a fresh data folder and passes them on through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.MAIL_SMTP_PORT ??= freePort();
process.env.MAIL_HTTP_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'goodhours-e2e-'));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Generous limits: CI runs on the submitting session's machine, and on a slow one (2026-12-01)
  // axe took 15-18 s on the Owner's dashboard beside the other worker. A passing journey takes no
  // longer for them; only a failing one is reported later.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey keeps its actions, console and network (and error-context.md its page as
    // the accessibility tree saw it). DOM snapshots and the screencast of every action of every
    // journey made the suite some 40% slower (2026-12-02): `--trace on` records them for one run.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
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
    },
  },
  webServer: [
    {
      // The inbox of every demo person: the server delivers its mail here over SMTP.
      command: `node --import tsx ${join(import.meta.dirname, 'mail-sink.ts')}`,
      url: `http://127.0.0.1:${process.env.MAIL_HTTP_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: process.env.MAIL_SMTP_PORT, MAIL_HTTP_PORT: process.env.MAIL_HTTP_PORT },
    },
    {
      command: `node ${join(import.meta.dirname, '..', 'apps/server/dist/main.js')}`,
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SEED_DEMO: '1',
        NODE_ENV: 'test',
        GOODHOURS_TEST_HOOKS: '1',
        SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_SMTP_PORT}`,
        MAIL_DELIVERY_INTERVAL_MS: '1000',
        // Every visit measures and reports (e2e/visit-figures.spec.ts reads the figures).
        VISIT_FIGURES_SAMPLE_RATE: '1',
      },
    },
  ],
});
