import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rowsOf } from '../../db/raw.js';

/** What backup and restore need to know of the public schema, read from PostgreSQL's catalog. */
export interface Column {
  name: string;
  notNull: boolean;
  /** GENERATED ALWAYS AS (...) STORED: computed by the database, never inserted. */
  generated: boolean;
  /** GENERATED ... AS IDENTITY: inserted with OVERRIDING SYSTEM VALUE. */
  identity: boolean;
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
  /** Has triggers of its own (not those of foreign keys): a restore turns them off while it copies. */
  userTriggers: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  references: string;
  deferrable: boolean;
}

export interface Sequence {
  name: string;
  /** The column whose values it hands out (serial or identity), if any. */
  owner: { table: string; column: string } | undefined;
}

export interface Catalog {
  tables: Table[];
  foreignKeys: ForeignKey[];
  sequences: Sequence[];
}

/** A name quoted as an SQL identifier. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
/** A table of the public schema, quoted. */
export const tableRef = (name: string): string => `public.${ident(name)}`;

async function query<T>(tx: Tx, text: string): Promise<T[]> {
  return rowsOf<T>(await tx.execute(sql.raw(text)));
}

/** JSON arrays come back as text and are parsed here, so both drivers answer alike. */
const names = (json: string): string[] => JSON.parse(json) as string[];

export async function readCatalog(tx: Tx): Promise<Catalog> {
  const tableRows = await query<{ name: string; columns: string; primary_key: string; user_triggers: boolean }>(
    tx,
    `select c.relname as name,
       (select json_agg(json_build_array(a.attname, a.attnotnull, a.attgenerated <> '', a.attidentity <> '') order by a.attnum)
          from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)::text as columns,
       coalesce((select json_agg(a.attname order by k.ord) from pg_constraint p
          cross join unnest(p.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
          where p.conrelid = c.oid and p.contype = 'p'), '[]')::text as primary_key,
       exists (select 1 from pg_trigger tg where tg.tgrelid = c.oid and not tg.tgisinternal) as user_triggers
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  );
  const foreignKeys = await query<{ name: string; table: string; columns: string; references: string; deferrable: boolean }>(
    tx,
    `select con.conname as name, src.relname as table, dst.relname as references, con.condeferrable as deferrable,
       (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum)::text as columns
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_class dst on dst.oid = con.confrelid
     where con.contype = 'f' and src.relnamespace = 'public'::regnamespace and dst.relnamespace = 'public'::regnamespace
     order by src.relname, con.conname`,
  );
  const sequences = await query<{ name: string; owner_table: string | null; owner_column: string | null }>(
    tx,
    `select s.relname as name, t.relname as owner_table, a.attname as owner_column
     from pg_class s
     left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
       and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     left join pg_class t on t.oid = d.refobjid
     left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace
     order by s.relname`,
  );
  return {
    tables: tableRows.map((t) => ({
      name: t.name,
      columns: (JSON.parse(t.columns) as [string, boolean, boolean, boolean][]).map(([name, notNull, generated, identity]) => ({
        name,
        notNull,
        generated,
        identity,
      })),
      primaryKey: names(t.primary_key),
      userTriggers: t.user_triggers,
    })),
    foreignKeys: foreignKeys.map((f) => ({ ...f, columns: names(f.columns) })),
    sequences: sequences.map((s) => ({
      name: s.name,
      owner: s.owner_table && s.owner_column ? { table: s.owner_table, column: s.owner_column } : undefined,
    })),
  };
}

/** Rows per table, counted in one statement. */
export async function countRows(tx: Tx, tables: readonly string[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const parts = tables.map((t) => `select ${literal(t)} as name, count(*)::text as n from ${tableRef(t)}`);
  const rows = await query<{ name: string; n: string }>(tx, parts.join(' union all '));
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

/** A string as an SQL literal. */
export const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * Rows a server writes by itself at every start (the built-in roles): a database holding only
 * these is still empty to an operator.
 */
const WRITTEN_AT_START: Record<string, string> = { roles: 'built_in' };

/** The tables holding rows an operator or a user put there. */
export async function tablesWithData(tx: Tx, catalog: Catalog): Promise<string[]> {
  if (catalog.tables.length === 0) return [];
  const parts = catalog.tables.map((t) => {
    const startColumn = WRITTEN_AT_START[t.name];
    const own = startColumn && t.columns.some((c) => c.name === startColumn) ? ` where ${ident(startColumn)} is not true` : '';
    return `select ${literal(t.name)} as name where exists (select 1 from ${tableRef(t.name)}${own})`;
  });
  return (await query<{ name: string }>(tx, parts.join(' union all '))).map((r) => r.name);
}
