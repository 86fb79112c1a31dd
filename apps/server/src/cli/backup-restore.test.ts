import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../db/raw.js';
import { activeEmails, copyDataDir, countAll, fingerprints, refusedSignIns, runTool, seedDemoInto } from './test-kit.js';

/** Rows of the statements' last (one statement at a time: prepared statements take one). */
async function query<T>(database: Database, text: string): Promise<T[]> {
  let rows: T[] = [];
  for (const statement of text.split(';').filter((s) => s.trim())) rows = rowsOf<T>(await database.db.execute(sql.raw(statement)));
  return rows;
}

/**
 * Tables the app does not have, beside the demo: a self-reference, a cycle of two tables (one key
 * NOT NULL), identity and generated columns, serials, a sequence no column owns, and values that
 * lose precision or escaping easily.
 */
async function addAwkwardTables(database: Database): Promise<void> {
  await query(
    database,
    `
    create table cli_tree (id integer generated always as identity primary key, parent_id integer references cli_tree,
      name text not null, name_length integer generated always as (length(name)) stored);
    create table cli_a (id serial primary key, b_id integer);
    create table cli_b (id serial primary key, a_id integer not null references cli_a);
    alter table cli_a add constraint cli_a_b foreign key (b_id) references cli_b;
    create sequence cli_tickets start 100;
    create table cli_values (id integer primary key, amount numeric, ratio float8, special float8, at timestamptz, day date,
      data bytea, tags text[], doc jsonb, note text, big bigint);`,
  );
}

async function fillAwkwardTables(database: Database): Promise<void> {
  await query(
    database,
    `
    insert into cli_tree (name) values ('root'), ('branch'), ('leaf');
    update cli_tree set parent_id = 2 where id = 1;
    update cli_tree set parent_id = 1 where id = 2;
    update cli_tree set parent_id = 2 where id = 3;
    insert into cli_a (b_id) values (null), (null);
    insert into cli_b (a_id) values (2), (1);
    update cli_a set b_id = 3 - id;
    select nextval('cli_tickets'), nextval('cli_tickets'), nextval('cli_tickets');
    insert into cli_values values (1, 12345678901234567890.123456789, 0.1 + 0.2, 'NaN', '2026-03-08 09:59:59.123456+00', '2024-02-29',
      '\\x00ff10', array['a', 'b "quoted"', null], '{"a": [1, null, {"b": "x"}], "n": 1.50}', E'line\\nbreak \\u00e9 \\u2603 ''quote''',
      9007199254740993), (2, null, null, '-Infinity', null, null, null, null, null, null, null);`,
  );
}

describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore (embedded database)', () => {
  // Made by beforeAll: a skipped suite leaves nothing behind.
  const dir = join(tmpdir(), `goodhours-cli-${randomBytes(6).toString('hex')}`);
  const template = { DATA_DIR: join(dir, 'template') };
  const source = { DATA_DIR: join(dir, 'source') };
  const target = { DATA_DIR: join(dir, 'target') };
  const file = join(dir, 'demo.goodhours.gz');
  let seeded: Map<string, number>;
  let seededPrints: Map<string, string>;
  let migrated: { out: string }[];

  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    migrated = [await runTool(['migrate'], template), await runTool(['migrate'], template)];
    copyDataDir(template.DATA_DIR, source.DATA_DIR);
    copyDataDir(template.DATA_DIR, target.DATA_DIR);
    await seedDemoInto(source.DATA_DIR, async (database) => {
      await addAwkwardTables(database);
      await fillAwkwardTables(database);
      seeded = await countAll(database);
      seededPrints = await fingerprints(database);
    });
    // The target has the same schema: the app's, and the same extra tables.
    const database = await openDatabase({ dataDir: join(target.DATA_DIR, 'pglite') });
    await addAwkwardTables(database);
    await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up the demo and restores it into a fresh database: every count matches, people sign in', async () => {
    const backup = await runTool(['backup', file], source);
    expect(backup).toMatchObject({ code: 0, err: '' });
    expect(backup.out).toMatch(/time_entries\s+\d+/);

    const restore = await runTool(['restore', file], target);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toContain(`Restored ${file} into the embedded database in ${join(target.DATA_DIR, 'pglite')}`);

    const database = await openDatabase({ dataDir: join(target.DATA_DIR, 'pglite') });
    try {
      expect(await countAll(database)).toEqual(seeded);
      expect(seeded.get('users')).toBeGreaterThan(40);
      expect(await fingerprints(database)).toEqual(seededPrints);
      expect(await query(database, `select amount::text, big::text, data::text, note from cli_values where id = 1`)).toEqual([
        { amount: '12345678901234567890.123456789', big: '9007199254740993', data: '\\x00ff10', note: "line\nbreak é ☃ 'quote'" },
      ]);
      const emails = await activeEmails(database);
      expect(await refusedSignIns(database, emails.slice(0, 3))).toEqual([]);
      // The cycles came back whole, generated columns were computed, sequences go on after the rows.
      expect(await query(database, 'select id, parent_id, name_length from cli_tree order by id')).toEqual([
        { id: 1, parent_id: 2, name_length: 4 },
        { id: 2, parent_id: 1, name_length: 6 },
        { id: 3, parent_id: 2, name_length: 4 },
      ]);
      expect(await query(database, 'select a.id, b.a_id from cli_a a join cli_b b on b.id = a.b_id order by a.id')).toEqual([
        { id: 1, a_id: 1 },
        { id: 2, a_id: 2 },
      ]);
      await query(database, `insert into cli_tree (name) values ('new'); insert into cli_a default values`);
      expect(
        await query(
          database,
          `select max(t.id) as tree, (select max(id) from cli_a) as a, nextval('cli_tickets')::int as ticket from cli_tree t`,
        ),
      ).toEqual([{ tree: 4, a: 3, ticket: 103 }]);
    } finally {
      await database.close();
    }
  });

  it('refuses a database holding data without --force; a failed forced restore leaves it as it was', async () => {
    const refused = await runTool(['restore', file], target);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('already holds data');
    expect(refused.err).toContain('--force');

    // Cut short: the header is fine, the rest ends early. Forced, it empties nothing after all.
    const whole = readFileSync(file);
    const cut = join(dir, 'cut.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const failed = await runTool(['restore', cut, '--force'], target);
    expect(failed).toMatchObject({ code: 2, out: '' });
    expect(failed.err).toContain('incomplete');

    const forced = await runTool(['restore', file, '--force'], target);
    expect(forced.code).toBe(0);
    const database = await openDatabase({ dataDir: join(target.DATA_DIR, 'pglite') });
    try {
      expect(await countAll(database)).toEqual(seeded);
      expect(await fingerprints(database)).toEqual(seededPrints);
    } finally {
      await database.close();
    }
  });

  it('refuses what is not a backup, with exit 2 and no stack trace', async () => {
    const garbage = join(dir, 'garbage.gz');
    writeFileSync(garbage, 'not gzip at all');
    const text = join(dir, 'text.gz');
    writeFileSync(text, gzipSync('{"hello":"world"}\n'));
    const newer = join(dir, 'newer.gz');
    const header = { '@': 'header', format: 'goodhours-backup', version: 1, createdAt: '', source: 'pglite' };
    writeFileSync(newer, gzipSync(`${JSON.stringify({ ...header, migration: { hash: 'x', createdAt: 9e15, tag: '9999_future' } })}\n`));
    const cases: [string[], RegExp][] = [
      [['restore', garbage], /is not a Goodhours backup/],
      [['restore', text], /is not a Goodhours backup/],
      [['restore', newer], /newer version of Goodhours \(migration 9999_future\)/],
      [['restore', join(dir, 'missing.gz')], /does not exist/],
      [['restore', dir], /is not a file/],
      [['restore'], /Missing arguments/],
      [['restore', file, '--everything'], /Unknown option --everything/],
      [['backup', file], /already exists/],
      [['backup', join(dir, 'nowhere', 'b.gz')], /folder .* does not exist/],
      [['move-to-postgres', 'not a url'], /is not a PostgreSQL address/],
      [['no-such-command'], /Unknown command "no-such-command"/],
    ];
    for (const [argv, message] of cases) {
      const result = await runTool(argv, target);
      expect({ argv, code: result.code, err: result.err }).toEqual({ argv, code: 2, err: expect.stringMatching(message) });
      expect(result.err).not.toMatch(/\n\s+at /);
    }
  });

  it('refuses to back up an embedded database that is not there', async () => {
    const result = await runTool(['backup', join(dir, 'none.gz')], { DATA_DIR: join(dir, 'nothing-here') });
    expect(result.code).toBe(2);
    expect(result.err).toContain('There is no embedded database in');
  });

  it('migrates, then says it is up to date', () => {
    expect(migrated[0]?.out).toMatch(/^Applied \d+ migration\(s\)/);
    expect(migrated[1]?.out).toMatch(/^Up to date/);
  });

  it('lists every command with its usage', async () => {
    const help = await runTool(['--help'], {});
    expect(help.code).toBe(0);
    for (const usage of [
      'migrate',
      'backup <file>',
      'restore <file> [--force]',
      'move-to-postgres <DATABASE_URL>',
      'create-owner',
      'reset-password',
    ]) {
      expect(help.out).toContain(usage);
    }
  });
});
