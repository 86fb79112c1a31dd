/**
 * `npm run bench`: request costs that every later budget builds on, measured in-process on
 * the demo organisation. PGlite in memory by default; BENCH_DATABASE_URL=postgres://... for
 * PostgreSQL (the database is emptied first).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { TokenSigner } from '../../apps/server/src/auth/tokens.js';
import { systemClock } from '../../apps/server/src/clock.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { AppContext } from '../../apps/server/src/context.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { seedDemoOrganisation } from '../../apps/server/src/seed/demo.js';
import { ensureBuiltInRoles } from '../../apps/server/src/seed/roles.js';
import { generatePeople } from './people.js';
import { measure, report } from './stats.js';
import { benchTaskTree } from './task-tree.js';
import { benchTimeEntries } from './time-entries-bench.js';
import { benchDashboard } from './dashboard-bench.js';

const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ url });
if (url) await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`);
await database.migrate();
await ensureBuiltInRoles(database.db);
await seedDemoOrganisation(database.db, systemClock);
const config = {
  ...loadConfig({ ...process.env, JWT_SECRET: 'bench-secret-bench-secret-bench-secret', DATA_DIR: '/tmp/goodhours-bench' }),
};
const ctx: AppContext = { db: database.db, database, clock: systemClock, config, signer: new TokenSigner(config.jwtSecret) };
const app = await buildApp(ctx);

const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { email: 'owner@demo.goodhours.org', password: 'Goodhours!1' },
});
const { token } = login.json<{ token: string }>();
const headers = { authorization: `Bearer ${token}` };

console.log(`Goodhours benchmarks on ${database.kind}\n`);
report('GET /api/session (token + session check)', await measure(() => app.inject({ method: 'GET', url: '/api/session', headers })));
report('GET /api/roles (roles with holder counts)', await measure(() => app.inject({ method: 'GET', url: '/api/roles', headers })));
report(
  'POST /api/login (argon2id verify + session)',
  await measure(
    () => app.inject({ method: 'POST', url: '/api/login', payload: { email: 'volunteer@demo.goodhours.org', password: 'Goodhours!1' } }),
    40,
    5,
  ),
);

console.log('\nUser management on 2,000 more users in 100 teams (budget: under 50 ms per page on PostgreSQL)');
const people = await generatePeople(database.db);
let page = 0;
report(
  'GET /api/userprofile, pages 1-200 in turn',
  await measure(() => app.inject({ method: 'GET', url: `/api/userprofile?page=${(page++ % 200) + 1}`, headers }), 400, 20),
);
report(
  'GET /api/userprofile?search=an&status=active',
  await measure(() => app.inject({ method: 'GET', url: '/api/userprofile?search=an&status=active&page=3', headers }), 200, 10),
);
report(
  'GET /api/userprofile?sort=lastName&dir=desc&role=Volunteer',
  await measure(
    () => app.inject({ method: 'GET', url: '/api/userprofile?sort=lastName&dir=desc&role=Volunteer&page=50', headers }),
    200,
    10,
  ),
);
const teamRows: unknown = await database.db.execute(sql`select id from teams where team_name = 'Bench team 7'`);
const teamId = (teamRows as { rows: { id: string }[] }).rows[0]?.id ?? '';
report(
  'GET /api/userprofile?team=… (one team of 20)',
  await measure(() => app.inject({ method: 'GET', url: `/api/userprofile?team=${teamId}`, headers }), 200, 10),
);
const owner: unknown = await database.db.execute(sql`select id from users where email = 'owner@demo.goodhours.org'`);
await benchTaskTree(app, database.db, headers, (owner as { rows: { id: string }[] }).rows[0]?.id ?? '');
await benchTimeEntries(app, ctx, database, people);
await benchDashboard(app, ctx, database, people);
console.log('\nThe timer load test (2,000 WebSocket clients, about 2 minutes) runs apart: npm run bench:timer -w bench');
await app.close();
await database.close();
