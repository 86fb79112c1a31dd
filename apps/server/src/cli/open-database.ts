import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirFrom, embeddedDatabaseDir } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirInUseError } from '../db/pglite-lock.js';
import { CliError } from './command.js';

/**
 * A database to open as it is, neither migrated nor seeded (a backup must not change what it
 * reads): PostgreSQL at `url`, or the embedded one in `dataDir`. Read from the same variables as
 * the server: DATABASE_URL (with DATABASE_DIRECT_URL) or DATA_DIR. The account commands open
 * theirs through cli/open.ts, which migrates it too.
 */
export interface PostgresAddress {
  kind: 'postgres';
  url: string;
  directUrl: string | undefined;
}
export interface EmbeddedAddress {
  kind: 'pglite';
  dataDir: string;
}
export type DatabaseAddress = PostgresAddress | EmbeddedAddress;

export function addressFromEnv(env: NodeJS.ProcessEnv): DatabaseAddress {
  if (env.DATABASE_URL) return postgresAddress(env.DATABASE_URL, env.DATABASE_DIRECT_URL || undefined);
  return embeddedAddress(env);
}

/** The embedded database of DATA_DIR, whatever DATABASE_URL says. */
export function embeddedAddress(env: NodeJS.ProcessEnv): EmbeddedAddress {
  return { kind: 'pglite', dataDir: embeddedDatabaseDir(dataDirFrom(env)) };
}

export function postgresAddress(url: string, directUrl?: string): PostgresAddress {
  for (const u of [url, directUrl]) {
    if (u === undefined) continue;
    let parsed: URL | undefined;
    try {
      parsed = new URL(u);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['postgres:', 'postgresql:'].includes(parsed.protocol) || !parsed.hostname) {
      throw new CliError(`"${hidePassword(u)}" is not a PostgreSQL address: write it as postgres://user:password@host:5432/database`);
    }
  }
  return { kind: 'postgres', url, directUrl };
}

/** An address without its password, for messages. */
export function hidePassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

export function describeAddress(address: DatabaseAddress): string {
  if (address.kind === 'pglite') return `the embedded database in ${address.dataDir}`;
  const u = new URL(address.url);
  return `PostgreSQL at ${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

/**
 * Opens the database and checks that it answers. `mustExist`: an embedded database that is not
 * there is refused instead of being created empty.
 */
export async function openAddress(address: DatabaseAddress, opts: { mustExist: boolean }): Promise<Database> {
  if (address.kind === 'pglite') {
    if (opts.mustExist && !existsSync(join(address.dataDir, 'PG_VERSION'))) {
      throw new CliError(
        `There is no embedded database in ${address.dataDir}. Set DATA_DIR to the server's data folder (or DATABASE_URL for PostgreSQL).`,
      );
    }
    try {
      return await openDatabase({ dataDir: address.dataDir });
    } catch (err) {
      // It names the process holding the directory and says to stop it.
      if (err instanceof DataDirInUseError) throw new CliError(err.message);
      throw err;
    }
  }
  const database = await openDatabase({ url: address.url, directUrl: address.directUrl, poolSize: 2 });
  try {
    await database.ping(15_000);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw new CliError(`Cannot connect to ${describeAddress(address)}: ${err instanceof Error ? err.message : String(err)}`);
  }
  return database;
}

/** Runs `work` with the database open, and closes it whatever happens. */
export async function withDatabase<T>(
  address: DatabaseAddress,
  opts: { mustExist: boolean },
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openAddress(address, opts);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
