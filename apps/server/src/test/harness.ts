import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password.js';
import { TokenSigner } from '../auth/tokens.js';
import { FixedClock } from '../clock.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { ensureBuiltInRoles } from '../seed/roles.js';
import { users } from '../db/schema/index.js';

/**
 * This worker's PostgreSQL database when TEST_DB=postgres: TEST_DATABASE_URL's database with a
 * slot number after it (`goodhours_test_w1`), made on first use, so test files run side by side
 * without emptying each other's tables. The worker holds its slot with a session advisory lock for
 * as long as it lives, so no two workers take the same database, however the runner numbers them.
 *
 * With TEST_DATABASE_DIRECT_URL as well, TEST_DATABASE_URL is a pooler in transaction mode
 * (PgBouncer) in front of that server: the app queries through it and keeps LISTEN, session locks
 * and migrations on the direct address, as in production behind a pooler.
 */
let workerDatabase: Promise<string> | undefined;
function workerDatabaseName(): Promise<string> {
  workerDatabase ??= (async () => {
    const base = process.env.TEST_DATABASE_DIRECT_URL ?? process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const prefix = `${new URL(base).pathname.slice(1) || 'postgres'}_w`;
    const holder = new pg.Client({ connectionString: base });
    await holder.connect();
    for (let slot = 1; slot <= 64; slot++) {
      const name = `${prefix}${String(slot)}`;
      const taken = await holder.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [name]);
      if (!taken.rows[0]?.ok) continue;
      const found = await holder.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await holder.query(`create database "${name}"`);
      return name;
    }
    throw new Error('no free test database slot');
  })();
  return workerDatabase;
}

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The address the app's queries use (through the pooler when there is one). */
export async function testDatabaseUrl(): Promise<string> {
  return withDatabase(process.env.TEST_DATABASE_URL ?? '', await workerDatabaseName());
}

/** The direct address beside a pooler, or undefined without one. */
export async function testDatabaseDirectUrl(): Promise<string | undefined> {
  const direct = process.env.TEST_DATABASE_DIRECT_URL;
  return direct ? withDatabase(direct, await workerDatabaseName()) : undefined;
}

/**
 * One database per test worker (PGlite in memory, or this worker's PostgreSQL database when
 * TEST_DB=postgres), migrated once and emptied before each test.
 */
let shared: Promise<Database> | undefined;
function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const onPostgres = process.env.TEST_DB === 'postgres';
    const database = await openDatabase(onPostgres ? { url: await testDatabaseUrl(), directUrl: await testDatabaseDirectUrl() } : {});
    await database.migrate();
    return database;
  })();
  return shared;
}

export const PASSWORD = 'Goodhours!1';
let passwordHash: Promise<string> | undefined;

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  databaseDirectUrl: undefined,
  databasePoolSize: 10,
  logLevel: 'info',
  dataDir: '/tmp/goodhours-test',
  jwtSecret: 'test-secret-test-secret-test-secret-123',
  tokenTtlSeconds: 7 * 24 * 3600,
  smtpUrl: undefined,
  mailDeliveryIntervalMs: 10_000,
  mailPerMinute: 60,
  mailPerDay: 10_000,
  mailLeaseMs: 5 * 60_000,
  mailFrom: 'Goodhours <test@goodhours.local>',
  orgName: 'Harbour Volunteers',
  publicUrl: 'http://localhost:4500',
  webDist: undefined,
  production: false,
  seedDemo: false,
  trustProxy: false,
  testHooks: false,
};

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: FixedClock;
}

/** A fresh app on an emptied database with the built-in roles, at a fixed instant. */
export async function startTestApp(now = '2026-11-18T18:00:00Z', configOverrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const result: unknown = await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const { rows } = result as { rows: { tablename: string }[] };
  const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await ensureBuiltInRoles(database.db);
  const clock = new FixedClock(new Date(now));
  const ctx: AppContext = {
    db: database.db,
    database,
    clock,
    config: { ...testConfig, ...configOverrides },
    signer: new TokenSigner(testConfig.jwtSecret),
  };
  const app = await buildApp(ctx);
  return { app, ctx, clock };
}

export interface TestUser {
  id: string;
  email: string;
}

let counter = 0;
/** Creates a user with the given role (password `Goodhours!1`). */
export async function createUser(t: TestApp, role: string, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  counter++;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      email: `${role.toLowerCase().replace(/\s/g, '')}${counter}@test.goodhours.org`,
      firstName: role.split(' ')[0] ?? role,
      lastName: `Tester${counter}`,
      role,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function login(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const body = res.json<{ token?: string }>();
  if (!body.token) throw new Error(`login failed for ${email}: ${res.body}`);
  return body.token;
}

/** Creates a user of the role and signs them in. */
export async function signedIn(t: TestApp, role: string): Promise<TestUser & { token: string }> {
  const user = await createUser(t, role);
  return { ...user, token: await login(t, user.email) };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export function errorOf(res: LightMyRequestResponse): { code: string; message: string; fields?: Record<string, string> } {
  return res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>().error;
}

/** Opens (and migrates) this worker's test database, for a hook to wait on before the first test. */
export async function openTestDatabase(): Promise<void> {
  await testDatabase();
}
