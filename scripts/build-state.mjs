// What `npm start` and `npm run goodhours` share: install what is missing, rebuild what is stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command in the repository; a failure ends this process with its code. */
export const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/** The newest modification time under `path` (0 when it does not exist). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const START_PACKAGES = ['fastify', 'vite', '@electric-sql/pglite', 'react'];

/** Where npm may have put a package: the root's node_modules, or a workspace's own (apps/web keeps its vite). */
const MODULE_DIRS = ['.', 'apps/web', 'apps/server'];

/**
 * Runs `npm ci` when one of `packages` is not found from `workspace` (node_modules there, in the
 * root, or in a workspace that keeps its own version).
 * `log` says what happens; `stdio` is given to npm (the tool keeps its stdout for its own output).
 */
export function installIfMissing({ packages = START_PACKAGES, workspace = '.', log = console.log, stdio = 'inherit' } = {}) {
  const found = (p) => [workspace, ...MODULE_DIRS].some((dir) => existsSync(join(root, dir, 'node_modules', p)));
  const installed = packages.every(found);
  if (!installed) {
    log('Installing dependencies...');
    const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
    run('npm', [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund'], { env, stdio });
  }
}

const domainSources = () => newest(join(root, 'packages/domain/src'));

export function buildWebIfStale({ log = console.log, stdio = 'inherit' } = {}) {
  const webSources = Math.max(domainSources(), newest(join(root, 'apps/web/src')), newest(join(root, 'apps/web/index.html')));
  if (newest(join(root, 'apps/web/dist/index.html')) < webSources) {
    log('Building the web app...');
    run('npm', ['run', 'build', '-w', 'apps/web'], { stdio });
  }
}

/** Builds the server when `bundle` (dist/main.js or dist/goodhours.js) is older than its sources. */
export function buildServerIfStale(bundle, { log = console.log, stdio = 'inherit' } = {}) {
  const serverSources = Math.max(domainSources(), newest(join(root, 'apps/server/src')));
  if (newest(join(root, 'apps/server/dist', bundle)) < serverSources) {
    log('Building the server...');
    run('npm', ['run', 'build', '-w', 'apps/server'], { stdio });
  }
}
