// `npm run goodhours -- <command>`: the operator's tool (apps/server/src/cli/goodhours.ts). Builds
// the server when stale, then runs the tool with the same arguments, input and output, and exits
// with its code. Build messages go to stderr: stdout is the tool's own. Like `npm start`, it runs
// in the repository (so the default DATA_DIR is the server's); file arguments are read from where
// the operator typed the command (npm's INIT_CWD).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { constants } from 'node:os';
import { buildServerIfStale, installIfMissing, root } from './build-state.mjs';

const quiet = { log: (line) => console.error(line), stdio: ['inherit', 2, 'inherit'] };
// What the tool and its build need (vite and react live in apps/web's node_modules: not looked for).
installIfMissing({ ...quiet, workspace: 'apps/server', packages: ['fastify', '@electric-sql/pglite', 'pg', 'drizzle-orm', 'esbuild'] });
buildServerIfStale('goodhours.js', quiet);

const tool = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/goodhours.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => tool.kill(signal));
tool.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
