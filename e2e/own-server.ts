import { expect, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { PASSWORD } from './helpers';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = join(import.meta.dirname, '..', 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * A server of the journey's own, on its own port and data folder, for journeys that move the
 * server's clock or kill and restart it without disturbing the shared one.
 */
export class OwnServer {
  private child: ChildProcess | undefined;
  private constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<OwnServer> {
    const server = new OwnServer(await freePort(), mkdtempSync(join(tmpdir(), 'goodhours-e2e-own-')));
    await server.launch();
    return server;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  async launch(): Promise<void> {
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        SEED_DEMO: '1',
        NODE_ENV: 'test',
        GOODHOURS_TEST_HOOKS: '1',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('own server did not start');
  }

  /** Ends the process at once, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  private ownerToken: string | undefined;

  /** The test hooks answer an Owner's session only: the demo Owner's, signed in once. */
  private async hookToken(): Promise<string> {
    if (this.ownerToken) return this.ownerToken;
    const res = await fetch(`${this.baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.goodhours.org', password: 'Goodhours!1' }),
    });
    const body = (await res.json()) as { token?: string };
    if (!body.token) throw new Error(`the demo Owner cannot sign in: ${String(res.status)}`);
    this.ownerToken = body.token;
    return body.token;
  }

  /** Runs the weekly close as if it were `at` (every week due then); answers what each close did. */
  /** Reads the API as the demo Owner: what a journey checks that no screen of the person shows. */
  async ownerGet<T>(path: string): Promise<T> {
    const res = await fetch(`${this.baseURL}${path}`, { headers: { authorization: `Bearer ${await this.hookToken()}` } });
    if (!res.ok) throw new Error(`GET ${path}: ${String(res.status)}`);
    return (await res.json()) as T;
  }

  async runWeekClose(at: Date): Promise<{ weekStart: string; decided: number; blueSquares: number }[]> {
    const res = await fetch(`${this.baseURL}/api/test-hooks/week-close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.hookToken()}` },
      body: JSON.stringify({ at: at.toISOString() }),
    });
    if (!res.ok) throw new Error(`week not closed: ${String(res.status)}`);
    return (await res.json()) as { weekStart: string; decided: number; blueSquares: number }[];
  }

  async moveClock(at: Date): Promise<void> {
    const res = await fetch(`${this.baseURL}/api/test-hooks/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.hookToken()}` },
      body: JSON.stringify({ at: at.toISOString() }),
    });
    if (!res.ok) throw new Error(`clock not moved: ${String(res.status)}`);
  }
}

/** Signs a demo person in on a server of a journey's own, in a new browser context (its clock set when given). */
export async function signInAt(browser: Browser, server: OwnServer, email: string, firstName: string, clockAt?: Date): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  if (clockAt) await context.clock.install({ time: clockAt });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  return page;
}
