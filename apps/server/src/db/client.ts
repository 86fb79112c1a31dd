import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { lockDataDir } from './pglite-lock.js';
import { connectDirect, lockKey, migratePostgres, openPool, withSessionLock, type PostgresOptions } from './postgres.js';
import { rowsOf } from './raw.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Rows of a read run as a named prepared statement on PostgreSQL, so a hot, complex statement
   * is planned once per connection rather than on every call. `name` must always go with the
   * same SQL text (values may change). On PGlite it is an ordinary query.
   */
  queryNamed<T>(name: string, query: SQL): Promise<T[]>;
  /** Runs the migrations (on PostgreSQL under an advisory lock: instances may start together). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Runs `work` while no other instance runs work under the same name (start-up steps). */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool, and connections of their own for LISTEN and session locks. */
  postgres?: { pool: pg.Pool; connectDirect: () => Promise<pg.Client> };
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL's address; unset, the embedded PGlite. */
  url?: string | undefined;
  /** A direct address beside a pooled `url` (PgBouncer in transaction mode): see config.ts. */
  directUrl?: string | undefined;
  poolSize?: number | undefined;
  /** The embedded database's directory (held by this process alone); unset, in memory. */
  dataDir?: string | undefined;
  /** Connection errors, reported instead of ending the process. */
  onError?: ((err: unknown) => void) | undefined;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${String(ms)} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The migrations folder, found from this file whether it runs from src/ or a built bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the drizzle migrations folder');
}

/** PostgreSQL when a URL is given; otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url
    ? openPostgres({ url: opts.url, directUrl: opts.directUrl, poolSize: opts.poolSize, onError: opts.onError })
    : openPglite(opts.dataDir);
}

function openPostgres(opts: PostgresOptions): Database {
  const pool = openPool(opts);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const dialect = new PgDialect();
  // Behind a pooler in transaction mode a named statement may meet another backend: none there.
  const pooled = !!opts.directUrl && opts.directUrl !== opts.url;
  return {
    db,
    kind: 'postgres',
    queryNamed: async <T>(name: string, query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return (await pool.query(pooled ? { text, values: params } : { name, text, values: params })).rows as T[];
    },
    migrate: () => migratePostgres(opts, migrationsFolder()),
    exclusively: (name, work) => withSessionLock(opts, lockKey(name), () => work()),
    ping: async (timeoutMs) => {
      await withTimeout(pool.query('select 1'), timeoutMs);
    },
    postgres: { pool, connectDirect: () => connectDirect(opts) },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryNamed: async <T>(_name: string, query: SQL) => rowsOf<T>(await db.execute(query)),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    // One process owns the directory: nobody else can run anything on it.
    exclusively: (_name, work) => work(),
    ping: async (timeoutMs) => {
      await withTimeout(client.query('select 1'), timeoutMs);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
