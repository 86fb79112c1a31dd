import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { testDatabaseDirectUrl, testDatabaseUrl, type TestApp } from './harness.js';

/**
 * For tests of a database that ends the server's connections under it (a restart, a failover,
 * an idle timeout): server instances with pools of their own on the test database, and the kill.
 * PostgreSQL only: PGlite lives in the process and has no connections to lose.
 */
export const onPostgres = process.env.TEST_DB === 'postgres';

export interface Instances {
  database: Database;
  /** A new instance (its own app and timer backplane) on the shared pool. */
  start(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function serverInstances(t: TestApp, poolSize = 4): Promise<Instances> {
  const database = await openDatabase({ url: await testDatabaseUrl(), directUrl: await testDatabaseDirectUrl(), poolSize });
  const apps: FastifyInstance[] = [];
  return {
    database,
    async start() {
      const ctx: AppContext = { ...t.ctx, db: database.db, database };
      const app = await buildApp(ctx);
      apps.push(app);
      return app;
    },
    async close() {
      await Promise.all(apps.splice(0).map((a) => a.close()));
      await database.close();
    },
  };
}

/** Ends every other connection to this database, as `pg_terminate_backend` after a failover does; answers how many. */
export async function killBackends(database: Database): Promise<number> {
  const killer = await database.postgres!.connectDirect();
  try {
    const { rows } = await killer.query<{ n: string }>(
      `select count(*) filter (where pg_terminate_backend(pid)) as n
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await killer.end();
  }
}
