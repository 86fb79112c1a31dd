import { createReadStream, existsSync, statSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { CliError } from '../command.js';
import { parseHeaderLine, parseLine, type BackupHeader, type BackupRecord } from './format.js';

/** Checks that `file` can be read, before any database is opened. */
export function checkReadable(file: string): void {
  if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
  if (!statSync(file).isFile()) throw new CliError(`${file} is not a file.`);
}

async function* linesOf(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of chunks) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** A read error in words an operator can act on: damage and permissions are theirs to fix (exit 2). */
function readError(file: string, err: unknown): unknown {
  if (err instanceof CliError) return err;
  const raw = (err as { code?: unknown }).code;
  const code = typeof raw === 'string' ? raw : '';
  if (code.startsWith('Z_') || code === 'ERR_STRING_TOO_LONG') {
    const incomplete = (err as Error).message.includes('unexpected end of file');
    return new CliError(incomplete ? `${file} is incomplete (it ends early). Nothing was restored.` : `${file} is not a Goodhours backup.`);
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EISDIR') return new CliError(`Cannot read ${file}: ${(err as Error).message}`);
  return err;
}

/** The records of a backup file, read as a stream: the first is always its header. */
export async function* readBackupFile(file: string): AsyncGenerator<BackupRecord> {
  checkReadable(file);
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  try {
    let lineNumber = 0;
    for await (const line of linesOf(input.pipe(gunzip))) {
      lineNumber++;
      yield lineNumber === 1 ? parseHeaderLine(line, file) : parseLine(line, lineNumber, file);
    }
    if (lineNumber === 0) throw new CliError(`${file} is empty: it is not a Goodhours backup.`);
  } catch (err) {
    throw readError(file, err);
  } finally {
    input.destroy();
  }
}

/** The header of a backup file, read alone (the file is closed again). */
export async function readHeader(file: string): Promise<BackupHeader> {
  for await (const record of readBackupFile(file)) {
    if (record['@'] === 'header') return record;
    break;
  }
  throw new CliError(`${file} is not a Goodhours backup.`);
}
