import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A direct connection to the same PostgreSQL, when DATABASE_URL goes through a pooler in
   * transaction mode: LISTEN/NOTIFY, session advisory locks and migrations use it, and queries
   * on DATABASE_URL use no named prepared statements.
   */
  databaseDirectUrl: string | undefined;
  /** Connections in the PostgreSQL pool of each instance. */
  databasePoolSize: number;
  /** pino's level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  /** How often queued mail is handed to SMTP. */
  mailDeliveryIntervalMs: number;
  /** Emails handed to SMTP at most per minute and per day, by every instance together (providers cap both). */
  mailPerMinute: number;
  mailPerDay: number;
  /** How long a sender holds the emails it claimed; after that, another instance takes them up. */
  mailLeaseMs: number;
  mailFrom: string;
  /** The organisation's name, heading every email. */
  orgName: string;
  publicUrl: string;
  webDist: string | undefined;
  production: boolean;
  trustProxy: boolean;
  /** Test-only endpoints (running jobs at a chosen instant); never in production. */
  testHooks: boolean;
  seedDemo: boolean;
  /** A tile server for the team locations map (`{z}/{x}/{y}` template); unset, the map draws the bundled world outline only. */
  mapTileUrl?: string | undefined;
  /** Plain text naming the tiles' source, shown on the map with them. */
  mapTileAttribution?: string;
  /** The share of visits that measure LCP, INP and CLS and report them (0 to 1; 0 turns it off). Unset: 0.1. */
  visitFiguresSampleRate?: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelFrom(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level as LogLevel;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/**
 * The JWT secret: JWT_SECRET when set. Outside production a random secret is created once and
 * kept in the data folder, so sessions survive restarts without any set-up.
 */
function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  if (production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * MAP_TILE_URL: an https address (or a path of this server, behind the same proxy) with {z}, {x}
 * and {y}. The page's Content-Security-Policy lets images come from https only.
 */
function mapTileUrlFrom(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^(https:\/\/[^/]|\/[^/])/.test(url) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an https:// address or a /path with {z}, {x} and {y}, got "${url}"`);
  }
  return url;
}

/** The share of visits that report when VISIT_FIGURES_SAMPLE_RATE is not set: one in ten. */
export const DEFAULT_VISIT_SAMPLE_RATE = 0.1;

/** VISIT_FIGURES_SAMPLE_RATE: a share of visits from 0 (none report) to 1 (every visit does). */
function sampleRateFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_VISIT_SAMPLE_RATE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`VISIT_FIGURES_SAMPLE_RATE must be a number from 0 to 1, got "${value}"`);
  return rate;
}

function testHooksFrom(env: NodeJS.ProcessEnv, production: boolean): boolean {
  if (env.GOODHOURS_TEST_HOOKS !== '1') return false;
  if (production) throw new Error('GOODHOURS_TEST_HOOKS cannot be used with NODE_ENV=production');
  return true;
}

/** DATA_DIR, made absolute (default ./data): the embedded database and the generated JWT secret live there. */
export const dataDirFrom = (env: NodeJS.ProcessEnv): string => resolve(env.DATA_DIR ?? 'data');

/** Where the embedded database keeps its files inside the data folder. */
export const embeddedDatabaseDir = (dataDir: string): string => join(dataDir, 'pglite');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = dataDirFrom(env);
  const port = intFrom(env.PORT, 4500, 'PORT');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    logLevel: logLevelFrom(env.LOG_LEVEL),
    dataDir,
    jwtSecret: jwtSecretFrom(env, dataDir, production),
    tokenTtlSeconds: intFrom(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600, 'TOKEN_TTL_SECONDS'),
    smtpUrl: env.SMTP_URL || undefined,
    mailDeliveryIntervalMs: intFrom(env.MAIL_DELIVERY_INTERVAL_MS, 10_000, 'MAIL_DELIVERY_INTERVAL_MS'),
    mailPerMinute: intFrom(env.MAIL_PER_MINUTE, 60, 'MAIL_PER_MINUTE'),
    mailPerDay: intFrom(env.MAIL_PER_DAY, 10_000, 'MAIL_PER_DAY'),
    mailLeaseMs: intFrom(env.MAIL_LEASE_MS, 5 * 60_000, 'MAIL_LEASE_MS'),
    mailFrom: env.MAIL_FROM ?? 'Goodhours <no-reply@goodhours.local>',
    orgName: env.ORG_NAME?.trim() || 'Goodhours',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: env.WEB_DIST,
    production,
    trustProxy: env.TRUST_PROXY === '1',
    testHooks: testHooksFrom(env, production),
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    mapTileUrl: mapTileUrlFrom(env.MAP_TILE_URL),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() ?? '',
    visitFiguresSampleRate: sampleRateFrom(env.VISIT_FIGURES_SAMPLE_RATE),
  };
}

/** What an operator should hear at start: settings that work but will hurt in production. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && !config.publicUrl.startsWith('https:')) {
    warnings.push(
      `PUBLIC_URL is ${config.publicUrl}: in production it should be an https:// address (links in emails, unsubscribe links and secure cookies need it).`,
    );
  }
  if (config.databaseDirectUrl && !config.databaseUrl) warnings.push('DATABASE_DIRECT_URL is set without DATABASE_URL: it is ignored.');
  return warnings;
}
