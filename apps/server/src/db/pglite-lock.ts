import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { hostname } from 'node:os';

/**
 * One process owns an embedded data directory: PGlite has no server between processes, so two
 * processes on one directory would each see only their own writes and corrupt it. The owner
 * keeps `<dir>.lock` (its pid, host, command and start); another process is refused with a
 * message naming it. A lock left by a process that no longer runs is taken over.
 */
interface LockHolder {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the directory's lock or throws `DataDirInUseError`; answers the function that gives it back. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname(), command: process.argv.slice(1).join(' '), since: new Date().toISOString() };
  // Written whole beside it, then linked into place: the link fails if the lock exists, and a
  // lock that exists is always complete.
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${String(process.pid)}`;
  writeFileSync(draft, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, file);
        return () => {
          if (readHolder(file)?.pid === me.pid) unlinkSync(file);
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(file);
      if (holder && (holder.host !== me.host || alive(holder.pid))) {
        throw new DataDirInUseError(
          `The embedded database in ${dir} is in use by process ${String(holder.pid)} on ${holder.host} (${holder.command}, since ${holder.since}). ` +
            'Stop that process first: only one process may open an embedded database. Several servers need PostgreSQL (DATABASE_URL).',
        );
      }
      // Left by a process that has ended: take it over.
      try {
        unlinkSync(file);
      } catch {
        // Another process took it over first: try again.
      }
    }
  } finally {
    unlinkSync(draft);
  }
  throw new DataDirInUseError(`Could not take the lock on the embedded database in ${dir} (${file}).`);
}
