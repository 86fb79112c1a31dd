import type { TaskImportRowError } from './answers.js';
import { importCellText, importColumnFor, type TaskImportCell, type TaskImportRecord } from './import-schema.js';

/** A sheet read into import records, and a file's row problems carried in a 422's fields. */

/**
 * The rows of a sheet (header first) as records keyed by column. Empty rows are skipped;
 * `unknownColumns` lists headers that name no column (their cells are ignored).
 */
export function importRecordsFromTable(table: readonly (readonly TaskImportCell[])[]): {
  list: TaskImportRecord[];
  unknownColumns: string[];
  hasTaskName: boolean;
} {
  const [header = [], ...body] = table;
  const columns = header.map((h) => importColumnFor(importCellText(h)));
  const unknownColumns = header.map(importCellText).filter((h, i) => h !== '' && columns[i] === undefined);
  const list: TaskImportRecord[] = [];
  for (const cells of body) {
    if (cells.every((c) => importCellText(c) === '')) continue;
    const record: TaskImportRecord = {};
    columns.forEach((column, i) => {
      if (column) record[column] = cells[i] ?? null;
    });
    list.push(record);
  }
  return { list, unknownColumns, hasTaskName: columns.includes('taskName') };
}

/** Field problems keyed `list.{index}.{field}`, the way every 422 names array fields. */
export function importErrorFields(errors: readonly TaskImportRowError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of errors) fields[`list.${String(e.row - 1)}.${e.field}`] ??= e.message;
  return fields;
}

/** The row problems back from a 422's fields (the web reads them this way). */
export function importErrorsFromFields(fields: Readonly<Record<string, string>>): TaskImportRowError[] {
  const errors: TaskImportRowError[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const match = /^list\.(\d+)\.(\w+)$/.exec(key);
    if (match) errors.push({ row: Number(match[1]) + 1, field: match[2] ?? '', message });
  }
  return errors.sort((a, b) => a.row - b.row);
}
