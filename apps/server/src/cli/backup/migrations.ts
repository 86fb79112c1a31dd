import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import type { MigrationId } from './format.js';

/** The migrations this version of Goodhours ships, oldest first, as drizzle records them once applied. */
export function knownMigrations(): MigrationId[] {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return readMigrationFiles({ migrationsFolder: folder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
    tag: tags.get(m.folderMillis) ?? String(m.folderMillis),
  }));
}

/** How many migrations the database has applied (0 before the first run). */
export async function appliedCount(tx: Tx): Promise<number> {
  const [exists] = rowsOf<{ found: boolean }>(
    await tx.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists?.found) return 0;
  const [row] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*)::text as n from drizzle.__drizzle_migrations`));
  return Number(row?.n ?? 0);
}

/** The last migration the database applied, named as the code names it when the code knows it. */
export async function latestApplied(tx: Tx): Promise<MigrationId | undefined> {
  if ((await appliedCount(tx)) === 0) return undefined;
  const [row] = rowsOf<{ hash: string; created_at: string }>(
    await tx.execute(
      sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
    ),
  );
  if (!row) return undefined;
  const createdAt = Number(row.created_at);
  const known = knownMigrations().find((m) => m.createdAt === createdAt);
  return { hash: row.hash, createdAt, tag: known?.tag ?? `an unknown migration of ${new Date(createdAt).toISOString()}` };
}

export const sameMigration = (a: MigrationId, b: MigrationId): boolean => a.hash === b.hash && a.createdAt === b.createdAt;
