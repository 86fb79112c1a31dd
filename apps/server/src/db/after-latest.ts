import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Now, but after the latest `at` of the rows sharing `key = value`: a history (a ledger, a custody
 * log) keeps one order even when two writes land in the same millisecond, or a test's clock stands
 * still. The caller holds the lock of the thing the history is of.
 */
export function afterLatest(at: PgColumn, key: PgColumn, value: string, now: Date): SQL {
  const moment = sql`${now.toISOString()}::timestamptz`;
  return sql`greatest(${moment}, coalesce((select max(${at}) + interval '1 millisecond' from ${at.table} where ${key} = ${value}), ${moment}))`;
}
