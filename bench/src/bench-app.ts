/**
 * An app on a fresh benchmark database, as run.ts builds it: PGlite in memory by default,
 * BENCH_DATABASE_URL=postgres://... for PostgreSQL (its schema is dropped first).
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

export async function openBenchApp(opts: { seedDemo: boolean }) {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ url });
  if (url)
    await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`);
  await database.migrate();
  await ensureBuiltInRoles(database.db);
  if (opts.seedDemo) await seedDemoOrganisation(database.db, systemClock);
  const config = {
    ...loadConfig({ ...process.env, JWT_SECRET: 'bench-secret-bench-secret-bench-secret', DATA_DIR: '/tmp/goodhours-bench' }),
  };
  const ctx: AppContext = { db: database.db, database, clock: systemClock, config, signer: new TokenSigner(config.jwtSecret) };
  const app = await buildApp(ctx);
  return { database, ctx, app };
}
