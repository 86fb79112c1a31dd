import { describe, expect, it } from 'vitest';
import type { Catalog, ForeignKey, Table } from './catalog.js';
import { planTables } from './plan.js';

const table = (name: string, nullable: string[] = [], primaryKey = ['id']): Table => ({
  name,
  primaryKey,
  userTriggers: false,
  columns: ['id', ...nullable, 'ref'].map((c) => ({ name: c, notNull: !nullable.includes(c), generated: false, identity: false })),
});
const fk = (from: string, column: string, to: string, deferrable = false): ForeignKey => ({
  name: `${from}_${column}_fk`,
  table: from,
  columns: [column],
  references: to,
  deferrable,
});
const plan = (catalog: Partial<Catalog>) => planTables({ tables: [], foreignKeys: [], sequences: [], ...catalog });
const order = (catalog: Partial<Catalog>) => plan(catalog).map((p) => p.table.name);

describe('planTables', () => {
  it('puts every table after the tables it references, ties by name', () => {
    const tables = ['entries', 'users', 'projects', 'tasks'].map((n) => table(n));
    const foreignKeys = [fk('entries', 'ref', 'tasks'), fk('entries', 'ref', 'users'), fk('tasks', 'ref', 'projects')];
    expect(order({ tables, foreignKeys })).toEqual(['projects', 'users', 'tasks', 'entries']);
  });

  it('inserts a nullable self-reference as null and sets it at the end', () => {
    const [first] = plan({ tables: [table('tasks', ['parent'])], foreignKeys: [fk('tasks', 'parent', 'tasks')] });
    expect(first?.nullThenSet.map((k) => k.name)).toEqual(['tasks_parent_fk']);
  });

  it('breaks a cycle at its nullable key and orders by the NOT NULL one', () => {
    const tables = [table('a', ['b_id']), table('b')];
    const plans = plan({ tables, foreignKeys: [fk('a', 'b_id', 'b'), fk('b', 'ref', 'a')] });
    expect(plans.map((p) => [p.table.name, p.nullThenSet.length])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
  });

  it('checks a DEFERRABLE key of a cycle at commit', () => {
    const plans = plan({ tables: [table('a'), table('b')], foreignKeys: [fk('a', 'ref', 'b', true), fk('b', 'ref', 'a')] });
    expect(plans.map((p) => [p.table.name, p.deferred.length])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
  });

  it('refuses a cycle of NOT NULL keys, and a nullable one without a primary key', () => {
    expect(() => plan({ tables: [table('a'), table('b')], foreignKeys: [fk('a', 'ref', 'b'), fk('b', 'ref', 'a')] })).toThrow(
      /a, b form a cycle/,
    );
    expect(() => plan({ tables: [table('t', ['parent'], [])], foreignKeys: [fk('t', 'parent', 't')] })).toThrow(/t form a cycle/);
  });
});
