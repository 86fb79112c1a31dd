// `npm start`: installs what is missing, builds what is stale, then runs the server
// (migrations and the demo seed run at server start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const installed = ['fastify', 'vite', '@electric-sql/pglite', 'react'].every((p) => existsSync(join(root, 'node_modules', p)));
if (!installed) {
  console.log('Installing dependencies...');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  run('npm', [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund'], { env });
}

const domain = newest(join(root, 'packages/domain/src'));
const webSources = Math.max(domain, newest(join(root, 'apps/web/src')), newest(join(root, 'apps/web/index.html')));
if (newest(join(root, 'apps/web/dist/index.html')) < webSources) {
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', 'apps/web']);
}
const serverSources = Math.max(domain, newest(join(root, 'apps/server/src')));
if (newest(join(root, 'apps/server/dist/main.js')) < serverSources) {
  console.log('Building the server...');
  run('npm', ['run', 'build', '-w', 'apps/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
