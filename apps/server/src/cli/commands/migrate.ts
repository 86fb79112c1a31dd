import { appliedCount, latestApplied } from '../backup/migrations.js';
import { readArguments } from '../arguments.js';
import type { CliCommand } from '../command.js';
import { addressFromEnv, describeAddress, withDatabase } from '../open-database.js';

const USAGE = 'migrate';

export const migrateCommand: CliCommand = {
  name: 'migrate',
  usage: USAGE,
  summary: 'Run the database migrations (the server also runs them when it starts)',
  async run(args, io, env) {
    readArguments(args, USAGE, { positionals: 0 });
    const address = addressFromEnv(env);
    return withDatabase(address, { mustExist: false }, async (database) => {
      const before = await appliedCount(database.db);
      await database.migrate();
      const after = await appliedCount(database.db);
      const latest = await latestApplied(database.db);
      const where = `${describeAddress(address)}, at migration ${latest?.tag ?? 'none'}`;
      io.out(after === before ? `Up to date: ${where}.` : `Applied ${String(after - before)} migration(s): ${where}.`);
      return 0;
    });
  },
};
