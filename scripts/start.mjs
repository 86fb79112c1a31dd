// `npm start`: installs what is missing, builds what is stale, then runs the server
// (migrations and the demo seed run at server start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildServerIfStale, buildWebIfStale, installIfMissing, root } from './build-state.mjs';

installIfMissing();
buildWebIfStale();
buildServerIfStale('main.js');

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
