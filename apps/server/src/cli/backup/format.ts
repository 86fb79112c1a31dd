import { z } from 'zod';
import { CliError } from '../command.js';

/**
 * A Goodhours backup: gzip of newline-delimited JSON, the same for PGlite and PostgreSQL.
 *
 *   {"@":"header","format":"goodhours-backup","version":1,"migration":{...},"createdAt":"...","source":"pglite"}
 *   {"@":"sequence","name":"...","lastValue":"...","isCalled":true}     (sequences no column owns)
 *   {"@":"table","name":"users","columns":["id","email",...]}
 *   {...one row: to_jsonb(row), as PostgreSQL wrote it...}
 *   {"@":"end","name":"users","rows":42}
 *   ... every table of the public schema, referenced tables before the tables that reference them ...
 *   {"@":"end-of-backup","tables":59}
 *
 * Control lines start with `{"@":`; a row never does (PostgreSQL writes a row's keys shortest
 * first, and the backup refuses a column named "@"). Rows stay text from database to database:
 * never parsed in JavaScript, so numerics and bigints keep every digit.
 */
export const BACKUP_FORMAT = 'goodhours-backup';
export const BACKUP_VERSION = 1;
const CONTROL_PREFIX = '{"@":';

const migrationSchema = z.object({ hash: z.string().min(1), createdAt: z.number().int(), tag: z.string() });
export type MigrationId = z.infer<typeof migrationSchema>;

const headerSchema = z.object({
  '@': z.literal('header'),
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  migration: migrationSchema,
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
});
const sequenceSchema = z.object({ '@': z.literal('sequence'), name: z.string().min(1), lastValue: z.string(), isCalled: z.boolean() });
const tableSchema = z.object({ '@': z.literal('table'), name: z.string().min(1), columns: z.array(z.string().min(1)).min(1) });
const endSchema = z.object({ '@': z.literal('end'), name: z.string().min(1), rows: z.number().int().nonnegative() });
const endOfBackupSchema = z.object({ '@': z.literal('end-of-backup'), tables: z.number().int().nonnegative() });
const controlSchema = z.discriminatedUnion('@', [headerSchema, sequenceSchema, tableSchema, endSchema, endOfBackupSchema]);

export type BackupHeader = z.infer<typeof headerSchema>;
export type ControlRecord = z.infer<typeof controlSchema>;
/** A row is the text of one JSON object, exactly as PostgreSQL's to_jsonb wrote it. */
export type BackupRecord = ControlRecord | { '@': 'row'; text: string };

export function serializeRecord(record: BackupRecord): string {
  return record['@'] === 'row' ? record.text : JSON.stringify(record);
}

/** One line of a backup file; a line that is neither a control line nor a JSON object is damage. */
export function parseLine(line: string, lineNumber: number, file: string): BackupRecord {
  if (!line.startsWith(CONTROL_PREFIX)) {
    if (line.startsWith('{') && line.endsWith('}')) return { '@': 'row', text: line };
    throw damaged(file, lineNumber, 'a line is not a row');
  }
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw damaged(file, lineNumber, 'a line is not valid JSON');
  }
  const parsed = controlSchema.safeParse(value);
  if (!parsed.success) throw damaged(file, lineNumber, 'a line is not one this version of Goodhours understands');
  return parsed.data;
}

/** Checks the first line of a file: a clear refusal for anything that is not a Goodhours backup. */
export function parseHeaderLine(line: string | undefined, file: string): BackupHeader {
  let value: unknown;
  try {
    value = line === undefined ? undefined : JSON.parse(line);
  } catch {
    value = undefined;
  }
  const format = (value as { format?: unknown } | undefined)?.format;
  if (format !== BACKUP_FORMAT) throw new CliError(`${file} is not a Goodhours backup.`);
  const version = (value as { version?: unknown }).version;
  if (version !== BACKUP_VERSION) {
    throw new CliError(
      `${file} is a Goodhours backup of format version ${String(version)}; this version of Goodhours reads version ${BACKUP_VERSION}.`,
    );
  }
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success) throw new CliError(`${file} is a Goodhours backup with a damaged header.`);
  return parsed.data;
}

export function damaged(file: string, lineNumber: number, what: string): CliError {
  return new CliError(`${file} is damaged (line ${lineNumber}: ${what}). Nothing was restored.`);
}
