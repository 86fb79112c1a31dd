import { readBackupFile, readHeader } from '../backup/read.js';
import { printCounts } from '../backup/report.js';
import { checkKnown, restoreInto } from '../backup/restore.js';
import { operatorPath, readArguments } from '../arguments.js';
import type { CliCommand } from '../command.js';
import { addressFromEnv, describeAddress, withDatabase } from '../open-database.js';

const USAGE = 'restore <file> [--force]';

export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: USAGE,
  summary:
    'Replace the database with a backup (made from the embedded database or PostgreSQL alike); one holding data needs --force. Stop the server first',
  async run(args, io, env) {
    const { positionals, flags } = readArguments(args, USAGE, { positionals: 1, flags: ['--force'] });
    const file = operatorPath(env, positionals[0] ?? '');
    // A file that is not a backup, or too new, is refused before any database is touched.
    checkKnown(await readHeader(file), file);
    const address = addressFromEnv(env);
    const target = describeAddress(address);
    const counts = await withDatabase(address, { mustExist: false }, (database) =>
      restoreInto(database, readBackupFile(file), {
        source: file,
        target,
        force: flags.has('--force'),
        nonEmptyAdvice: 'A restore replaces everything in it: run again with --force to empty it first.',
      }),
    );
    io.out(`Restored ${file} into ${target}:`);
    printCounts(io, counts);
    return 0;
  },
};
