import { checkWritable, writeBackupFile } from '../backup/write.js';
import { printCounts } from '../backup/report.js';
import { operatorPath, readArguments } from '../arguments.js';
import type { CliCommand } from '../command.js';
import { addressFromEnv, describeAddress, withDatabase } from '../open-database.js';

const USAGE = 'backup <file>';

export const backupCommand: CliCommand = {
  name: 'backup',
  usage: USAGE,
  summary:
    'Write the whole database to a new file (gzip). PostgreSQL: runs beside the live server. Embedded database: stop the server first',
  async run(args, io, env) {
    const { positionals } = readArguments(args, USAGE, { positionals: 1 });
    const file = operatorPath(env, positionals[0] ?? '');
    checkWritable(file);
    const address = addressFromEnv(env);
    const counts = await withDatabase(address, { mustExist: true }, (database) => writeBackupFile(database, file));
    io.out(`Backed up ${describeAddress(address)} to ${file}:`);
    printCounts(io, counts);
    return 0;
  },
};
