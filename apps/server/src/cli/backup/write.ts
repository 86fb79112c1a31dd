import { sql } from 'drizzle-orm';
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';
import { CliError } from '../command.js';
import { readCatalog, tableRef } from './catalog.js';
import { BACKUP_FORMAT, BACKUP_VERSION, serializeRecord, type BackupRecord } from './format.js';
import { latestApplied } from './migrations.js';
import { planTables } from './plan.js';

/** Rows fetched from the cursor at a time: memory stays flat whatever the table's size. */
const FETCH_ROWS = 1000;

/** The snapshot every backup reads: one consistent view, even beside a live server on PostgreSQL. */
export const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * The whole database as backup records, read inside `tx` (which should be a SNAPSHOT transaction).
 * Each table is read through a server-side cursor, a batch of rows at a time.
 */
export async function* backupRecords(tx: Tx, source: Database['kind']): AsyncGenerator<BackupRecord> {
  const migration = await latestApplied(tx);
  if (!migration) throw new CliError('This database has no Goodhours tables yet (it was never migrated): there is nothing to back up.');
  const catalog = await readCatalog(tx);
  for (const t of catalog.tables) {
    if (t.columns.some((c) => c.name === '@')) throw new CliError(`Table ${t.name} has a column named "@", which a backup cannot hold.`, 1);
  }
  const plans = planTables(catalog);
  yield { '@': 'header', format: BACKUP_FORMAT, version: BACKUP_VERSION, migration, createdAt: new Date().toISOString(), source };

  for (const s of catalog.sequences.filter((seq) => !seq.owner)) {
    const [state] = rowsOf<{ last_value: string; is_called: boolean }>(
      await tx.execute(sql.raw(`select last_value::text as last_value, is_called from ${tableRef(s.name)}`)),
    );
    if (state) yield { '@': 'sequence', name: s.name, lastValue: state.last_value, isCalled: state.is_called };
  }

  for (const { table } of plans) {
    yield { '@': 'table', name: table.name, columns: table.columns.map((c) => c.name) };
    await tx.execute(sql.raw(`declare goodhours_backup no scroll cursor for select to_jsonb(t)::text as r from ${tableRef(table.name)} t`));
    let rows = 0;
    for (;;) {
      const batch = rowsOf<{ r: string }>(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from goodhours_backup`)));
      for (const row of batch) yield { '@': 'row', text: row.r };
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
    await tx.execute(sql.raw(`close goodhours_backup`));
    yield { '@': 'end', name: table.name, rows };
  }
  yield { '@': 'end-of-backup', tables: plans.length };
}

/** Row counts per table, as the backup's `end` records pass by. */
export async function* countingEnds(records: AsyncIterable<BackupRecord>, counts: Map<string, number>): AsyncGenerator<BackupRecord> {
  for await (const record of records) {
    if (record['@'] === 'end') counts.set(record.name, record.rows);
    yield record;
  }
}

/** The file's text, in chunks of about 64 KB (a write per row would cost more than the rows). */
async function* text(records: AsyncIterable<BackupRecord>): AsyncGenerator<string> {
  let chunk = '';
  for await (const record of records) {
    chunk += `${serializeRecord(record)}\n`;
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Refuses a backup file that exists already, or whose folder does not. */
export function checkWritable(file: string): void {
  if (existsSync(file)) throw new CliError(`${file} already exists: choose another name, or delete it first.`);
  const dir = dirname(file);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`Cannot write ${file}: the folder ${dir} does not exist.`);
}

/**
 * Writes a gzip backup of the database to `file`, which must not exist yet. The file appears only
 * once complete (written beside it under another name, then renamed). Answers rows per table.
 */
export async function writeBackupFile(database: Database, file: string): Promise<Map<string, number>> {
  checkWritable(file);
  const dir = dirname(file);
  const partial = join(dir, `.${basename(file)}.${String(process.pid)}.partial`);
  const counts = new Map<string, number>();
  try {
    await database.db.transaction(async (tx) => {
      const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      await pipeline(Readable.from(text(countingEnds(backupRecords(tx, database.kind), counts))), createGzip(), out);
    }, SNAPSHOT);
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    const code = (err as { code?: unknown }).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOSPC') {
      throw new CliError(`Cannot write ${file}: ${(err as Error).message}`);
    }
    throw err;
  }
  return counts;
}
