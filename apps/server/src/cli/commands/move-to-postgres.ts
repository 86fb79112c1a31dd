import type { Database } from '../../db/client.js';
import { countRows, readCatalog, tablesWithData } from '../backup/catalog.js';
import { restoreInto } from '../backup/restore.js';
import { backupRecords, SNAPSHOT } from '../backup/write.js';
import { readArguments } from '../arguments.js';
import { CliError, type CliCommand, type CliIo } from '../command.js';
import { describeAddress, embeddedAddress, hidePassword, postgresAddress, withDatabase } from '../open-database.js';

const USAGE = 'move-to-postgres <DATABASE_URL>';

/**
 * Refuses a PostgreSQL database that holds anything but Goodhours's own empty tables, before
 * migrating it: an operator's typo must not put our tables into another application's database.
 */
async function checkEmpty(target: Database, source: Database, name: string): Promise<void> {
  const ours = new Set((await readCatalog(source.db)).tables.map((t) => t.name));
  const catalog = await readCatalog(target.db);
  const foreign = catalog.tables.filter((t) => !ours.has(t.name)).map((t) => t.name);
  if (foreign.length > 0) {
    throw new CliError(
      `${name} is not empty: it has tables that are not Goodhours's (${foreign.slice(0, 6).join(', ')}). Give an empty database.`,
    );
  }
  const withData = await tablesWithData(target.db, catalog);
  if (withData.length > 0) {
    throw new CliError(`${name} is not empty: it holds data (in ${withData.slice(0, 6).join(', ')}). Give an empty database.`);
  }
}

/** Both sides' counts, one table a line; answers the tables whose counts differ. */
async function compareCounts(io: CliIo, source: Database, target: Database): Promise<string[]> {
  const tables = (await readCatalog(source.db)).tables.map((t) => t.name);
  const [before, after] = [await countRows(source.db, tables), await countRows(target.db, tables)];
  const width = Math.max(...tables.map((t) => t.length), 5);
  io.out(`  ${'table'.padEnd(width)}  ${'embedded'.padStart(9)}  ${'postgres'.padStart(9)}`);
  const differ: string[] = [];
  for (const t of tables) {
    const [a, b] = [before.get(t) ?? 0, after.get(t)];
    if (a !== b) differ.push(t);
    if (a > 0 || a !== b)
      io.out(`  ${t.padEnd(width)}  ${String(a).padStart(9)}  ${String(b ?? 'missing').padStart(9)}${a !== b ? '  DIFFERS' : ''}`);
  }
  return differ;
}

export const moveToPostgresCommand: CliCommand = {
  name: 'move-to-postgres',
  usage: USAGE,
  summary: 'Copy the embedded database (DATA_DIR) into an empty PostgreSQL database. Stop the server first',
  async run(args, io, env) {
    const { positionals } = readArguments(args, USAGE, { positionals: 1 });
    const url = positionals[0] ?? '';
    const targetAddress = postgresAddress(url);
    const sourceAddress = embeddedAddress(env);
    const [sourceName, targetName] = [describeAddress(sourceAddress), describeAddress(targetAddress)];
    return withDatabase(sourceAddress, { mustExist: true }, (source) =>
      withDatabase(targetAddress, { mustExist: false }, async (target) => {
        await checkEmpty(target, source, targetName);
        await source.db.transaction(
          (tx) =>
            restoreInto(target, backupRecords(tx, source.kind), {
              source: sourceName,
              target: targetName,
              force: false,
              nonEmptyAdvice: 'Give an empty database.',
            }),
          SNAPSHOT,
        );
        io.out(`Copied ${sourceName} into ${targetName}. Rows on both sides:`);
        const differ = await compareCounts(io, source, target);
        if (differ.length > 0) {
          io.err(`The counts differ in ${differ.join(', ')}: do not switch to PostgreSQL yet.`);
          return 1;
        }
        io.out('');
        io.out(
          'All counts match. Next: start the server on PostgreSQL, keeping the same DATA_DIR (it holds the JWT secret, unless JWT_SECRET is set):',
        );
        io.out(`  DATABASE_URL='${hidePassword(url)}' npm start`);
        io.out(`The embedded database in ${sourceAddress.dataDir} is left as it was; keep it until you are sure.`);
        return 0;
      }),
    );
  },
};
