import { sql } from 'drizzle-orm';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { TokenSigner } from '../auth/tokens.js';
import { FixedClock } from '../clock.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../db/raw.js';
import { seedDemoOrganisation } from '../seed/demo.js';
import { DEMO_PASSWORD } from '../seed/demo-people.js';
import { ensureBuiltInRoles } from '../seed/roles.js';
import { testConfig } from '../test/harness.js';
import { countRows, readCatalog } from './backup/catalog.js';
import type { CliIo } from './command.js';
import { runCli } from './goodhours.js';

/** The instant the demo is seeded at and people sign in at. */
export const SEEDED_AT = new Date('2026-11-18T18:00:00Z');

/** Runs one command line as the tool would, with the output kept. */
export async function runTool(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    interactive: false,
    askSecret: () => Promise.reject(new Error('no terminal in tests')),
  };
  const code = await runCli(argv, io, env);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/**
 * A new DATA_DIR holding a copy of `template`'s embedded database. Creating an embedded database
 * takes seconds; copying a migrated one takes milliseconds.
 */
export function copyDataDir(template: string, dataDir: string): { DATA_DIR: string } {
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return { DATA_DIR: dataDir };
}

/** The demo organisation in the embedded database of `dataDir` (closed again), plus `extra`. */
export async function seedDemoInto(dataDir: string, extra?: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await ensureBuiltInRoles(database.db);
    await seedDemoOrganisation(database.db, new FixedClock(SEEDED_AT));
    await extra?.(database);
  } finally {
    await database.close();
  }
}

/** Rows in every table of the public schema. */
export async function countAll(database: Database): Promise<Map<string, number>> {
  const catalog = await readCatalog(database.db);
  return countRows(
    database.db,
    catalog.tables.map((t) => t.name),
  );
}

/**
 * A digest of every table's rows (as to_jsonb text, in UTC, sorted bytewise): equal digests mean
 * equal contents, whichever database holds them.
 */
export async function fingerprints(database: Database): Promise<Map<string, string>> {
  const tables = (await readCatalog(database.db)).tables.map((t) => t.name);
  const parts = tables.map(
    (t) =>
      `select '${t}' as name, md5(coalesce(string_agg(r, ',' order by r collate "C"), '')) as digest ` +
      `from (select to_jsonb(x)::text as r from public."${t}" x) s`,
  );
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const rows = rowsOf<{ name: string; digest: string }>(await tx.execute(sql.raw(parts.join(' union all '))));
    return new Map(rows.map((r) => [r.name, r.digest]));
  });
}

/** The active people with a password, by email. */
export async function activeEmails(database: Database): Promise<string[]> {
  const rows = rowsOf<{ email: string }>(
    await database.db.execute(sql`select email from users where is_active and password_hash is not null order by email`),
  );
  return rows.map((r) => r.email);
}

/** Signs each person in with the demo password through the real app; answers the emails refused. */
export async function refusedSignIns(database: Database, emails: string[]): Promise<string[]> {
  const ctx: AppContext = {
    db: database.db,
    database,
    clock: new FixedClock(SEEDED_AT),
    config: testConfig,
    signer: new TokenSigner(testConfig.jwtSecret),
  };
  const app = await buildApp(ctx);
  try {
    const refused: string[] = [];
    for (const email of emails) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200 || !res.json<{ token?: string }>().token) refused.push(email);
    }
    return refused;
  } finally {
    await app.close();
  }
}
