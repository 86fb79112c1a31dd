import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.js';
import { CliError } from '../command.js';
import { countRows, ident, literal, readCatalog, tableRef, tablesWithData, type Catalog } from './catalog.js';
import type { BackupHeader, BackupRecord } from './format.js';
import { TableLoader } from './load-table.js';
import { knownMigrations, latestApplied, sameMigration } from './migrations.js';
import { planTables, type TablePlan } from './plan.js';

export interface RestoreOptions {
  /** Names the backup in messages: a file, or "the embedded database". */
  source: string;
  /** Names the target in messages. */
  target: string;
  /** Empty a target that holds data first; without it such a target is refused. */
  force: boolean;
  /** What to tell an operator whose target holds data. */
  nonEmptyAdvice: string;
}

/**
 * Restores a stream of backup records into `database`: migrates it, checks that the backup was
 * made at the same migration, then, in ONE transaction, turns its triggers off, empties it,
 * inserts every table in foreign-key order, sets the keys of cycles, resets the sequences, turns
 * the triggers back on and checks every count. A refusal or a failure at any point leaves the
 * target as it was. Answers rows per table.
 */
export async function restoreInto(
  database: Database,
  records: AsyncIterable<BackupRecord>,
  opts: RestoreOptions,
): Promise<Map<string, number>> {
  const stream = records[Symbol.asyncIterator]();
  const first = await stream.next();
  if (first.done || first.value['@'] !== 'header') throw new CliError(`${opts.source} is not a Goodhours backup.`);
  const header = first.value;
  checkKnown(header, opts.source);
  try {
    await database.migrate();
    return await restoreInTransaction(database, header, stream, opts);
  } finally {
    await stream.return?.();
  }
}

async function restoreInTransaction(
  database: Database,
  header: BackupHeader,
  stream: AsyncIterator<BackupRecord>,
  opts: RestoreOptions,
): Promise<Map<string, number>> {
  return database.db.transaction(async (tx) => {
    const current = await latestApplied(tx);
    if (!current || !sameMigration(current, header.migration)) {
      throw new CliError(
        `${opts.source} was made at migration ${header.migration.tag}, but ${opts.target} is at ${current?.tag ?? 'none'}. ` +
          'Restore it into an empty database with the version of Goodhours that made it; a newer version then migrates it when it starts.',
      );
    }
    const catalog = await readCatalog(tx);
    const withData = await tablesWithData(tx, catalog);
    if (withData.length > 0 && !opts.force) {
      throw new CliError(`${capitalised(opts.target)} already holds data (in ${listed(withData)}). ${opts.nonEmptyAdvice}`);
    }
    // The rows are copied as they were: triggers (running totals kept by the database) must not
    // add them up again. Turned off inside this transaction, so no one else ever sees them off.
    const triggered = catalog.tables.filter((t) => t.userTriggers).map((t) => tableRef(t.name));
    for (const t of triggered) await tx.execute(sql.raw(`alter table ${t} disable trigger user`));
    if (catalog.tables.length > 0) await tx.execute(sql.raw(`truncate ${catalog.tables.map((t) => tableRef(t.name)).join(', ')}`));
    const expected = await loadTables(tx, catalog, planTables(catalog), { [Symbol.asyncIterator]: () => stream }, opts.source);
    for (const t of triggered) await tx.execute(sql.raw(`alter table ${t} enable trigger user`));
    const counts = await countRows(
      tx,
      catalog.tables.map((t) => t.name),
    );
    const wrong = [...expected].filter(([table, rows]) => counts.get(table) !== rows);
    if (wrong.length > 0)
      throw new Error(`Restored row counts differ from the backup's in ${listed(wrong.map(([t]) => t))}; nothing was restored.`);
    return counts;
  });
}

/** Refuses a backup made at a migration this version of Goodhours does not ship. */
export function checkKnown(header: BackupHeader, source: string): void {
  const known = knownMigrations();
  if (known.some((m) => sameMigration(m, header.migration))) return;
  const newest = known.at(-1);
  throw new CliError(
    newest && header.migration.createdAt > newest.createdAt
      ? `${source} was made by a newer version of Goodhours (migration ${header.migration.tag}): restore it with that version or a later one.`
      : `${source} was made at migration ${header.migration.tag}, which this version of Goodhours does not know.`,
  );
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const listed = (tables: string[]): string =>
  tables.length > 6 ? `${tables.slice(0, 6).join(', ')} and ${tables.length - 6} more` : tables.join(', ');

/** Reads the records after the header, table by table; answers the rows the backup says each table has. */
async function loadTables(tx: Tx, catalog: Catalog, plans: TablePlan[], records: AsyncIterable<BackupRecord>, source: string) {
  const planOf = new Map(plans.map((p) => [p.table.name, p]));
  const damaged = (what: string) => new CliError(`${source} is damaged or does not match this database: ${what}. Nothing was restored.`);
  for (const plan of plans) {
    for (const fk of plan.deferred) await tx.execute(sql.raw(`set constraints public.${ident(fk.name)} deferred`));
  }
  const expected = new Map<string, number>();
  const loaders: TableLoader[] = [];
  const sequences = new Map<string, { lastValue: string; isCalled: boolean }>();
  let loader: TableLoader | undefined;
  let finished = false;
  for await (const record of records) {
    if (finished) throw damaged('there is more after its end');
    switch (record['@']) {
      case 'sequence':
        sequences.set(record.name, record);
        break;
      case 'table': {
        if (loader) throw damaged(`table ${record.name} starts inside another table`);
        const plan = planOf.get(record.name);
        if (!plan) throw damaged(`it has a table ${record.name}, which this database does not have`);
        if (expected.has(record.name)) throw damaged(`table ${record.name} appears twice`);
        const ours = plan.table.columns.map((c) => c.name).sort();
        if (ours.join(',') !== [...record.columns].sort().join(',')) throw damaged(`table ${record.name} has other columns`);
        const missing = waitingFor(plan, catalog, expected);
        if (missing) throw damaged(`table ${record.name} comes before ${missing}, which it references`);
        loader = new TableLoader(tx, plan, source, loaders.length);
        await loader.start();
        loaders.push(loader);
        break;
      }
      case 'row':
        if (!loader) throw damaged('a row is outside any table');
        await loader.add(record.text);
        break;
      case 'end':
        if (!loader || loader.tableName !== record.name) throw damaged(`the end of table ${record.name} is out of place`);
        await loader.flush();
        if (loader.inserted !== record.rows)
          throw damaged(`table ${record.name} should have ${record.rows} rows, it has ${loader.inserted}`);
        expected.set(record.name, record.rows);
        loader = undefined;
        break;
      case 'end-of-backup':
        if (loader || record.tables !== expected.size) throw damaged('tables are missing');
        finished = true;
        break;
      case 'header':
        throw damaged('a second header');
    }
  }
  if (!finished) throw new CliError(`${source} is incomplete (it ends early). Nothing was restored.`);
  for (const l of loaders) await l.setCyclicKeys();
  await resetSequences(tx, catalog, sequences, damaged);
  return expected;
}

/** A table the backup has not given yet that this one references (outside a cycle), if any. */
function waitingFor(plan: TablePlan, catalog: Catalog, loaded: Map<string, number>): string | undefined {
  const broken = new Set([...plan.nullThenSet, ...plan.deferred].map((fk) => fk.name));
  return catalog.foreignKeys.find(
    (fk) => fk.table === plan.table.name && fk.references !== fk.table && !broken.has(fk.name) && !loaded.has(fk.references),
  )?.references;
}

/** Every sequence of a column goes on after the column's largest value; the others as the backup found them. */
async function resetSequences(
  tx: Tx,
  catalog: Catalog,
  saved: Map<string, { lastValue: string; isCalled: boolean }>,
  damaged: (what: string) => CliError,
): Promise<void> {
  for (const s of catalog.sequences) {
    const seq = literal(tableRef(s.name));
    if (s.owner) {
      await tx.execute(
        sql.raw(
          `select setval(${seq}::regclass, coalesce(m.v, q.seqstart), m.v is not null) ` +
            `from (select max(${ident(s.owner.column)})::bigint as v from ${tableRef(s.owner.table)}) m, pg_sequence q where q.seqrelid = ${seq}::regclass`,
        ),
      );
    } else {
      const state = saved.get(s.name);
      if (!state) throw damaged(`the sequence ${s.name} is missing`);
      await tx.execute(sql`select setval(${sql.raw(seq)}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`);
    }
  }
}
