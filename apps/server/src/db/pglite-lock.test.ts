import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { lockDataDir } from './pglite-lock.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

// The embedded database's own rule: the PostgreSQL pass has nothing to add to it.
describe.skipIf(process.env.TEST_DB === 'postgres')('one process per embedded data directory', () => {
  it('refuses a second opening of the same directory, naming the process that holds it', async () => {
    root = mkdtempSync(join(tmpdir(), 'goodhours-lock-'));
    const dir = join(root, 'pglite');
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by process ${String(process.pid)}`);
    } finally {
      await first.close();
    }
    // Closed, the directory is free again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses while another process holds it', async () => {
    root = mkdtempSync(join(tmpdir(), 'goodhours-lock-'));
    const dir = join(root, 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, JSON.stringify({ pid: other.pid, host: hostname(), command: 'server', since: 'now' }));
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${String(other.pid)}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended', () => {
    root = mkdtempSync(join(tmpdir(), 'goodhours-lock-'));
    const dir = join(root, 'pglite');
    // Past the pid range in use: a process that no longer runs.
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 4_194_000, host: hostname(), command: 'crashed', since: 'then' }));
    const unlock = lockDataDir(dir);
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
