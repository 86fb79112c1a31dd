import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { TokenSigner } from './auth/tokens.js';

/** What every service needs, built once per app and handed to routes. */
export interface AppContext {
  db: Db;
  database: Database;
  clock: Clock;
  config: Config;
  signer: TokenSigner;
}
