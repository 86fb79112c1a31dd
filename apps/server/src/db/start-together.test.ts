import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@goodhours/domain';
import { ensureBuiltInRoles } from '../seed/roles.js';
import { testDatabaseUrl } from '../test/harness.js';
import { openDatabase } from './client.js';
import { rowsOf } from './raw.js';
import { sql } from 'drizzle-orm';

/**
 * Several instances started at once on an empty PostgreSQL database: each migrates and runs the
 * start-up steps as main.ts does. Without the migration lock two of three died on the race.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let url: string;
let admin: pg.Client;
const name = `goodhours_start_${String(process.pid)}`;

beforeAll(async () => {
  if (!onPostgres) return;
  admin = new pg.Client({ connectionString: await testDatabaseUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const u = new URL(await testDatabaseUrl());
  u.pathname = `/${name}`;
  url = u.toString();
});
afterAll(async () => {
  if (!onPostgres) return;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe.skipIf(!onPostgres)('instances starting together on an empty database', () => {
  it('all start: one migrates, the others wait for it and find nothing left to do', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })));
    try {
      const started = await Promise.allSettled(
        instances.map(async (database) => {
          await database.migrate();
          await database.exclusively('start-up', () => ensureBuiltInRoles(database.db));
        }),
      );
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const db = instances[0]!.db;
      const [migrations] = rowsOf<{ n: number; distinct: number }>(
        await db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`),
      );
      expect(migrations!.n).toBeGreaterThan(0);
      expect(migrations!.distinct).toBe(migrations!.n);
      const roles = rowsOf<{ role_name: string }>(await db.execute(sql`select role_name from roles`));
      expect(roles.map((r) => r.role_name).sort()).toEqual([...ROLES].sort());
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  });
});
