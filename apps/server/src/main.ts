import { buildApp } from './app.js';
import { TokenSigner } from './auth/tokens.js';
import { ShiftedClock, systemClock } from './clock.js';
import { configWarnings, embeddedDatabaseDir, loadConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { setupState } from './modules/auth/index.js';
import { closeDemoWeeks } from './seed/demo-closes.js';
import { DEMO_LOGINS, seedDemoOrganisation } from './seed/demo.js';
import { ensureBuiltInRoles } from './seed/roles.js';
import { DEFAULT_PACE, smtpTransport, startDelivery } from './mail/delivery.js';
import { findWebDist } from './static.js';
import { startScheduler } from './jobs/scheduler.js';

async function main(): Promise<void> {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  // Until the app's logger exists, a lost connection is written here; never an unhandled 'error'.
  let reportDbError = (err: unknown) => console.error('Database connection error:', err instanceof Error ? err.message : err);
  const database = await openDatabase({
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    poolSize: config.databasePoolSize,
    dataDir: embeddedDatabaseDir(config.dataDir),
    onError: (err) => reportDbError(err),
  });
  await database.migrate();
  // Browser journeys may move the clock (test hooks only); everyone else gets the real one.
  const clock = config.testHooks ? new ShiftedClock() : systemClock;
  const ctx: AppContext = { db: database.db, database, clock, config, signer: new TokenSigner(config.jwtSecret) };
  // Instances that start together take turns: one seeds, the others find it done.
  const seeded = await database.exclusively('start-up', async () => {
    await ensureBuiltInRoles(database.db);
    const fresh = config.seedDemo ? await seedDemoOrganisation(database.db, systemClock) : false;
    // Before the scheduler's catch-up: a new demo's past weeks are closed as history, without mail.
    if (fresh) await closeDemoWeeks(ctx);
    return fresh;
  });

  const webRoot = findWebDist(config.webDist);
  const app = await buildApp(ctx, { logger: true, webRoot });
  reportDbError = (err) => app.log.warn({ err }, 'database connection lost; the pool replaces it');
  await app.listen({ port: config.port, host: config.host });

  const stopScheduler = startScheduler(ctx, (err) => app.log.error(err));
  let delivery: { stop: () => Promise<void> } | undefined;
  if (config.smtpUrl) {
    const transport = smtpTransport(config.smtpUrl);
    const pace = { ...DEFAULT_PACE, perMinute: config.mailPerMinute, perDay: config.mailPerDay, leaseMs: config.mailLeaseMs };
    delivery = startDelivery(ctx, transport, pace, config.mailDeliveryIntervalMs, (err) => app.log.error(err));
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Goodhours is running at http://${shownHost}:${config.port}`,
    `Database: ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${embeddedDatabaseDir(config.dataDir)}`}`,
    webRoot ? '' : 'The web app is not built: run `npm run build` (npm start does it for you).',
  ];
  if (config.seedDemo) {
    lines.push(seeded ? 'Seeded the demo organisation.' : '', 'Demo logins (password for all: Goodhours!1):');
    for (const l of DEMO_LOGINS) lines.push(`  ${l.role.padEnd(18)} ${l.email}`);
  } else if ((await setupState(ctx)).needsOwner) {
    lines.push('No one can sign in yet: create the first Owner with `npm run goodhours -- create-owner`.');
  }
  console.log(lines.filter((l, i) => l !== '' || i === 0).join('\n'));

  const stop = async () => {
    await delivery?.stop();
    stopScheduler();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
