import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { activeEmails, copyDataDir, countAll, fingerprints, refusedSignIns, runTool, seedDemoInto } from './test-kit.js';

const base = process.env.TEST_DATABASE_URL;
/** Only to name things when the tests are skipped. */
const baseUrl = base ?? 'postgres://127.0.0.1/unset';

/** PostgreSQL at `url`, for the length of `work`. */
async function withPostgres<T>(url: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

// Once, in the PostgreSQL run (CI sets TEST_DATABASE_URL): a database of its own, dropped after.
describe.runIf(base && process.env.TEST_DB === 'postgres')(
  'move-to-postgres, and backups between PostgreSQL and the embedded database',
  () => {
    // Made by beforeAll: a skipped suite leaves nothing behind.
    const dir = join(tmpdir(), `goodhours-cli-pg-${randomBytes(6).toString('hex')}`);
    const template = { DATA_DIR: join(dir, 'template') };
    const source = { DATA_DIR: join(dir, 'source') };
    const names = ['move', 'empty'].map((n) => `goodhours_cli_${n}_${randomBytes(4).toString('hex')}`);
    const urls = names.map((name) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString());
    const [moveUrl = '', emptyUrl = ''] = urls;
    let admin: pg.Client;
    let seeded: Map<string, number>;
    let seededPrints: Map<string, string>;

    beforeAll(async () => {
      mkdirSync(dir, { recursive: true });
      admin = new pg.Client({ connectionString: base });
      await admin.connect();
      for (const name of names) await admin.query(`create database "${name}"`);
      await runTool(['migrate'], template);
      copyDataDir(template.DATA_DIR, source.DATA_DIR);
      await seedDemoInto(source.DATA_DIR, async (database) => {
        seeded = await countAll(database);
        seededPrints = await fingerprints(database);
      });
    });
    afterAll(async () => {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
      // DROP DATABASE waits for a checkpoint, which a busy machine can make slow.
    }, 120_000);

    it('copies the embedded database into an empty PostgreSQL: the counts match and every person signs in', async () => {
      const moved = await runTool(['move-to-postgres', moveUrl], source);
      expect(moved.err).toBe('');
      expect(moved.code).toBe(0);
      expect(moved.out).toContain('All counts match');
      expect(moved.out).toContain(`DATABASE_URL='${moveUrl}' npm start`);
      await withPostgres(moveUrl, async (database) => {
        expect(await countAll(database)).toEqual(seeded);
        expect(await fingerprints(database)).toEqual(seededPrints);
        const emails = await activeEmails(database);
        expect(emails.length).toBeGreaterThan(40);
        expect(await refusedSignIns(database, emails)).toEqual([]);
      });
    });

    it('refuses a PostgreSQL database that is not empty', async () => {
      const again = await runTool(['move-to-postgres', moveUrl], source);
      expect(again.code).toBe(2);
      expect(again.err).toMatch(/^PostgreSQL at .* is not empty: it holds data \(in /);
    });

    it('backs up PostgreSQL and restores it into the embedded database', async () => {
      const file = join(dir, 'from-postgres.gz');
      // Signing in has added sessions since the move.
      const [expected, expectedPrints] = await withPostgres(
        moveUrl,
        async (database) => [await countAll(database), await fingerprints(database)] as const,
      );
      const backup = await runTool(['backup', file], { DATABASE_URL: moveUrl });
      expect(backup.code).toBe(0);
      const target = copyDataDir(template.DATA_DIR, join(dir, 'target'));
      const restore = await runTool(['restore', file], target);
      expect(restore.err).toBe('');
      expect(restore.code).toBe(0);
      const database = await openDatabase({ dataDir: join(target.DATA_DIR, 'pglite') });
      try {
        expect(await countAll(database)).toEqual(expected);
        expect(await fingerprints(database)).toEqual(expectedPrints);
        expect(await refusedSignIns(database, (await activeEmails(database)).slice(0, 2))).toEqual([]);
      } finally {
        await database.close();
      }
      // And back into PostgreSQL, migrating an empty database on the way.
      const back = await runTool(['restore', file], { DATABASE_URL: emptyUrl });
      expect(back.code).toBe(0);
      await withPostgres(emptyUrl, async (database) => expect(await fingerprints(database)).toEqual(expectedPrints));
    });

    it('says so when PostgreSQL cannot be reached', async () => {
      const unreachable = Object.assign(new URL(baseUrl), { port: '1' }).toString();
      const result = await runTool(['move-to-postgres', unreachable], source);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/^Cannot connect to PostgreSQL at [^ ]+:1\//);
    });
  },
);
