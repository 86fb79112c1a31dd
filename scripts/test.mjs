// `npm test`: lint, typecheck, unit + API + component tests (Vitest: PGlite, and PostgreSQL
// too when TEST_DATABASE_URL is set), then the Playwright journeys against the built app, and
// what /login's first visit transfers against its budget (bench:bundle, on that build).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const steps = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit, API and component tests', ['exec', '--', 'vitest', 'run']],
  ['browser journeys', ['run', 'test:e2e']],
  // On the build the journeys used: /login's first load against its 170 KB budget (decision 022).
  ['first-load budget', ['run', 'bench:bundle', '-w', 'bench']],
];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync('npm', args, { stdio: 'inherit', cwd: root });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
