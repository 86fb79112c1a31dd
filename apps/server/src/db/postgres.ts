import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * PostgreSQL connections that survive the database: a restart, a failover, an idle timeout or
 * `pg_terminate_backend` ends connections, and node-postgres then emits 'error' on the client,
 * which ends the process when nobody listens. Every connection here has a listener from birth;
 * the pool drops a broken one and makes a new one on the next checkout.
 */
export interface PostgresOptions {
  /** The address queries use (possibly a pooler in transaction mode). */
  url: string;
  /** A direct address for LISTEN, session advisory locks and migrations; `url` when unset. */
  directUrl?: string | undefined;
  poolSize?: number | undefined;
  onError?: ((err: unknown) => void) | undefined;
}

export function openPool(opts: PostgresOptions): pg.Pool {
  const onError = opts.onError ?? (() => undefined);
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle connection that breaks is reported here; one checked out reports on the client.
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    client.on('end', () => giveBackIfForgotten(client));
  });
  const out = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => out.add(client));
  pool.on('release', (_err, client) => out.delete(client));
  /**
   * drizzle's transaction sends `begin` outside its try/finally: when the connection is already
   * dead, the client is never released and the pool loses a place for good (ten such and every
   * request waits forever). A dead connection still out after its user had ample time to give it
   * back is given back here, which removes it from the pool.
   */
  const giveBackIfForgotten = (client: pg.PoolClient) => {
    setTimeout(() => {
      if (out.has(client)) client.release(new Error('connection ended while checked out'));
    }, FORGOTTEN_AFTER_MS).unref();
  };
  return pool;
}

/** How long a checked-out connection that died may stay out before the pool takes it back. */
const FORGOTTEN_AFTER_MS = 2_000;

/** A connection of its own, outside the pool, on the direct address; the caller ends it. */
export async function connectDirect(opts: PostgresOptions): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: opts.directUrl ?? opts.url, connectionTimeoutMillis: 10_000 });
  client.on('error', opts.onError ?? (() => undefined));
  await client.connect();
  return client;
}

/**
 * A session advisory-lock key for a named start-up step: 48 bits of its name's hash with bit 62
 * set, so it never meets a person's timer key (bit 61) nor a `hashtext` key (32 bits).
 */
export function lockKey(name: string): string {
  const hash = createHash('sha256').update(`goodhours:${name}`).digest('hex').slice(0, 12);
  return ((1n << 62n) | BigInt(`0x${hash}`)).toString();
}

export const MIGRATION_LOCK = lockKey('migrations');

/**
 * Runs `work` while holding a session advisory lock on a direct connection: instances that start
 * together on an empty database migrate one after the other (the others then find nothing to do).
 */
export async function withSessionLock<T>(opts: PostgresOptions, key: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectDirect(opts);
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [key]);
    return await work(client);
  } finally {
    // Ending the connection gives the lock back too.
    await client.end().catch(() => undefined);
  }
}

export function migratePostgres(opts: PostgresOptions, migrationsFolder: string): Promise<void> {
  return withSessionLock(opts, MIGRATION_LOCK, (client) => migrate(drizzle(client), { migrationsFolder }));
}
