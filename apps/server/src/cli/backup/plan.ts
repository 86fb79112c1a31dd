import { CliError } from '../command.js';
import type { Catalog, ForeignKey, Table } from './catalog.js';

/** How one table is restored. */
export interface TablePlan {
  table: Table;
  /**
   * Foreign keys inside a cycle (a self-reference included) whose columns may be null: their
   * columns are inserted as null and set once every table is in.
   */
  nullThenSet: ForeignKey[];
  /** Foreign keys inside a cycle declared DEFERRABLE: checked at commit instead. */
  deferred: ForeignKey[];
}

/**
 * The order to copy tables in: every table after the tables it references, ties by name (so the
 * backup and the restore, reading the same schema, agree). A foreign key inside a cycle is
 * checked at commit when DEFERRABLE, or else inserted as null and set at the end when its columns
 * may be null (the table needs a primary key for that); the cycle's other keys order the tables.
 * A cycle of keys that are neither is refused.
 */
export function planTables(catalog: Catalog): TablePlan[] {
  const byName = new Map(catalog.tables.map((t) => [t.name, t]));
  const componentOf = stronglyConnected(
    catalog.tables.map((t) => t.name),
    catalog.foreignKeys,
  );
  const plans = new Map<string, TablePlan>(catalog.tables.map((t) => [t.name, { table: t, nullThenSet: [], deferred: [] }]));
  const waitingOn = new Map(catalog.tables.map((t) => [t.name, new Set<string>()]));
  for (const fk of catalog.foreignKeys) {
    const table = byName.get(fk.table);
    const plan = plans.get(fk.table);
    if (!table || !plan || !byName.has(fk.references)) continue;
    if (componentOf.get(fk.table) !== componentOf.get(fk.references)) waitingOn.get(fk.table)?.add(fk.references);
    else if (fk.deferrable) plan.deferred.push(fk);
    else if (table.primaryKey.length > 0 && fk.columns.every((c) => !table.columns.find((col) => col.name === c)?.notNull)) {
      plan.nullThenSet.push(fk);
    } else if (fk.table === fk.references) throw unorderable([fk.table]);
    else waitingOn.get(fk.table)?.add(fk.references);
  }

  const ordered: TablePlan[] = [];
  const placed = new Set<string>();
  const byNameOrder = [...catalog.tables].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  while (placed.size < catalog.tables.length) {
    const ready = byNameOrder.filter((t) => !placed.has(t.name) && [...(waitingOn.get(t.name) ?? [])].every((r) => placed.has(r)));
    if (ready.length === 0) throw unorderable(byNameOrder.filter((t) => !placed.has(t.name)).map((t) => t.name));
    for (const table of ready) {
      placed.add(table.name);
      const plan = plans.get(table.name);
      if (plan) ordered.push(plan);
    }
  }
  return ordered;
}

function unorderable(tables: string[]): CliError {
  return new CliError(
    `The foreign keys of ${tables.join(', ')} form a cycle that is neither DEFERRABLE nor nullable with a primary key: their rows cannot be copied in any order.`,
    1,
  );
}

/** Tarjan's algorithm: the strongly connected component of every table, edges from a table to the tables it references. */
function stronglyConnected(tables: string[], foreignKeys: ForeignKey[]): Map<string, number> {
  const edges = new Map(tables.map((t) => [t, foreignKeys.filter((fk) => fk.table === t).map((fk) => fk.references)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let next = 0;
  let components = 0;

  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) === index.get(v)) {
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.set(w, components);
      } while (w !== v);
      components++;
    }
  };
  for (const t of tables) if (!index.has(t)) visit(t);
  return component;
}
