import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
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
export async function openDatabase(opts: { url?: string | undefined; dataDir?: string | undefined }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const dialect = new PgDialect();
    return {
      db,
      kind: 'postgres',
      queryNamed: async <T>(name: string, query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        return (await pool.query({ name, text, values: params })).rows as T[];
      },
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryNamed: async <T>(_name: string, query: SQL) => rowsOf<T>(await db.execute(query)),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
