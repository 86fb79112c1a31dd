import { TokenSigner } from '../auth/tokens.js';
import { systemClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { ensureBuiltInRoles } from '../seed/roles.js';
import { CliError } from './command.js';
import { addressFromEnv, openAddress } from './open-database.js';

export interface CliSession {
  config: Config;
  database: Database;
  /** What services take, as the server builds it (main.ts), on the real clock. */
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Opens the configuration and the database the way the server does (main.ts): the same variables,
 * migrations run, the built-in roles present. A configuration the server would refuse is a
 * CliError (its message printed, exit 2). Close it when done: PGlite's directory has one owner.
 */
export async function openForCli(env: NodeJS.ProcessEnv): Promise<CliSession> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  const database = await openAddress(addressFromEnv(env), { mustExist: false });
  try {
    await database.migrate();
    await ensureBuiltInRoles(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const ctx: AppContext = { db: database.db, database, clock: systemClock, config, signer: new TokenSigner(config.jwtSecret) };
  return { config, database, ctx, close: () => database.close() };
}

/** Runs `work` with the database open, and closes it whatever happens. */
export async function withCliSession<T>(env: NodeJS.ProcessEnv, work: (session: CliSession) => Promise<T>): Promise<T> {
  const session = await openForCli(env);
  try {
    return await work(session);
  } finally {
    await session.close();
  }
}
