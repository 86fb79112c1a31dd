import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { CliError } from '../command.js';
import { ident, tableRef } from './catalog.js';
import type { TablePlan } from './plan.js';

/** Rows per INSERT, and the most text one INSERT carries. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 8_000_000;

/**
 * Inserts one table's rows from their JSON text, a batch at a time:
 *   insert into t (cols) select cols from jsonb_populate_recordset(null::t, $1::jsonb)
 * Generated columns are left to the database; identity columns keep their values. Columns of
 * foreign keys in a cycle go in as null and are kept aside in a temporary table, to be set by
 * `setCyclicKeys` once every table is in.
 */
export class TableLoader {
  private batch: string[] = [];
  private chars = 0;
  inserted = 0;
  private readonly insertSql: string;
  private readonly stageSql: string | undefined;
  private readonly stageTable: string;
  /** The primary key and the nulled columns, kept aside for `setCyclicKeys`. */
  private readonly keptColumns: string;

  constructor(
    private readonly tx: Tx,
    private readonly plan: TablePlan,
    private readonly source: string,
    index: number,
  ) {
    const { table } = plan;
    const nulled = new Set(plan.nullThenSet.flatMap((fk) => fk.columns));
    const columns = table.columns.filter((c) => !c.generated);
    // `case when false then r.c end` is a null of the column's own type.
    const values = columns.map((c) => (nulled.has(c.name) ? `case when false then r.${ident(c.name)} end` : `r.${ident(c.name)}`));
    const overriding = columns.some((c) => c.identity) ? ' overriding system value' : '';
    this.insertSql =
      `insert into ${tableRef(table.name)} (${columns.map((c) => ident(c.name)).join(', ')})${overriding} ` +
      `select ${values.join(', ')} from jsonb_populate_recordset(null::${tableRef(table.name)}, `;
    this.stageTable = `goodhours_restore_${String(index)}`;
    this.keptColumns = [...table.primaryKey, ...nulled].map(ident).join(', ');
    if (nulled.size > 0) {
      this.stageSql = `insert into ${this.stageTable} select ${this.keptColumns} from jsonb_populate_recordset(null::${tableRef(table.name)}, `;
    }
  }

  get tableName(): string {
    return this.plan.table.name;
  }

  async start(): Promise<void> {
    if (!this.stageSql) return;
    await this.tx.execute(
      sql.raw(
        `create temporary table ${this.stageTable} on commit drop as select ${this.keptColumns} from ${tableRef(this.plan.table.name)} with no data`,
      ),
    );
  }

  async add(rowText: string): Promise<void> {
    this.batch.push(rowText);
    this.chars += rowText.length;
    if (this.batch.length >= BATCH_ROWS || this.chars >= BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const json = `[${this.batch.join(',')}]`;
    const rows = this.batch.length;
    this.batch = [];
    this.chars = 0;
    try {
      await this.tx.execute(sql`${sql.raw(this.insertSql)}${json}::jsonb) r`);
      if (this.stageSql) await this.tx.execute(sql`${sql.raw(this.stageSql)}${json}::jsonb) r`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      throw new CliError(
        `The rows of table ${this.plan.table.name} in ${this.source} cannot be restored: ${message}. Nothing was restored.`,
      );
    }
    this.inserted += rows;
  }

  /** Sets the columns inserted as null, now that the rows they point to are in. */
  async setCyclicKeys(): Promise<void> {
    if (!this.stageSql) return;
    const { table } = this.plan;
    const columns = [...new Set(this.plan.nullThenSet.flatMap((fk) => fk.columns))];
    const set = columns.map((c) => `${ident(c)} = s.${ident(c)}`).join(', ');
    const match = table.primaryKey.map((c) => `t.${ident(c)} = s.${ident(c)}`).join(' and ');
    await this.tx.execute(sql.raw(`update ${tableRef(table.name)} t set ${set} from ${this.stageTable} s where ${match}`));
  }
}
