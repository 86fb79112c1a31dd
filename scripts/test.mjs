// `npm test`: lint and typecheck (side by side: each keeps one core busy), unit + API + component
// tests (Vitest: PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), then the Playwright
// journeys against the built app, and what /login's first visit transfers against its budget
// (bench:bundle, on that build).
//
// GOODHOURS_NODE24 (set by .ci/run to scripts/node24.sh's answer) runs the API suite's PostgreSQL
// pass on Node 24 LTS instead of this Node: both versions are covered without running it a third time.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const node24 = process.env.GOODHOURS_NODE24;
/** The PostgreSQL pass (project server-pg, declared when TEST_DATABASE_URL is set) moves to Node 24. */
const postgresOnNode24 = !!node24 && !!process.env.TEST_DATABASE_URL;

/** Runs a command; with `quiet`, its output is kept and printed once it ends (two at once stay readable). */
function run(command, args, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    if (quiet) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(out));
      resolve(code ?? 1);
    });
  });
}

const npm = (...args) => ['npm', args];
const steps = [
  ['lint and typecheck', [npm('run', 'lint'), npm('run', 'typecheck')]],
  ['unit, API and component tests', [npm('exec', '--', 'vitest', 'run', ...(postgresOnNode24 ? ['--project', '!server-pg'] : []))]],
  ...(postgresOnNode24
    ? [['API tests on PostgreSQL, Node 24', [[node24, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server-pg']]]]]
    : []),
  ['browser journeys', [npm('run', 'test:e2e')]],
  // On the build the journeys used: /login's first load against its 170 KB budget (decision 022).
  ['first-load budget', [npm('run', 'bench:bundle', '-w', 'bench')]],
];
for (const [name, commands] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const codes = await Promise.all(commands.map(([command, args]) => run(command, args, commands.length > 1)));
  const ok = codes.every((code) => code === 0);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (!ok) process.exit(codes.find((code) => code !== 0));
}
