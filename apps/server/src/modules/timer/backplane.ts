import type pg from 'pg';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { TIMER_CHANNEL } from './notify.js';

/**
 * What the timer hubs of all server instances share (document 4 §5, ARCHITECTURE "Scaling"):
 * the change notifications and who is watching which timer, so the forced pause happens only
 * when a person's last connection anywhere has closed.
 *
 * - PostgreSQL: one dedicated connection per instance LISTENs on the channel and holds a shared
 *   advisory lock per watched person; `pg_locks` then tells any instance who is watched. Locks
 *   die with the connection, so a crashed instance stops counting by itself.
 * - PGlite (one process): its own LISTEN, and a count per database kept in this process.
 */
export interface TimerBackplane {
  /** This instance now has a connection watching the person. */
  hold(userId: string): void;
  /** This instance has no connection watching the person any more. */
  release(userId: string): Promise<void>;
  /** Which of these people some instance (this one included) is watching. */
  watched(userIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export interface BackplaneHandlers {
  onNotice(payload: string): void;
  /** The notification connection was lost and is back: changes may have been missed. */
  onResync(): void;
  onError(err: unknown): void;
}

export function openBackplane(ctx: AppContext, handlers: BackplaneHandlers): Promise<TimerBackplane> {
  if (ctx.database.postgres) return postgresBackplane(ctx.database.postgres, handlers);
  const client = (ctx.db as unknown as { $client: unknown }).$client;
  return pgliteBackplane(ctx.database, client as PgliteListener, handlers);
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Watch counts per PGlite database, shared by every app built on it in this process. */
const pgliteWatchers = new WeakMap<Database, Map<string, number>>();

async function pgliteBackplane(database: Database, client: PgliteListener, handlers: BackplaneHandlers): Promise<TimerBackplane> {
  let counts = pgliteWatchers.get(database);
  if (!counts) pgliteWatchers.set(database, (counts = new Map<string, number>()));
  const shared = counts;
  const held = new Set<string>();
  const unlisten = await client.listen(TIMER_CHANNEL, (payload) => handlers.onNotice(payload));
  const add = (userId: string, by: number) => {
    const next = (shared.get(userId) ?? 0) + by;
    if (next > 0) shared.set(userId, next);
    else shared.delete(userId);
  };
  return {
    hold(userId) {
      if (held.has(userId)) return;
      held.add(userId);
      add(userId, 1);
    },
    async release(userId) {
      if (held.delete(userId)) add(userId, -1);
    },
    async watched(userIds) {
      return new Set(userIds.filter((id) => (shared.get(id) ?? 0) > 0));
    },
    async close() {
      for (const userId of held) add(userId, -1);
      held.clear();
      await unlisten();
    },
  };
}

/**
 * The advisory-lock key of a person's timer: 60 bits of their uuid with bit 61 set, so it can
 * never meet the `hashtext` keys (32 bits) that other areas lock.
 */
export function presenceKey(userId: string): bigint {
  const hex = userId.replace(/-/g, '').slice(0, 15);
  return (1n << 61n) | BigInt(`0x${hex}`);
}

/**
 * The listening connection is a connection of its own on the direct address (never a pooler's
 * shared backend: LISTEN and session locks belong to one backend). When it breaks, a new one
 * LISTENs again and re-takes the locks of everyone still watched here.
 */
async function postgresBackplane(
  { pool, connectDirect }: NonNullable<Database['postgres']>,
  handlers: BackplaneHandlers,
): Promise<TimerBackplane> {
  const LOCK = 'select pg_advisory_lock_shared($1::bigint)';
  const UNLOCK = 'select pg_advisory_unlock_shared($1::bigint)';
  /** People watched here, and those whose lock the current connection holds. */
  const held = new Set<string>();
  let locked = new Set<string>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Failed reconnections in a row: the first try is at once, the next ones every 2 s. */
  let failures = 0;

  /** One query at a time on the listening connection (pg queues them, but warns about it). */
  let queue: Promise<void> = Promise.resolve();
  const run = (on: pg.Client, text: string, userId: string): Promise<void> => {
    queue = queue
      .then(() => on.query(text, [presenceKey(userId).toString()]))
      .then(
        () => undefined,
        (err: unknown) => handlers.onError(err),
      );
    return queue;
  };
  const lock = (on: pg.Client, userId: string) => {
    locked.add(userId);
    return run(on, LOCK, userId);
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel === TIMER_CHANNEL && message.payload) handlers.onNotice(message.payload);
  };

  /** A dedicated connection: LISTEN, then the locks of everyone watched here. */
  const connect = async (): Promise<void> => {
    const next = await connectDirect();
    next.on('notification', onNotification);
    next.on('error', (err) => {
      handlers.onError(err);
      if (client === next) lost();
    });
    // A connection the server ended may say so without an error first.
    next.on('end', () => {
      if (client === next) lost();
    });
    try {
      await next.query(`LISTEN ${TIMER_CHANNEL}`);
    } catch (err) {
      void next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    locked = new Set();
    await Promise.all([...held].map((userId) => lock(next, userId)));
  };

  /** The connection broke: its locks are gone with it; make a new one in a moment. */
  const lost = () => {
    const old = client;
    client = undefined;
    locked = new Set();
    void old?.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        if (closed) return;
        connect().then(
          () => {
            failures = 0;
            handlers.onResync();
          },
          (err: unknown) => {
            failures++;
            handlers.onError(err);
            lost();
          },
        );
      },
      failures ? 2_000 : 100,
    );
    retry.unref();
  };

  await connect();
  return {
    hold(userId) {
      held.add(userId);
      if (client && !locked.has(userId)) void lock(client, userId);
    },
    async release(userId) {
      held.delete(userId);
      if (client && locked.delete(userId)) await run(client, UNLOCK, userId);
    },
    async watched(userIds) {
      if (!userIds.length) return new Set();
      const { rows } = await pool.query<{ key: string }>(
        `select ((classid::bigint << 32) | objid::bigint)::text as key
           from pg_locks
          where locktype = 'advisory' and objsubid = 1 and mode = 'ShareLock' and granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      const keys = new Set(rows.map((r) => r.key));
      return new Set(userIds.filter((id) => keys.has(presenceKey(id).toString())));
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      held.clear();
      locked = new Set();
      // Destroying the connection ends its LISTEN and its locks.
      await current?.end().catch(() => undefined);
    },
  };
}
